// `trs completion bash|zsh|fish`: the scripts complete the commands of the table, their words and options. The bash
// script is loaded into a real bash and asked as bash asks it when Tab is pressed.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, runSpawned } from './support.js';

const exec = promisify(execFile);

async function complete(script: string, words: string[]): Promise<string[]> {
  const dir = path.dirname((await isolatedEnv()).TRS_CONFIG_DIR!);
  const file = path.join(dir, 'trs.bash');
  await writeFile(file, script);
  const array = words.map((w) => `'${w}'`).join(' ');
  const { stdout } = await exec('bash', [
    '-c',
    `source '${file}'; COMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _trs; printf '%s\\n' "\${COMPREPLY[@]}"`,
  ]);
  return stdout.split('\n').filter(Boolean);
}

describe('trs completion', () => {
  it('bash completes commands, the words under a group, and options', async () => {
    const { code, stdout } = await runSpawned(['completion', 'bash']);
    expect(code).toBe(0);
    expect(await complete(stdout, ['trs', 'gu'])).toEqual(['guarantor']);
    expect(await complete(stdout, ['trs', 'tenancy', ''])).toEqual(
      expect.arrayContaining(['create', 'get', 'cancel', 'start-date', 'rent-share', 'audit-trail']),
    );
    expect(await complete(stdout, ['trs', 'tenancy', 'create', '--ex'])).toEqual(['--example']);
    expect(await complete(stdout, ['trs', '--json', 'webhooks', 'tr'])).toEqual(['trigger']);
  });

  it('zsh and fish get scripts of their own; another shell is a usage error', async () => {
    const zsh = await runSpawned(['completion', 'zsh']);
    expect(zsh.stdout).toMatch(/^#compdef trs\n/);
    expect(zsh.stdout).toContain('bashcompinit');
    const fish = await runSpawned(['completion', 'fish']);
    expect(fish.stdout).toContain(`complete -c trs -n '__fish_use_subcommand' -a 'guarantor'`);
    expect(fish.stdout).toMatch(/__fish_seen_subcommand_from tenancy; and __fish_seen_subcommand_from cancel' -l yes/);
    for (const shell of ['tcsh', 'toString', 'constructor', '__proto__']) {
      const other = await runInProcess(['completion', shell]);
      expect(other.code, shell).toBe(2);
      expect(other.stderr).toContain('bash, zsh or fish');
      expect(other.stdout).toBe('');
    }
  });
});
