// The tests' TypeScript loader (TYPESCRIPT_LOADER of @trs/testkit): a fixture, a worker process or an app started from
// its .ts sources runs what its files say now, never a transform cached from an earlier text, and finds a .ts file
// named as .js however it is named (a relative import, a file: URL from JavaScript, a worker thread's module).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { tempDir, TYPESCRIPT_LOADER } from '@trs/testkit';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function runScript(script: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', TYPESCRIPT_LOADER, script]);
  return stdout.trim();
}

const answer = (value: string) => `export const answer: string = ${JSON.stringify(value)};\n`;

describe('the tests’ TypeScript loader', () => {
  it('runs a .ts file and what it imports as ./x.js, each time as its text now is', async () => {
    const folder = await tempDir('trs-loader-');
    const main = path.join(folder, 'main.ts');
    await writeFile(
      main,
      "import { answer } from './answer.js';\nconst shown: string = answer;\nconsole.log(shown);\n",
    );
    await writeFile(path.join(folder, 'answer.ts'), answer('first'));
    expect(await runScript(main)).toBe('first');
    await writeFile(path.join(folder, 'answer.ts'), answer('second'));
    expect(await runScript(main)).toBe('second');
  });

  it('loads the .ts file that a .js file: URL from JavaScript names, in the process and in its threads', async () => {
    const folder = await tempDir('trs-loader-');
    await writeFile(path.join(folder, 'answer.ts'), answer('from the twin'));
    const asJs = pathToFileURL(path.join(folder, 'answer.js')).href;
    const main = path.join(folder, 'main.mjs');
    await writeFile(
      main,
      [
        "import { Worker } from 'node:worker_threads';",
        `const { answer } = await import(${JSON.stringify(asJs)});`,
        'console.log(answer);',
        `const boot = \`const { answer } = await import(\${JSON.stringify(${JSON.stringify(asJs)})}); console.log('thread: ' + answer);\`;`,
        "const thread = new Worker(new URL('data:text/javascript,' + encodeURIComponent(boot)));",
        "await new Promise((resolve, reject) => thread.once('exit', resolve).once('error', reject));",
      ].join('\n'),
    );
    expect((await runScript(main)).split('\n')).toEqual(['from the twin', 'thread: from the twin']);
  });
});
