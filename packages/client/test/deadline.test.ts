// A call's deadline and its caller's AbortSignal hold whatever the injected fetch does with the signal (issue 27,
// Medium 6). Node's fetch follows a signal through a Request only while that Request is referenced: after a major
// garbage collection, a client that handed its fetch a Request it kept no reference to lost its timeout (a GET with
// timeoutMs succeeded when the late answer came) and its caller's abort. The child process (node --expose-gc) forces
// collections from the moment the request reaches the server; the server answers only a minute later, so a call that
// ends with that answer lost its deadline. Checked by the error each call ends with, never by a stopwatch.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPESCRIPT_LOADER } from '@trs/testkit';
import { describe, it, type TestContext } from 'vitest';
import { createClient, OutcomeUnknownError, TimeoutError } from '../src/index.js';
import type { Scenario, ScenarioResult } from './support/deadline-child.js';
import { application } from './support/examples.js';
import { PASSWORD, startProvider, USER } from './support/provider.js';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'deadline-child.ts');

function runChild(scenarios: Scenario[]): Promise<ScenarioResult[]> {
  return new Promise((resolve, reject) => {
    const process = fork(child, [JSON.stringify(scenarios)], {
      execArgv: ['--expose-gc', '--import', TYPESCRIPT_LOADER],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let results: ScenarioResult[] | undefined;
    process.once('message', (message) => (results = message as ScenarioResult[]));
    process.once('error', reject);
    process.once('exit', (code) =>
      results ? resolve(results) : reject(new Error(`the child process exited (${code}) without results`)),
    );
  });
}

// Both suites run side by side, and so do their tests: each waits for deadlines to run out. These share one child.
describe.concurrent('with an injected fetch and forced garbage collections, the deadline holds', () => {
  let results: Promise<Map<Scenario, ScenarioResult>> | undefined;
  const result = async (scenario: Scenario) => {
    results ??= runChild(['timeout-headers', 'timeout-body', 'caller-abort', 'post-timeout']).then(
      (all) => new Map(all.map((r) => [r.scenario, r])),
    );
    return (await results).get(scenario);
  };

  it('a GET whose answer does not come in time: TimeoutError', async ({ expect }) => {
    expect(await result('timeout-headers')).toMatchObject({ outcome: 'rejected', code: 'TRS_TIMEOUT' });
  });

  it('a GET whose body stops half way: TimeoutError', async ({ expect }) => {
    expect(await result('timeout-body')).toMatchObject({ outcome: 'rejected', code: 'TRS_TIMEOUT' });
  });

  it("the caller's AbortSignal: the call rejects with its reason", async ({ expect }) => {
    expect(await result('caller-abort')).toMatchObject({ outcome: 'rejected', message: 'the caller gave up' });
  });

  it('a POST that times out: its outcome is unknown', async ({ expect }) => {
    expect(await result('post-timeout')).toMatchObject({
      outcome: 'rejected',
      code: 'TRS_OUTCOME_UNKNOWN',
      reason: 'timeout',
    });
  });
});

describe.concurrent('with a fetch that ignores the signal altogether, the deadline holds', () => {
  // The stand-in provider's scripted stalls never look at the request's signal. Each test has a stand-in and a client
  // of its own, so that the tests' deadlines run out side by side.
  async function ownClient(onTestFinished: TestContext['onTestFinished']) {
    const provider = startProvider();
    onTestFinished(() => provider.close());
    const client = createClient({
      baseUrl: provider.url,
      fetch: provider.fetch,
      credentials: { userName: USER, password: PASSWORD },
      retry: { baseDelayMs: 5 },
    });
    await client.login();
    return { provider, client };
  }

  it('an answer that never comes: TimeoutError', async ({ expect, onTestFinished }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('GET /Branches', { stall: 'headers' });
    const error = await client.listBranches({ timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TRS_TIMEOUT', timeoutMs: 200 });
  });

  it('a body that never ends: TimeoutError, raw calls included', async ({ expect, onTestFinished }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('GET /Branches', { stall: 'body' }, { stall: 'body' });
    await expect(client.listBranches({ timeoutMs: 200 })).rejects.toMatchObject({ code: 'TRS_TIMEOUT' });
    await expect(client.raw.GET('/Branches', { timeoutMs: 200 })).rejects.toMatchObject({ code: 'TRS_TIMEOUT' });
  });

  it("the caller's AbortSignal: the call rejects with its reason", async ({ expect, onTestFinished }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('GET /Branches', { stall: 'headers' });
    const controller = new AbortController();
    const call = client.listBranches({ signal: controller.signal });
    while (provider.hits('GET /Branches') === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('the user navigated away'));
    await expect(call).rejects.toThrow('the user navigated away');
  });

  it('a POST whose answer never comes, or whose body never ends: its outcome is unknown, sent once', async ({
    expect,
    onTestFinished,
  }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('POST /Applications/42', { stall: 'headers' }, { stall: 'body' });
    for (let i = 0; i < 2; i += 1) {
      const error = await client.createTenancy(42, application, { timeoutMs: 200 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect(error).toMatchObject({ reason: 'timeout' });
    }
    expect(provider.hits('POST /Applications/42')).toBe(2);
  });

  it('a report downloaded as bytes whose body never ends: TimeoutError (the body is read within the call)', async ({
    expect,
    onTestFinished,
  }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('GET /Applications/0001234/Reports/1', { stall: 'body', contentType: 'application/pdf' });
    await expect(client.downloadReport('0001234', 1, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'TRS_TIMEOUT',
      timeoutMs: 200,
    });
  });

  it('a body that drops half way: a GET is sent again, a POST has an unknown outcome', async ({
    expect,
    onTestFinished,
  }) => {
    const { provider, client } = await ownClient(onTestFinished);
    provider.script('GET /Branches', { dropBody: true });
    expect(await client.listBranches()).toEqual([{ Id: 42 }, { Id: 43 }]);
    expect(provider.hits('GET /Branches')).toBe(2);
    provider.script('POST /Applications/42', { dropBody: true });
    await expect(client.createTenancy(42, application)).rejects.toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
      reason: 'dropped',
    });
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });
});
