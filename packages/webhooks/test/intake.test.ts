// No valid delivery may die at a 4xx, and no refusal may be silent: refusals counted, logged and reported (never the
// header's value), the opt-in quarantine, large documents streamed to a file beside the inbox under a 128 MiB cap,
// the envelope of what is still too large kept and reported, and tolerant reading all the way (null as absent, any
// Report Available URL, a guarantor note with only EntryType and data).
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { validateEvent, type EventName } from '@trs/validators';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createReceiver,
  statusTableMarkdown,
  type AnyWebhookEvent,
  type DeliveryError,
  type Receiver,
  type WebhooksError,
} from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import {
  example,
  examples,
  HEADER,
  here,
  KEY,
  post,
  postJson,
  serve,
  storeDir,
  updateApplicant,
  type ExamplePayload,
  type Served,
} from './helpers.js';

interface Rig {
  receiver: Receiver;
  served: Served;
  handled: AnyWebhookEvent[];
  errors: WebhooksError[];
  warnings: { fields: Record<string, unknown>; message: string }[];
}
const rigs: Rig[] = [];
afterEach(async () => {
  for (const r of rigs.splice(0)) {
    await r.served.close();
    await r.receiver.close();
  }
});

async function rig(options: Partial<Parameters<typeof createReceiver>[0]> = {}): Promise<Rig> {
  const warnings: Rig['warnings'] = [];
  const receiver = createReceiver({
    auth: { values: [KEY] },
    store: memoryStore(),
    worker: { pollIntervalMs: 10 },
    logger: { info() {}, warn: (fields, message) => void warnings.push({ fields, message }), error() {} },
    ...options,
  });
  const handled: AnyWebhookEvent[] = [];
  const errors: WebhooksError[] = [];
  receiver.onAny((e) => void handled.push(e));
  receiver.onError((e) => void errors.push(e));
  await receiver.start();
  const r = { receiver, served: await serve(receiver.node), handled, errors, warnings };
  rigs.push(r);
  return r;
}

describe('refused deliveries are never silent', () => {
  it('every 401 is counted, logged with the header name and a hint, and reported to onError, never with a value', async () => {
    const r = await rig();
    expect((await postJson(r.served.url, updateApplicant(1), {})).status).toBe(401);
    expect((await postJson(r.served.url, updateApplicant(2), { [HEADER]: 'old-key-before-rotation' })).status).toBe(
      401,
    );
    expect((await post(r.served.url, '', { [HEADER]: KEY }, 'GET')).status).toBe(405);
    const refused = r.errors.filter((e): e is DeliveryError => e.code === 'TRS_DELIVERY_REFUSED');
    expect(refused.map((e) => [e.details.status, e.details.reason, e.details.header])).toEqual([
      [401, 'missing', 'x-webhook-key'],
      [401, 'wrong_value', 'x-webhook-key'],
      [405, 'method', null],
    ]);
    expect(refused[0]!.message).toMatch(/permanent/);
    expect(refused[1]!.message).toMatch(/rotation/);
    for (const text of [
      ...refused.map((e) => JSON.stringify({ m: e.message, d: e.details })),
      ...r.warnings.map((w) => JSON.stringify(w)),
    ]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain('old-key-before-rotation');
    }
    expect(r.warnings.filter((w) => w.fields.status === 401)).toHaveLength(2);
    expect((await r.receiver.health()).refusals).toEqual({ missing: 1, wrong_value: 1, method: 1 });
    expect(r.handled).toHaveLength(0);
  });

  it('quarantine (opt-in): a wrong-key delivery is answered 202 and parked, within bounds; released, it is handled once', async () => {
    const r = await rig({ auth: { values: [KEY], quarantine: { maxEvents: 2, perMinute: 100 } } });
    const a = updateApplicant(10);
    const b = updateApplicant(11);
    expect((await postJson(r.served.url, a, { [HEADER]: 'rotated-too-early' })).status).toBe(202);
    expect((await postJson(r.served.url, b, {})).status).toBe(202);
    // the bound: the third one gets the 401 a receiver without quarantine gives
    expect((await postJson(r.served.url, updateApplicant(12), { [HEADER]: 'x' })).status).toBe(401);
    await r.receiver.inbox.drain();
    expect(r.handled).toHaveLength(0);
    const parked = await r.receiver.inbox.quarantined();
    expect(parked.map((p) => [p.state, p.eventName])).toEqual([
      ['quarantined', 'updateApplicant'],
      ['quarantined', 'updateApplicant'],
    ]);
    expect(
      r.errors.filter((e): e is DeliveryError => e.code === 'TRS_DELIVERY_QUARANTINED').map((e) => e.details.id),
    ).toEqual(parked.map((p) => p.id));
    // the right key brings b in too: releasing the parked copy of b is then a redelivery
    expect((await postJson(r.served.url, b)).status).toBe(204);
    expect(await r.receiver.inbox.releaseQuarantined(parked[0]!.id)).toMatchObject({
      released: true,
      duplicate: false,
    });
    expect(await r.receiver.inbox.releaseQuarantined(parked[1]!.id)).toMatchObject({ released: true, duplicate: true });
    expect(await r.receiver.inbox.releaseQuarantined(parked[0]!.id)).toMatchObject({
      released: false,
      reason: 'not_quarantined',
    });
    await r.receiver.inbox.drain();
    expect(r.handled.map((e) => (e.payload as { data: { applicantRef: string } }).data.applicantRef).sort()).toEqual(
      [a.data.applicantRef, b.data.applicantRef].sort(),
    );
    // released, the quarantine has room again
    expect((await postJson(r.served.url, updateApplicant(13), { [HEADER]: 'x' })).status).toBe(202);
  });
});

