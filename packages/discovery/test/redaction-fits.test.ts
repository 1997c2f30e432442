// A value is recorded only when it fits what the contract says its field holds (a member of its codes, a date, a
// reference); free text where a code, a date or a reference was expected is a shape, in the HAR, in observe's
// ndjson and in the findings. Shapes too: personal data used as object keys, names in the URL path, a status text
// of the upstream's own, and the query string of a reportAvailable URL.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookObserver, readHar, startCaptureProxy } from '../src/index.js';
import { leakedSecrets } from './support.js';

const examples = path.resolve(import.meta.dirname, '../../../spec/examples');
const example = async (name: string) =>
  (JSON.parse(await readFile(path.join(examples, 'events', `${name}.json`), 'utf8')) as { payload: object }).payload;

const PERSONAL = {
  noteAsCode: 'Philippa rang about her deposit',
  statusAsCode: 'Philippa Quenby-Marchetti',
  dateAsText: 'after Philippa moves out',
  referenceAsText: 'Quenby-Marchetti',
  titleAsText: 'Dr Philippa',
  emailKey: 'philippa.qm@example.org',
  nameKey: 'Philippa Quenby',
  signature: 'X-Amz-Signature=4f1c0ffee',
  nameInQuery: 'Rosalind',
  nameInPath: 'Marchetti',
  statusText: 'OK for Philippa Quenby',
};

let folder: string;
beforeAll(async () => {
  folder = await tempDir('trs-fits-');
});

describe('the webhook observer keeps a value only where it fits its field', () => {
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const observer = createWebhookObserver({ recordTo: path.join(folder, 'webhooks') });
    const note = { ...(await example('addNote.userNote')), EntryType: PERSONAL.noteAsCode };
    const added = {
      ...(await example('addApplicant.completedWithApplicant')),
      Status: PERSONAL.statusAsCode,
      Watchers: { [PERSONAL.emailKey]: true, [PERSONAL.nameKey]: 1 },
    };
    const moved = { ...(await example('tenancyStartDateChanged.moved')), newStartDate: PERSONAL.dateAsText };
    const report = await example('reportAvailable.eliteReport');
    const reportWithQuery = {
      ...report,
      URL: `https://preprod.referencing.invalid/v2/Applications/0001234/ABC0004567/Reports/1?${PERSONAL.signature}&n=${PERSONAL.nameInQuery}`,
      data: { ...(report as { data: object }).data, applicantRef: PERSONAL.referenceAsText },
    };
    const kept = { ...(await example('tenancyStartDateChanged.moved')) };
    for (const payload of [note, added, moved, reportWithQuery, kept])
      lines.push(
        JSON.parse(JSON.stringify(await observer.observe(JSON.stringify(payload)))) as Record<string, unknown>,
      );
  });

  it('records none of the free text, names or query values, in the payloads or the findings', async () => {
    expect(await leakedSecrets(path.join(folder, 'webhooks'), PERSONAL)).toEqual([]);
    const text = await readFile(path.join(folder, 'webhooks', 'webhooks.ndjson'), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(5);
  });

  it('shapes an unknown code that is text, in the payload and in its finding', () => {
    const [note] = lines as { payload: { EntryType: unknown }; findings: { kind: string; value?: unknown }[] }[];
    expect(note!.payload.EntryType).toEqual({
      $shape: { type: 'string', length: PERSONAL.noteAsCode.length, format: 'text' },
    });
    expect(note!.findings).toContainEqual(
      expect.objectContaining({
        kind: 'unknown-code',
        pointer: '/EntryType',
        value: { $shape: { type: 'string', length: PERSONAL.noteAsCode.length, format: 'text' } },
      }),
    );
  });

  it('keeps what fits: a date in a date field, a reference, the URL of a report without its query', () => {
    const kept = lines[4] as { payload: { newStartDate: unknown; applicationRef: unknown } };
    expect(kept.payload.newStartDate).toBe('2026-12-15');
    expect(kept.payload.applicationRef).toBe('0001234');
    const moved = lines[2] as { payload: { newStartDate: unknown } };
    expect(moved.payload.newStartDate).toEqual({
      $shape: { type: 'string', length: PERSONAL.dateAsText.length, format: 'text' },
    });
    const report = lines[3] as { payload: { URL: string; data: { applicantRef: unknown } } };
    expect(report.payload.URL).toMatch(
      /^https:\/\/preprod\.referencing\.invalid\/v2\/Applications\/0001234\/ABC0004567\/Reports\/1\?\$shape:string:\d+:text$/,
    );
    expect(report.payload.data.applicantRef).toEqual({
      $shape: { type: 'string', length: PERSONAL.referenceAsText.length, format: 'text' },
    });
  });

  it('keeps an unknown field name, and shapes the personal keys inside it', () => {
    const added = lines[1] as { payload: { Watchers: Record<string, unknown> }; findings: { pointer?: string }[] };
    expect(Object.keys(added.payload.Watchers)).toEqual([
      `$shape:string:${PERSONAL.emailKey.length}:email`,
      `$shape:string:${PERSONAL.nameKey.length}:text`,
    ]);
    expect(added.findings.map((f) => f.pointer)).toContain('/Watchers');
  });
});

describe('the capture proxy keeps names out of the path, the status text and the codes of an answer', () => {
  let upstream: http.Server;
  let harFile: string;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      const body = {
        Title: PERSONAL.titleAsText,
        MaritalStatus: 7,
        ReportType: 99,
        ReferenceNumber: 'SBX0000042',
        State: 'Pending',
      };
      response.writeHead(200, PERSONAL.statusText, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const proxy = await startCaptureProxy({
      upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v2`,
      recordTo: path.join(folder, 'exchanges'),
    });
    for (const target of [
      '/v2/Applications/0001234/SBX0000042',
      `/v2/Applications/0001234/${PERSONAL.nameInPath}`,
      `/v2/Customers/${PERSONAL.nameInPath}/Notes`,
    ])
      await (await fetch(`http://127.0.0.1:${proxy.port}${target}`)).arrayBuffer();
    await proxy.flushed();
    harFile = proxy.harFile;
    await proxy.close();
  });
  afterAll(() => upstream?.close());

  it('records no name, status text or free-text code of the upstream', async () => {
    expect(await leakedSecrets(path.join(folder, 'exchanges'), PERSONAL)).toEqual([]);
  });

  it('keeps the literal segments and the references that fit their parameter, the known codes, an integer code', async () => {
    const entries = await readHar(harFile);
    expect(entries.map((e) => new URL(e.request.url).pathname)).toEqual([
      '/v2/Applications/0001234/SBX0000042',
      `/v2/Applications/0001234/$shape:string:${PERSONAL.nameInPath.length}:text`,
      `/v2/$shape:string:9:text/$shape:string:${PERSONAL.nameInPath.length}:text/Notes`,
    ]);
    expect(entries[0]!.response.statusText).toBe(`$shape:string:${PERSONAL.statusText.length}:text`);
    const body = JSON.parse(entries[0]!.response.content.text) as Record<string, unknown>;
    expect(body).toMatchObject({ MaritalStatus: 7, ReportType: 99, ReferenceNumber: 'SBX0000042' });
    expect(body.Title).toEqual({ $shape: { type: 'string', length: PERSONAL.titleAsText.length, format: 'text' } });
    const finding = entries[2]!._trs.findings[0];
    expect(finding).toEqual({
      kind: 'undocumented-operation',
      method: 'GET',
      path: `/$shape:string:9:text/$shape:string:${PERSONAL.nameInPath.length}:text/Notes`,
    });
  });
});
