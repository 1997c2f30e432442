// The command line itself: every command documents itself with an example, usage mistakes exit 2 with a message,
// colour only on a terminal and never with NO_COLOR, the version; in-process and spawned alike.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands, commandTree, version } from '../src/index.js';
import { cliDir, isolatedEnv, runInProcess, runSpawned } from './support.js';

// A colour sequence. Built from a string: the escape character that starts it is a control character, which
// no-control-regex refuses in a regex literal, and it is what this looks for.
const ESC = '\u001b';
const ANSI = new RegExp(`${ESC}\\[\\d+m`);

describe('help', () => {
  it.each(commands.map((c) => [c.path.join(' ')]))(
    'trs %s --help shows its usage and an example, exit 0',
    async (words) => {
      const { code, stdout } = await runInProcess([...words.split(' '), '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: trs ${words}`);
      expect(stdout).toMatch(/Examples?:\n {2}\$ .*\btrs /);
    },
  );

  it('lists every command at the top level, spawned', async () => {
    const { code, stdout } = await runSpawned(['--help']);
    expect(code).toBe(0);
    for (const word of [
      'sandbox',
      'demo',
      'webhooks',
      'init',
      'login',
      'branches',
      'tenancy',
      'tenant',
      'reports',
      'report',
      'notes',
    ])
      expect(stdout).toMatch(new RegExp(`^  ${word}\\b`, 'm'));
  });

  it('the README names every command', async () => {
    const readme = await readFile(path.join(cliDir, 'README.md'), 'utf8');
    const missing = commands.map((c) => `trs ${c.path.join(' ')}`).filter((words) => !readme.includes(words));
    expect(missing).toEqual([]);
  });

  it('prints the version', async () => {
    const { code, stdout } = await runSpawned(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(version);
  });
});

describe('usage errors exit 2 with a message', () => {
  it.each([
    [['nope'], /unknown command 'nope'/],
    [['webhooks', 'trigger'], /missing required argument 'event'/],
    [['sandbox', '--port', 'abc'], /--port takes a whole number from 0 to 65535/],
    [['webhooks', 'list', '--bogus'], /unknown option '--bogus'/],
    [
      ['webhooks', 'trigger', 'addNote', '--to', 'http://127.0.0.1:9/x', '--rules', 'twice'],
      /Allowed choices are provider, once/,
    ],
    [['webhooks'], /Usage: trs webhooks/],
  ])('trs %j', async (argv, message) => {
    const spawned = await runSpawned(argv);
    expect(spawned.code).toBe(2);
    expect(spawned.stderr).toMatch(message);
    const inProcess = await runInProcess(argv);
    expect(inProcess.code).toBe(2);
    expect(inProcess.stderr).toMatch(message);
  });

  it('a bad value from the environment names the variable', async () => {
    const { code, stderr } = await runInProcess(['sandbox'], { env: { TRS_SANDBOX_PORT: 'x' } });
    expect(code).toBe(2);
    expect(stderr).toContain('TRS_SANDBOX_PORT=x');
  });
});

// Independent of each other (a config folder each), and one waits on a connection that nothing answers: side by side.
describe.concurrent('messages in trs style', () => {
  it('trs alone prints the help on stdout and exits 0', async ({ expect }) => {
    const { code, stdout, stderr } = await runSpawned([]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: trs /);
    expect(stdout).toMatch(/^ {2}guarantor\b/m);
    expect(stderr).toBe('');
  });

  it('an unknown command answers "trs: …" and points to --help, exit 2', async ({ expect }) => {
    const { code, stderr } = await runSpawned(['tenancy', 'bogus']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^trs: unknown command 'bogus'/);
    expect(stderr).toContain('Run "trs tenancy --help" for usage.');
    expect(stderr).not.toMatch(/^error:/m);
  });

  it('nothing answering names the URL tried', async ({ expect }) => {
    const base = 'http://127.0.0.1:9/v2';
    const { code, stderr } = await runSpawned(['branches', '--base-url', base, '--user', 'u'], {
      env: { ...(await isolatedEnv()), TRS_PASSWORD: 'pw-x1' },
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`Nothing answered at ${base}`);
  });

  it('an http:// base URL on another machine names the option trs really has', async ({ expect }) => {
    const { code, stderr } = await runSpawned(['branches', '--base-url', 'http://example.invalid/v2', '--user', 'u'], {
      env: { ...(await isolatedEnv()), TRS_PASSWORD: 'pw-x1' },
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--allow-insecure-http');
    expect(stderr).not.toContain('allowInsecureHttp: true');
    expect((await runInProcess(['branches', '--help'])).stdout).toContain('--allow-insecure-http');
  });

  it('the command tree is introspectable without running anything (for a generated CLI reference)', ({ expect }) => {
    const tree = commandTree();
    const names = (command: ReturnType<typeof commandTree>, prefix = ''): string[] =>
      command.commands.flatMap((c) => [`${prefix}${c.name()}`, ...names(c, `${prefix}${c.name()} `)]);
    expect(names(tree)).toEqual(expect.arrayContaining(['guarantor add', 'tenancy cancel', 'status', 'completion']));
  });
});

describe('colour', () => {
  it('is used on a terminal', async () => {
    const { stdout } = await runInProcess(['webhooks', 'list'], { tty: true, env: {} });
    expect(stdout).toMatch(ANSI);
  });

  it('is never used with NO_COLOR, even on a terminal', async () => {
    const { stdout } = await runInProcess(['webhooks', 'list'], { tty: true, env: { NO_COLOR: '1' } });
    expect(stdout).not.toMatch(ANSI);
  });

  it('is never used off a terminal (spawned, output to a pipe)', async () => {
    const { stdout, stderr } = await runSpawned(['webhooks', 'trigger', 'nope', '--to', 'http://127.0.0.1:9/x']);
    expect(stdout + stderr).not.toMatch(ANSI);
  });
});
