// trs webhooks list / trigger / listen as a team uses them to test its receiver: every event of the contract sent
// with the provider's headers, the provider's retries against a receiver that fails then succeeds, dead on a
// permanent 4xx, --set checked by the strict "as sent" validators before anything is sent, and listen printing
// each delivery (duplicates marked) and forwarding the raw body.
import { startScriptedReceiver, type ScriptedReceiver } from '@trs/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { runInProcess, runSpawned, startInProcess, startProcess, type RunningProcess } from './support.js';

let receiver: ScriptedReceiver;
let path = 0;
let hook: string;

beforeAll(async () => {
  receiver = await startScriptedReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
beforeEach(() => {
  path += 1;
  hook = `/hooks/${path}`;
});

describe('trs webhooks list', () => {
  it('lists every message of the contract with its examples', async () => {
    const { code, stdout } = await runSpawned(['webhooks', 'list', '--json']);
    expect(code).toBe(0);
    const listed = JSON.parse(stdout) as { name: string; examples: { name: string }[] }[];
    expect(listed.map((e) => e.name)).toEqual(contract().events.map((e) => e.name));
    expect(listed.find((e) => e.name === 'reportAvailable')!.examples.map((e) => e.name)).toContain('summaryOfPair');
    const plain = await runInProcess(['webhooks', 'list']);
    expect(plain.stdout).toContain('kycStatus');
    expect(plain.stdout).toContain('--example propertyPassport');
  });
});

describe('trs webhooks trigger', () => {
  const sendable = contract().events.flatMap((event) =>
    event.examples
      .filter((e) => !e.tolerantReader)
      .map((example) => [event.name, example.name, example.payload] as const),
  );

  it.each(sendable)(
    'sends %s (example %s) with the provider headers, as the contract writes it',
    async (event, example, payload) => {
      const { code, stdout } = await runInProcess([
        'webhooks',
        'trigger',
        event,
        '--example',
        example,
        '--to',
        receiver.url(hook),
        '--header',
        'X-Webhook-Key:s3cret',
        '--rules',
        'once',
      ]);
      expect(code).toBe(0);
      expect(stdout).toContain('delivered after 1 attempt');
      const [request] = receiver.requestsTo(hook);
      expect(request!.method).toBe('POST');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers['user-agent']).toBe('Service-Webhook-Client/1.0');
      expect(request!.headers['x-webhook-key']).toBe('s3cret');
      expect(JSON.parse(request!.body)).toEqual(payload);
    },
  );

  it('covers every message, KYC, the report pair and the legacy report included', () => {
    const names = new Set(sendable.map(([event]) => event));
    expect([...names].sort()).toEqual(
      contract()
        .events.map((e) => e.name)
        .sort(),
    );
    expect(sendable.filter(([event]) => event === 'reportAvailable').map(([, example]) => example)).toEqual(
      expect.arrayContaining(['eliteReport', 'summaryOfPair']),
    );
  });

  it('retries on the provider rules until the receiver answers 2xx, and exits 0 (spawned)', async () => {
    // Attempt 1: the request and its 3 inner retries get 503; attempt 2 (after the compressed interval): 500, then 204.
    receiver.script(hook, 503, 503, 503, 503, 500);
    const { code, stdout } = await runSpawned([
      'webhooks',
      'trigger',
      'updateApplicant',
      '--to',
      receiver.url(hook),
      '--retry-interval-ms',
      '50',
    ]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.filter((l) => /^attempt 1( retry \d)? → .*HTTP 503/.test(l))).toHaveLength(4);
    expect(lines.filter((l) => l.includes('retried at once'))).toHaveLength(3);
    expect(stdout).toMatch(/stored; attempt 2 of 15/);
    expect(stdout).toMatch(/^attempt 2 → .*HTTP 500 \(failed/m);
    expect(stdout).toMatch(/^attempt 3 → .*HTTP 204 \(delivered/m);
    expect(stdout).toContain('delivered after 3 attempts');
    expect(receiver.requestsTo(hook)).toHaveLength(6);
  });

  it('stops at once on a 410 and exits 1 with "dead" (spawned)', async () => {
    receiver.setDefault(hook, 410);
    const { code, stdout } = await runSpawned([
      'webhooks',
      'trigger',
      'addNote',
      '--to',
      receiver.url(hook),
      '--retry-interval-ms',
      '50',
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/HTTP 410 \(rejected for good/);
    expect(stdout).toMatch(/^dead after 1 attempt: rejected for good/m);
    expect(receiver.requestsTo(hook)).toHaveLength(1);
  });

  it('ends dead after the 15 attempts of the provider when nothing answers 2xx', async () => {
    receiver.setDefault(hook, 500);
    const { code, stdout } = await runInProcess([
      'webhooks',
      'trigger',
      'tenancyFinalised',
      '--to',
      receiver.url(hook),
      '--retry-interval-ms',
      '0',
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain('dead after 15 attempts: no URL answered 2xx in 15 attempts');
    expect(receiver.requestsTo(hook)).toHaveLength(15);
  });

  it('--duplicate delivers the same body twice', async () => {
    const { code } = await runInProcess([
      'webhooks',
      'trigger',
      'kycStatus',
      '--to',
      receiver.url(hook),
      '--duplicate',
      '--rules',
      'once',
    ]);
    expect(code).toBe(0);
    const requests = receiver.requestsTo(hook);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body).toBe(requests[1]!.body);
  });

  it('--set changes the example before it is sent', async () => {
    const { code } = await runInProcess([
      'webhooks',
      'trigger',
      'updateApplicant',
      '--to',
      receiver.url(hook),
      '--rules',
      'once',
      '--set',
      '/applicationRef=0000042',
      '--set',
      '/data/rentShare=700',
      '--set',
      '/data/applicantStatus=Completed',
    ]);
    expect(code).toBe(0);
    const body = JSON.parse(receiver.requestsTo(hook)[0]!.body) as {
      applicationRef: string;
      data: { rentShare: number; applicantStatus: string };
    };
    expect(body.applicationRef).toBe('0000042');
    expect(body.data.rentShare).toBe(700);
    expect(body.data.applicantStatus).toBe('Completed');
  });

  it('refuses what the provider would never send, naming the field, and sends nothing', async () => {
    const wrongType = await runSpawned([
      'webhooks',
      'trigger',
      'updateApplicant',
      '--to',
      receiver.url(hook),
      '--set',
      '/data/rentShare="a lot"',
    ]);
    expect(wrongType.code).toBe(2);
    expect(wrongType.stderr).toMatch(/\/data\/rentShare/);
    expect(wrongType.stderr).toContain('nothing was sent');
    const unknownField = await runInProcess([
      'webhooks',
      'trigger',
      'addNote',
      '--to',
      receiver.url(hook),
      '--set',
      '/data/colour=blue',
    ]);
    expect(unknownField.code).toBe(2);
    expect(unknownField.stderr).toMatch(/colour/);
    expect(receiver.requestsTo(hook)).toHaveLength(0);
  });

  it('says which events and examples exist when one is mistyped', async () => {
    const event = await runInProcess(['webhooks', 'trigger', 'updateAplicant', '--to', receiver.url(hook)]);
    expect(event.code).toBe(2);
    expect(event.stderr).toContain('Did you mean updateApplicant?');
    const example = await runInProcess([
      'webhooks',
      'trigger',
      'uploadPartnerDocument',
      '--example',
      'unknownDocumentType',
      '--to',
      receiver.url(hook),
    ]);
    expect(example.code).toBe(2);
    expect(example.stderr).toContain('carries fields the provider never sends');
    const url = await runInProcess(['webhooks', 'trigger', 'addNote', '--to', 'ftp://example.com/x']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('--to');
  });
});

describe('--header', () => {
  it.each([
    ['X-Webhook-Key=s3cret=1', 's3cret=1'],
    ['X-Webhook-Key:s3cret:2', 's3cret:2'],
    ['X-Webhook-Key: s3cret=3', 's3cret=3'],
  ])('trigger takes NAME=VALUE and NAME:VALUE alike (%s)', async (option, value) => {
    const { code, stderr } = await runInProcess([
      'webhooks',
      'trigger',
      'addNote',
      '--to',
      receiver.url(hook),
      '--header',
      option,
      '--rules',
      'once',
    ]);
    expect(code, stderr).toBe(0);
    expect(receiver.requestsTo(hook)[0]!.headers['x-webhook-key']).toBe(value);
  });

  it.each([
    ['webhooks trigger', ['webhooks', 'trigger', 'addNote', '--rules', 'once', '--to', 'http://127.0.0.1:9/x']],
    ['webhooks listen', ['webhooks', 'listen', '--port', '0']],
    ['sandbox', ['sandbox', '--port', '0', '--no-receiver', '--no-docs']],
  ])('%s: a header it cannot parse is a usage error, and nothing is sent', async (_name, argv) => {
    for (const bad of ['s3cret-alone', 'X Key=v', 'X-Webhook-Key=']) {
      const { code, stderr } = await runInProcess([...argv, '--header', bad], { signal: AbortSignal.timeout(120_000) });
      expect(code, bad).toBe(2);
      expect(stderr).toContain('--header');
    }
    expect(receiver.requestsTo(hook)).toHaveLength(0);
  });
});

describe('a user and password in a receiver URL', () => {
  it.each([
    ['webhooks listen --forward-to', ['webhooks', 'listen', '--port', '0', '--forward-to'], '--forward-to'],
    ['webhooks trigger --to', ['webhooks', 'trigger', 'addNote', '--rules', 'once', '--to'], '--to'],
    ['sandbox --forward-to', ['sandbox', '--port', '0', '--no-receiver', '--no-docs', '--forward-to'], '--forward-to'],
  ])('%s is a usage error naming the option, and the password is printed nowhere', async (_name, argv, option) => {
    // Accepted, listen and sandbox would run until stopped: the signal ends them, so that the test fails, not hangs.
    const { code, stdout, stderr } = await runInProcess([...argv, 'http://team:pw-Secret-77@127.0.0.1:9/hooks'], {
      signal: AbortSignal.timeout(120_000),
    });
    expect(code).toBe(2);
    expect(stderr).toContain(option);
    expect(stderr).toContain('user or password');
    expect(stdout + stderr).not.toContain('pw-Secret-77');
  });
});

describe('trs webhooks listen', () => {
  let listen: RunningProcess;
  afterAll(async () => {
    await listen?.stop('SIGINT');
  });

  it('prints each delivery as it arrives, duplicates marked, and forwards the raw body with the provider headers', async () => {
    const forward = `/forward/${path}`;
    listen = startProcess([
      'webhooks',
      'listen',
      '--port',
      '0',
      '--header',
      'X-Webhook-Key:k1',
      '--forward-to',
      receiver.url(forward),
      '--json',
    ]);
    const [, url] = await listen.waitFor(/Listening on (\S+)/, 'stderr');
    const sent = await runSpawned([
      'webhooks',
      'trigger',
      'rentIncreaseApplied',
      '--to',
      url!,
      '--header',
      'X-Webhook-Key:k1',
      '--duplicate',
      '--rules',
      'once',
    ]);
    expect(sent.code).toBe(0);
    await runSpawned([
      'webhooks',
      'trigger',
      'legacyReportAvailable',
      '--to',
      url!,
      '--header',
      'X-Webhook-Key:k1',
      '--rules',
      'once',
    ]);
    await listen.waitFor(/"event":"legacyReportAvailable"/);
    const lines = listen
      .output()
      .stdout.trim()
      .split('\n')
      .map((line): unknown => JSON.parse(line));
    expect(lines).toMatchObject<Record<string, unknown>[]>([
      {
        event: 'rentIncreaseApplied',
        tenancy: 'applicationRef:0001234',
        duplicate: false,
        state: 'pending',
        idempotencyKey: expect.stringMatching(/^rentIncreaseApplied:/),
      },
      { event: 'rentIncreaseApplied', duplicate: true },
      { event: 'legacyReportAvailable', state: 'ignored', reason: 'ignored_message' },
    ]);
    const forwarded = await receiver.waitForRequests(3, forward);
    expect(forwarded[0]!.body).toBe(
      JSON.stringify(contract().events.find((e) => e.name === 'rentIncreaseApplied')!.examples[0]!.payload),
    );
    expect(forwarded[0]!.headers['user-agent']).toBe('Service-Webhook-Client/1.0');
    expect(forwarded[0]!.headers['x-webhook-key']).toBe('k1');
    expect(await listen.stop('SIGINT')).toBe(0);
  });

  it('runs in-process until its signal is aborted', async () => {
    const controller = new AbortController();
    const running = startInProcess(['webhooks', 'listen', '--port', '0', '--json'], { signal: controller.signal });
    let url: string | undefined;
    for (let i = 0; i < 1500 && !url; i += 1) {
      url = running.output().stderr.match(/Listening on (\S+)/)?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(url).toBeDefined();
    expect(
      (await runInProcess(['webhooks', 'trigger', 'tenancyStartDateChanged', '--to', url!, '--rules', 'once'])).code,
    ).toBe(0);
    await running.waitFor(/"event":"tenancyStartDateChanged"/);
    controller.abort();
    expect((await running.result).code).toBe(0);
  });

  it('prints a line for people, and refuses deliveries without the header', async () => {
    listen = startProcess(['webhooks', 'listen', '--port', '0', '--header', 'X-Webhook-Key:k2']);
    const [, url] = await listen.waitFor(/Listening on (\S+)/, 'stderr');
    const refused = await runInProcess(['webhooks', 'trigger', 'addNote', '--to', url!, '--rules', 'once']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('HTTP 401');
    await runInProcess([
      'webhooks',
      'trigger',
      'addNote',
      '--to',
      url!,
      '--header',
      'X-Webhook-Key:k2',
      '--rules',
      'once',
    ]);
    await listen.waitFor(/addNote {2}tenancy 0001234 {2}key addNote:\S+ {2}new/);
    expect(await listen.stop('SIGTERM')).toBe(0);
  });
});
