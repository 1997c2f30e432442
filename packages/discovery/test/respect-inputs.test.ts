// The workflows' inputs reach redocly respect through its environment (REDOCLY_CLI_RESPECT_INPUT), never its command
// line: no process on the machine shows the password in its arguments (/proc/PID/cmdline, readable by any local
// user) while the workflows run, and a password holding `,` and `=` logs in as it is.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { runWorkflows, type WorkflowRunResult } from '../src/index.js';

const USER = 'verify-user@agent.example';
const PASSWORD = 'pa,ss=wo,rd=1 x';

/** The command lines of every process of the machine, read once. */
async function commandLines(): Promise<string[]> {
  const lines: string[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    if (text) lines.push(text.replaceAll('\0', ' '));
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
      for (const line of await commandLines()) {
        if (line.includes(' respect ')) respectSeen += 1;
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
    // The watch saw respect's process, so it would have seen the password on its command line.
    expect(respectSeen).toBeGreaterThan(0);
    expect(passwordSeen).toEqual([]);
  });
});