/** A document whose envelope comes after its (large) fileData, as JSON key order allows. */
function documentBody(bytes: number): string {
  const fileData = Buffer.alloc(bytes, 'pdf!').toString('base64');
  return JSON.stringify({
    topic: 'uploadPartnerDocument',
    data: { fileData, documentType: 2, fileName: 'Tenancy agreement 0007788.pdf' },
    EntryType: 'Document available',
    applicationRef: '0007788',
  });
}

/** POSTs a body in pieces without Content-Length, calling `between` after each piece is written. */
function postChunked(url: string, body: string, pieces: number, between: () => Promise<void>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { [HEADER]: KEY, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    const size = Math.ceil(body.length / pieces);
    (async () => {
      for (let i = 0; i < body.length; i += size) {
        await new Promise<void>((done) => req.write(body.slice(i, i + size), () => done()));
        await between();
      }
      req.end();
    })().catch(reject);
  });
}

describe('large bodies', () => {
  it('streams a large document to a file beside the inbox as it arrives, and hands it over whole', async () => {
    const dir = await storeDir();
    const r = await rig({ store: dir, spillBytes: 256 * 1024 });
    const body = documentBody(3 * 1024 * 1024);
    let seenWhileArriving = 0;
    const status = await postChunked(r.served.url, body, 8, () => {
      const files = readdirSync(path.join(dir, 'bodies'));
      seenWhileArriving = Math.max(seenWhileArriving, files.length);
      return Promise.resolve();
    });
    expect(status).toBe(204);
    expect(seenWhileArriving).toBe(1); // the file existed before the body was complete
    await r.receiver.inbox.drain();
    type Document = { data: { fileData: string } };
    expect((r.handled[0]!.payload as Document).data.fileData.length).toBe(
      (JSON.parse(body) as Document).data.fileData.length,
    );
  });

  it('accepts a 40 MiB document with the default cap (128 MiB)', async () => {
    // Bounds far above what 40 MiB takes on a saturated machine: this is about the size cap, not the timeouts.
    const r = await rig({ store: await storeDir(), bodyTimeoutMs: 600_000, ackTimeoutMs: 600_000 });
    const body = documentBody(30 * 1024 * 1024);
    expect(body.length).toBeGreaterThan(40 * 1024 * 1024);
    expect((await post(r.served.url, body)).status).toBe(204);
    await r.receiver.inbox.drain();
    expect(r.handled).toHaveLength(1);
  });

  it('over the cap: 413, and the dead letter keeps the envelope read past the cap; reported loudly', async () => {
    const r = await rig({ maxBodyBytes: 256 * 1024 });
    const body = documentBody(300 * 1024); // over the cap, under twice the cap: read to its end
    expect((await post(r.served.url, body)).status).toBe(413);
    const [dead] = await r.receiver.inbox.deadLetters({ reason: 'too_large' });
    expect(dead!.detail).toMatchObject({
      complete: true,
      limit: 256 * 1024,
      bytes: body.length,
      envelope: {
        topic: 'uploadPartnerDocument',
        applicationRef: '0007788',
        documentType: 2,
        fileName: 'Tenancy agreement 0007788.pdf',
      },
    });
    const [error] = r.errors.filter((e): e is DeliveryError => e.code === 'TRS_BODY_TOO_LARGE');
    expect(error!.details).toMatchObject({ status: 413, id: dead!.id, envelope: { applicationRef: '0007788' } });
    expect(error!.message).toContain('0007788');
    expect(error!.message).toContain('Tenancy agreement 0007788.pdf');
    // announced by Content-Length: the same envelope, not only 0 bytes
    const announced = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        r.served.url,
        { method: 'POST', headers: { [HEADER]: KEY, 'content-length': String(body.length) } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(announced).toBe(413);
    const letters = await r.receiver.inbox.deadLetters({ reason: 'too_large' });
    expect(letters.at(-1)!.detail).toMatchObject({
      envelope: { applicationRef: '0007788', fileName: 'Tenancy agreement 0007788.pdf' },
    });
  });
});

describe('tolerant reading', () => {
  it('an optional field sent as null is absent: every optional field of every example, as null, is handled', async () => {
    const r = await rig({ worker: { pollIntervalMs: 10, concurrency: 8 } });
    let cases = 0;
    for (const e of examples()) {
      if (e.event === 'legacyReportAvailable') continue;
      const paths: string[][] = [];
      for (const [key, value] of Object.entries(e.payload)) {
        paths.push([key]);
        if (value && typeof value === 'object' && !Array.isArray(value))
          for (const inner of Object.keys(value)) paths.push([key, inner]);
      }
      for (const p of paths) {
        const without = structuredClone(e.payload);
        const parent = (p.length === 1 ? without : without[p[0]!]) as Record<string, unknown>;
        delete parent[p.at(-1)!];
        if (!validateEvent(e.event as EventName, without).ok) continue; // a required field
        const nulled = structuredClone(e.payload);
        ((p.length === 1 ? nulled : nulled[p[0]!]) as Record<string, unknown>)[p.at(-1)!] = null;
        // a new raising each time, so that no case is a copy of another
        nulled.CreationDate =
          nulled.CreationDate === null ? null : `2031-01-01T00:00:${String(cases % 60).padStart(2, '0')}.${cases}Z`;
        expect((await postJson(r.served.url, nulled)).status).toBe(204);
        cases += 1;
      }
    }
    // and fields an example does not carry: presignedUrl next to fileData, Reports of a check in progress
    const extra: ExamplePayload[] = [
      { ...example('uploadPartnerDocument', 'fileData'), CreationDate: '2031-02-01T00:00:00Z' },
      { ...example('kycStatus', 'inProgress'), CreationDate: '2031-02-01T00:00:01Z' },
    ];
    extra[0]!.data.presignedUrl = null;
    extra[1]!.Reports = null;
    for (const payload of extra) {
      expect((await postJson(r.served.url, payload)).status).toBe(204);
      cases += 1;
    }
    await r.receiver.inbox.drain({ timeoutMs: 60_000 });
    expect(cases).toBeGreaterThan(100);
    expect(await r.receiver.inbox.deadLetters({ reason: 'invalid_payload' })).toEqual([]);
    // a note whose topic (or whose only EntryType) is nulled names no message: recorded as ignored, not an error
    const { ignored } = await r.receiver.inbox.stats();
    expect(ignored).toBeLessThanOrEqual(3);
    expect(r.handled.length + ignored).toBe(cases);
    const cited = ['Applicant', 'presignedUrl', 'Reports', 'Email', 'ApplicationId', 'rentShare'];
    const nulledFields = new Set(
      r.handled.flatMap((e) =>
        Object.entries({ ...e.payload, ...((e.payload as { data?: object }).data ?? {}) })
          .filter(([, v]) => v === null)
          .map(([k]) => k),
      ),
    );
    for (const field of cited) expect([field, nulledFields.has(field)]).toEqual([field, true]);
  });

  it('a Report Available URL with a query string or a trailing slash, and a guarantor note of only EntryType and data, reach their handlers', async () => {
    const r = await rig();
    const report = example('reportAvailable', 'eliteReport');
    const withQuery = { ...report, URL: `${String(report.URL)}?signature=abc`, CreationDate: '2031-01-01T00:00:01Z' };
    const withSlash = { ...report, URL: `${String(report.URL)}/`, CreationDate: '2031-01-01T00:00:02Z' };
    const note = {
      EntryType: 'Professional Guarantor Update',
      data: { typeId: 'MI', description: 'Agreement signed.' },
    };
    for (const payload of [withQuery, withSlash, note])
      expect((await postJson(r.served.url, payload)).status).toBe(204);
    await r.receiver.inbox.drain();
    expect(r.handled.map((e) => e.name)).toEqual(['reportAvailable', 'reportAvailable', 'addNote']);
    expect(await r.receiver.inbox.stats()).toMatchObject({ ignored: 0, dead: 0 });
  });
});

describe('the README', () => {
  it('holds the status-code table of the code (src/core/replies.ts), between its markers', () => {
    const readme = readFileSync(path.join(here, '..', 'README.md'), 'utf8');
    const table = /<!-- status-table:start -->\n([\s\S]*?)\n<!-- status-table:end -->/.exec(readme)?.[1];
    expect(
      table,
      'the README has no status table between <!-- status-table:start --> and <!-- status-table:end -->',
    ).toBeDefined();
    expect(table).toBe(statusTableMarkdown());
  });

  it('names a status for every answer the receiver gives', async () => {
    const r = await rig({ maxBodyBytes: 1024, auth: { values: [KEY] } });
    const statuses = new Set<number>();
    statuses.add((await postJson(r.served.url, updateApplicant(1))).status);
    statuses.add((await postJson(r.served.url, updateApplicant(1), {})).status);
    statuses.add((await post(r.served.url, '', { [HEADER]: KEY }, 'GET')).status);
    statuses.add((await post(r.served.url, 'x'.repeat(5000))).status);
    statuses.add((await post(r.served.url, 'not json')).status);
    for (const status of statuses) expect(statusTableMarkdown()).toContain(`**${status}**`);
    expect([...statuses].sort()).toEqual([204, 400, 401, 405, 413]);
  });
});
