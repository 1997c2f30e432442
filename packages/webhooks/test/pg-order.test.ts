// Order of receipt per tenancy across processes when a large body is still being written (issue 30 §2): a 40 MiB
// uploadPartnerDocument stored by process A, then a small event of the same tenancy stored by process B while A is
// still writing the document's parts: the document runs first, and the small event only after it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deliverUntilAnswered,
  dropSchema,
  example,
  pgUrl,
  startFixture,
  tempDir,
  uniqueSchema,
  updateApplicant,
  waitUntil,
  withPg,
  type Fixture,
} from './helpers.js';

const schema = uniqueSchema('order');
const fixtures: Fixture[] = [];
afterAll(async () => {
  await Promise.all(fixtures.map((f) => f.kill('SIGKILL')));
  await dropSchema(schema);
});

describe('per-tenancy order across processes with a large body', () => {
  it('runs a 40 MiB document received first before a small event of its tenancy received by another process meanwhile', async () => {
    const dir = await tempDir();
    const invocationsFile = path.join(dir, 'invocations.log');
    const options = { store: pgUrl, schema, invocationsFile, bodyTimeoutMs: 600_000, ackTimeoutMs: 600_000 };
    const [a, b] = await Promise.all([startFixture(options), startFixture(options)]);
    fixtures.push(a, b);

    const tenancy = '0777001';
    const document = example('uploadPartnerDocument', 'fileData');
    document.applicationRef = tenancy;
    document.data.fileData = Buffer.alloc(30 * 1024 * 1024, 7).toString('base64'); // 40 MiB of base64
    const small = updateApplicant(777_001);
    small.applicationRef = tenancy;

    const large = deliverUntilAnswered(a.url, document);
    // A is writing the document's parts (its transaction is open) ...
    await waitUntil(
      async () =>
        (
          await withPg((c) =>
            c.query(
              `SELECT 1 FROM pg_stat_activity WHERE state <> 'idle' AND query LIKE $1 AND pid <> pg_backend_pid()`,
              [`%"${schema}".body_parts%`],
            ),
          )
        ).rows.length > 0,
      'process A writing the document',
    );
    // ... when B receives the small event of the same tenancy
    const smallAnswer = await deliverUntilAnswered(b.url, small);
    expect(smallAnswer.status).toBe(204);
    expect((await large).status).toBe(204);

    const effects = await waitUntil(async () => {
      const { rows } = await withPg((c) =>
        c.query<{ ref: string | null; event_id: string }>(
          `SELECT ref, event_id::text AS event_id FROM "${schema}".handled_effects ORDER BY handled_order`,
        ),
      );
      return rows.length >= 2 && rows;
    }, 'both events handled');
    const smallRef = String(small.data.applicantRef);
    expect(effects.map((e) => e.ref === smallRef)).toEqual([false, true]);
    // the small event's run started after the document's (each run writes its line before its effect)
    const started = (await fs.readFile(invocationsFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[3]);
    expect(started).toEqual([effects[0]!.event_id, effects[1]!.event_id]);
  });
});
