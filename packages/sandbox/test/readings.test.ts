// The readings of the provider's specification, visible: one list (src/readings.ts) printed in the README and on the
// page, each stated or inferred; and the two readings a team can switch: income evidence required at submit
// (requireIncomeEvidence) and the addNote of every audit-trail line (auditTrailNotes, on by default as the spec says).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@trs/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, readings, readingsMarkdown, type Sandbox, type SandboxOptions } from '../src/index.js';
import { application, clientFilledTenant, fullApplicant } from './support.js';

const sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});
async function start(options: SandboxOptions = {}) {
  const sandbox = await createSandbox({ referencingDelayMs: null, ...options });
  sandboxes.push(sandbox);
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  return { sandbox, client, reference: await client.createTenancy(42, application()) };
}

describe('the list of readings', () => {
  it('names, for each choice the spec leaves open that the issue listed, what the sandbox does', () => {
    const subjects = readings.map((r) => `${r.basis}: ${r.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'inferred: Unknown references are 400, not 404',
        'inferred: Webhook URLs may be http://',
        "inferred: Create fields required beyond the provider's list",
        'inferred: Inner retries of the first attempt',
        'inferred: Income evidence',
        'stated: Report Available needs webhooks enabled before submission',
        'stated: Every audit-trail line raises addNote',
      ]),
    );
    for (const reading of readings) expect(reading.sections).toMatch(/^\d(\.\d+)?(, \d(\.\d+)?)*$/);
  });

  it("is the README's table, between its markers", () => {
    const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');
    const table = /<!-- readings:start -->\n([\s\S]*?)\n<!-- readings:end -->/.exec(readme)?.[1];
    expect(table, 'the README has no table between <!-- readings:start --> and <!-- readings:end -->').toBeDefined();
    expect(table).toBe(readingsMarkdown());
  });

  it('is on the page, each marked stated or inferred, with the settings of this sandbox', async () => {
    const { sandbox } = await start({ requireIncomeEvidence: true });
    const html = await (await fetch(sandbox.pageUrl)).text();
    const section = /<section id="readings">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(section).toContain("Readings of the provider's specification");
    expect(section.match(/<tr data-reading=/g)).toHaveLength(readings.length);
    for (const reading of readings)
      expect(section).toContain(`<span class="badge ${reading.basis}">${reading.basis}</span>`);
    expect(section).toContain('Option <code>requireIncomeEvidence</code>: on in this sandbox.');
    expect(section).toContain('Option <code>auditTrailNotes</code>: on in this sandbox.');
  });
});

describe('income evidence (provider spec 2.3: required at submit, structure not shown)', () => {
  const evidence = { Source: 'Employment', Payslips: 3 };

  it('travels as IncomeEvidence, an open object, on create and on submit, and is kept as sent', async () => {
    const { client, reference } = await start();
    const tenant = await client.addTenant(reference, clientFilledTenant({ IncomeEvidence: evidence }));
    expect(await client.getApplicant(reference, tenant.ReferenceNumber)).toMatchObject({ IncomeEvidence: evidence });
    const other = await client.addTenant(reference, clientFilledTenant({ EmailAddress: 'noah@example.com' }));
    await client.submitTenant(reference, other.ReferenceNumber, {
      ...fullApplicant(),
      IncomeEvidence: { Letter: true },
    });
    expect(await client.getApplicant(reference, other.ReferenceNumber)).toMatchObject({
      IncomeEvidence: { Letter: true },
    });
  });

  it("is not required by default: the field name is the contract's reading", async () => {
    const { client, reference } = await start();
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
  });

  it('with requireIncomeEvidence, submit without it is a 400 naming IncomeEvidence; given on create or submit, it passes', async () => {
    const { sandbox, client, reference } = await start({ requireIncomeEvidence: true });
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await expect(client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant())).rejects.toMatchObject({
      status: 400,
      providerMessage: expect.stringContaining('IncomeEvidence is required at submit') as unknown,
    });
    expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('Created');
    await client.submitTenant(reference, tenant.ReferenceNumber, { ...fullApplicant(), IncomeEvidence: evidence });
    const early = await client.addTenant(
      reference,
      clientFilledTenant({ EmailAddress: 'noah@example.com', IncomeEvidence: evidence }),
    );
    await client.submitTenant(reference, early.ReferenceNumber, fullApplicant());
    const draft = await client.addTenant(reference, {
      ...clientFilledTenant({ EmailAddress: 'ava@example.com' }),
      IsApplicantFillingTheForm: true,
    });
    sandbox.admin.submitApplicantForm(reference, draft.ReferenceNumber);
    expect(sandbox.admin.tenancy(reference).applicants.map((a) => a.status)).toEqual([
      'References in Progress',
      'References in Progress',
      'References in Progress',
    ]);
  });

  it('is refused when it is not an object, as every request field breaking the contract is', async () => {
    const { client, reference } = await start();
    await expect(
      client.addTenant(reference, clientFilledTenant({ IncomeEvidence: 'payslips' as never })),
    ).rejects.toMatchObject({ code: 'TRS_VALIDATION_FAILED' });
  });
});

describe('the addNote of every audit-trail line (provider spec 6.3)', () => {
  it('is raised by default, and auditTrailNotes: false keeps the audit trail without its notes', async () => {
    for (const auditTrailNotes of [true, false]) {
      const { sandbox, client, reference } = await start({ auditTrailNotes });
      await client.addTenant(reference, clientFilledTenant());
      sandbox.admin.addNote(reference, { content: 'A note of the admin.' });
      const trail = await client.getAuditTrail(reference);
      expect(trail).toHaveLength(2);
      const notes = sandbox.admin
        .events({ name: 'addNote', applicationRef: reference })
        .map((e) => e.payload.EntryType);
      expect(notes).toEqual(auditTrailNotes ? ['AuditTrail', 'AuditTrail', 'UserNote'] : ['UserNote']);
    }
  });
});
