// The workflows' inputs reach redocly respect through its environment (REDOCLY_CLI_RESPECT_INPUT), never its command
// line: no process on the machine shows the password in its arguments (/proc/PID/cmdline, readable by any local
// user) while the workflows run, and a password holding `,` and `=` logs in as it is.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { runWorkflows, type WorkflowRunResult } from '../src/index.js';

const USER = 'verify-user@agent.example';
const PASSWORD = 'pa,ss=wo,rd=1 x';

/** The command line of every process of the machine, with its parent's id, read once. */
async function commandLines(): Promise<{ line: string; parent: number }[]> {
  const lines: { line: string; parent: number }[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    // stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (text) lines.push({ line: text.replaceAll('\0', ' '), parent });
  }
  return lines;
}

let sandbox: Sandbox;
let result: WorkflowRunResult;
let respectSeen = 0;
const passwordSeen: string[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: 0, users: [{ userName: USER, password: PASSWORD }] });
  let running = true;
  const watching = (async () => {
    while (running) {
      for (const { line, parent } of await commandLines()) {
        // This test's own respect: a child of this process.
        if (parent === process.pid && line.includes(' respect ')) respectSeen += 1;
        if (line.includes(PASSWORD) || line.includes('wo,rd')) passwordSeen.push(line);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    result = await runWorkflows({
      baseUrl: sandbox.baseUrl,
      inputs: { userName: USER, password: PASSWORD },
      workflows: ['tokenRetirement'],
    });
  } finally {
    running = false;
    await watching;
  }
}, 600_000);
afterAll(() => sandbox?.close());

describe('runWorkflows hands the inputs to respect', () => {
  it('logs in with a password holding "," and "=" as it is', () => {
    expect(result.workflows.map((w) => [w.workflowId, w.ok])).toEqual([['tokenRetirement', true]]);
    expect(result.ok).toBe(true);
  });

  it('puts the password on no command line while respect runs', () => {
    // The watch saw this run's respect process, so it would have seen the password on its command line.
    expect(respectSeen).toBeGreaterThan(0);
    expect(passwordSeen).toEqual([]);
  });
});
