// @trs/validators against ajv compiling the same schemas at run time: per-call speed, and cold start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, repoRoot } from '@trs/codegen';
import { closedSchema, createAjv, rewriteRefs } from '@trs/spec/tools/schema-registry.mjs';
import { validate } from '@trs/validators';
import { eventExample } from '@trs/testkit';
import { compareOpsPerSecond, median, type BenchSection } from './harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** An example of the contract: an event's payload, or a REST example's value. */
const example = (file: string): unknown => {
  const parsed = JSON.parse(readFileSync(path.join(repoRoot, 'spec', 'examples', file), 'utf8')) as {
    payload?: unknown;
    value?: unknown;
  };
  return parsed.payload ?? parsed.value;
};

export async function run(): Promise<BenchSection> {
  const contract = await loadModel();
  const document = { components: { schemas: contract.schemas } };
  const definitions = contract.validators.map((v) => ({
    name: v.name,
    schema: v.role === 'request' ? closedSchema(document, v.schema) : rewriteRefs(v.schema),
  }));

  // Baseline: the same schemas, compiled by ajv in this process with the same engine (draft-07) and options.
  const ajv = createAjv(document, {}, { dialect: 'draft-07' });
  const runtime = Object.fromEntries(definitions.map((d) => [d.name, ajv.compile(d.schema)]));

  const fileData = Buffer.alloc(1 << 20, 'trs-pdf-').toString('base64');
  const document1MiB = eventExample('uploadPartnerDocument', 'fileData');
  document1MiB.data = { ...document1MiB.data, fileData };
  delete document1MiB.data.presignedUrl;

  const cases: [string, string, unknown][] = [
    ['CreateTenant', 'CreateTenant', example('rest/CreateTenant.json')],
    ['Applicant (submit)', 'Applicant', example('rest/Applicant.json')],
    ['updateApplicant', 'UpdateApplicantEvent', example('events/updateApplicant.referencingStarted.json')],
    ['uploadPartnerDocument, 1 MiB fileData', 'UploadPartnerDocumentEvent', document1MiB],
    ['kycStatus', 'KycStatusEvent', example('events/kycStatus.completed.json')],
  ];

  const figures: BenchSection['figures'] = [];
  for (const [label, name, value] of cases) {
    const ours = (validate as Record<string, (v: unknown) => { ok: boolean }>)[name]!;
    if (!ours(value).ok || !runtime[name]!(value)) throw new Error(`${label}: the example does not validate`);
    const { baseline, candidate: measured } = compareOpsPerSecond(
      () => runtime[name]!(value),
      () => ours(value),
    );
    figures.push({
      name: `${label}: validations per second`,
      value: measured,
      unit: 'ops/s',
      baseline: { name: 'ajv compiled at run time', value: baseline },
      goal: { text: 'at least equal to run-time ajv (ratio ≥ 0.95 allowing noise)', met: measured >= baseline * 0.95 },
    });
  }

  // Cold start, each in a fresh Node process: import the package and validate one value of every kind, against
  // loading the same schemas and compiling every one with ajv.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trs-bench-'));
  const samples = Object.fromEntries(
    cases.map(([, name, value]) => [
      name,
      name === 'UploadPartnerDocumentEvent' ? example('events/uploadPartnerDocument.presignedUrl.json') : value,
    ]),
  );
  writeFileSync(
    path.join(dir, 'definitions.json'),
    JSON.stringify({ definitions, components: contract.schemas, samples }),
  );
  const require = createRequire(path.join(repoRoot, 'spec', 'package.json'));
  const validatorsEntry = createRequire(path.join(here, 'package.json')).resolve('@trs/validators');
  writeFileSync(
    path.join(dir, 'ours.mjs'),
    `const t0 = performance.now();
const { validate } = await import(${JSON.stringify(validatorsEntry)});
const samples = ${JSON.stringify(samples)};
for (const name of Object.keys(validate)) validate[name](samples[name] ?? {});
console.log(performance.now() - t0);`,
  );
  writeFileSync(
    path.join(dir, 'baseline.mjs'),
    `const t0 = performance.now();
const { createAjv } = await import(${JSON.stringify(require.resolve('@trs/spec/tools/schema-registry.mjs'))});
const { readFileSync } = await import('node:fs');
const { definitions, components, samples } = JSON.parse(readFileSync(${JSON.stringify(path.join(dir, 'definitions.json'))}, 'utf8'));
const ajv = createAjv({ components: { schemas: components } }, {}, { dialect: 'draft-07' });
for (const d of definitions) ajv.compile(d.schema)(samples[d.name] ?? {});
console.log(performance.now() - t0);`,
  );
  const time = (script: string) =>
    median(
      Array.from({ length: 7 }, () =>
        Number(execFileSync(process.execPath, [path.join(dir, script)], { encoding: 'utf8' }).trim()),
      ),
    );
  const baselineCold = time('baseline.mjs');
  const oursCold = time('ours.mjs');
  figures.push({
    name: `cold start: import and validate one value of each of ${definitions.length} kinds`,
    value: oursCold,
    unit: 'ms',
    baseline: { name: 'compile every schema with ajv at start-up', value: baselineCold },
    goal: { text: 'at least 10× faster (ratio ≤ 0.10)', met: oursCold * 10 <= baselineCold },
  });
  return { title: '@trs/validators (ahead-of-time ajv) vs ajv compiling at run time', figures };
}
