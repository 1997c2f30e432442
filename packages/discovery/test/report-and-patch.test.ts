// From recordings to a contract pull request: the gaps report relates each finding to the gap or assumption it
// concerns (or lists it as uncovered drift), and the suggested patch, written into a copy of spec/, is accepted by
// the generator, classified by the contract check, and makes the next report of the same traffic clean.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, checkExamples, generate, repoRoot, type GeneratedFile } from '@trs/codegen';
import { objectOf, type JsonObject } from '@trs/shared';
import { diffDocument } from '@trs/contract-check/diff';
import { bundle, lint } from '@trs/spec/tools/bundle.mjs';
import {
  buildGapsReport,
  contract,
  formatGapsReport,
  writeSuggestedPatch,
  type GapsReport,
  type KnownContract,
  type Observation,
} from '../src/index.js';
import { LANDLORD_NAME, recordDriftingSandbox } from './drifting-sandbox.js';
import { leakedSecrets, SECRETS } from './support.js';

let folder: string;

/** The drifting sandbox's traffic and webhooks, recorded against a contract, into a folder of its own. */
async function record(dir: string, known?: KnownContract): Promise<Observation[]> {
  return (await recordDriftingSandbox(dir, known)).observations;
}

let observations: Observation[];
let report: GapsReport;

beforeAll(async () => {
  folder = await tempDir('trs-report-');
  observations = await record(path.join(folder, 'before'));
  report = buildGapsReport(observations);
});

const gapWithText = (text: RegExp) => contract.gaps.find((g) => text.test(g.text))!;

describe('the gaps report', () => {
  it("reads the proxy HAR and the receiver's webhook observations of a folder", () => {
    const seen = observations.map((o) => `${o.location.document} ${o.location.operationId ?? o.location.message}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'openapi authenticate',
        'openapi createTenancy',
        'openapi addTenant',
        'openapi getApplication',
        'openapi cancelTenancy',
        'asyncapi createNewTenancy',
        'asyncapi addApplicant',
        'asyncapi uploadPartnerDocument',
      ]),
    );
  });

  it('contradicts the gap a finding concerns, with counts and shapes', () => {
    const record = gapWithText(/application record returned on fetch/i);
    const verdict = report.gaps.find((g) => g.id === record.id)!;
    expect(verdict.verdict).toBe('contradicted');
    expect(verdict.findings).toEqual([
      {
        where: 'getApplication 200',
        count: 1,
        finding: { kind: 'unknown-field', pointer: '/LandlordName', schema: { type: 'string' } },
      },
    ]);
    const statuses = gapWithText(/status codes other than 200/i);
    const statusVerdict = report.gaps.find((g) => g.id === statuses.id)!;
    expect(statusVerdict.verdict).toBe('observed');
    const clientError = gapWithText(/status code of a client error and the error body/i);
    const clientVerdict = report.gaps.find((g) => g.id === clientError.id)!;
    expect(clientVerdict.verdict).toBe('contradicted');
    expect(clientVerdict.findings.map((f) => [f.where, f.finding.kind])).toEqual([
      ['cancelTenancy 409', 'undocumented-status'],
    ]);
  });

  it('confirms what was reached with nothing found, and leaves the rest not observed', () => {
    const login = report.gaps.find((g) => g.places.some((p) => p.startsWith('POST /Authenticate')))!;
    expect(login.verdict).toBe('confirmed');
    expect(report.gaps.filter((g) => g.verdict === 'not-observed').length).toBeGreaterThan(50);
    const verdicts = new Set(report.gaps.map((g) => g.verdict));
    expect([...verdicts].sort()).toEqual(['confirmed', 'contradicted', 'not-observed', 'observed']);
  });

  it('lists the drift no gap covers, and prints shapes only', () => {
    const text = formatGapsReport(report);
    expect(text).toMatch(/CONTRADICTED\s+gap-\d+ \(1×\) The fields of the application record returned on fetch/);
    // Nothing is related to the document-level gaps (versions, rate limits, host names): they are observed at most.
    for (const gap of report.gaps.filter((g) => g.places.every((p) => p === 'info' || p.startsWith('servers')))) {
      expect(gap.verdict, gap.text).not.toBe('contradicted');
    }
    const covered = new Set(report.gaps.flatMap((g) => g.findings.map((f) => JSON.stringify(f.finding))));
    for (const item of report.uncovered) expect(covered.has(JSON.stringify(item.finding))).toBe(false);
    const everything = [...report.gaps.flatMap((g) => g.findings), ...report.uncovered]
      .map((f) => f.finding.kind)
      .sort();
    expect(everything).toEqual(
      expect.arrayContaining(['unknown-code', 'unknown-field', 'schema-violation', 'undocumented-status']),
    );
    expect(text).not.toContain('Bartholomew');
    expect(text).not.toContain('/_sandbox/documents/');
  });
});

describe('the suggested patch', () => {
  let specCopy: string;
  let patched: { openapi: JsonObject; asyncapi: JsonObject };
  let base: { openapi: JsonObject; asyncapi: JsonObject };
  let changes: Awaited<ReturnType<typeof writeSuggestedPatch>>;
  /** Every target's files generated from the patched contract, once for the tests that read them. */
  let generation: Promise<GeneratedFile[]> | undefined;
  const patchedFiles = () => (generation ??= generate({ model: buildModel(patched.openapi, patched.asyncapi) }));

  beforeAll(async () => {
    specCopy = path.join(folder, 'spec');
    for (const part of ['openapi', 'asyncapi', 'schemas', 'examples']) {
      await cp(path.join(repoRoot, 'spec', part), path.join(specCopy, part), { recursive: true });
    }
    changes = await writeSuggestedPatch(specCopy, observations);
    await mkdir(path.join(specCopy, 'dist'), { recursive: true });
    await bundle(specCopy, path.join(specCopy, 'dist'));
    const read = async (dir: string) => ({
      openapi: objectOf(JSON.parse(await readFile(path.join(dir, 'openapi.json'), 'utf8'))),
      asyncapi: objectOf(JSON.parse(await readFile(path.join(dir, 'asyncapi.json'), 'utf8'))),
    });
    patched = await read(path.join(specCopy, 'dist'));
    base = await read(path.join(repoRoot, 'spec', 'dist'));
  }, 600_000);

  it('writes each finding into the YAML it concerns', () => {
    expect(changes.changes.map((c) => `${c.file}: ${c.change}`).sort()).toEqual([
      'asyncapi/messages/addApplicant.yaml: applicantRef no longer required (missing in traffic)',
      'asyncapi/messages/addApplicant.yaml: property applicantReference added ({"type":"string"})',
      'openapi/paths/Applications_{ApplicationRef}_CancelTenancy_{ApplicantRef}.yaml: response 409 added to cancelTenancy',
      'schemas/ApplicationRecord.yaml: property LandlordName added ({"type":"string"})',
      'schemas/DocumentType.yaml: code 31 added to x-codes',
    ]);
    expect(changes.manual).toEqual([]);
  });

  it('is accepted by the generator: lint, examples, the model and every target', async () => {
    // Redocly lints in processes of its own while the generator runs here.
    const linting = lint(specCopy, path.join(repoRoot, 'redocly.yaml'));
    const model = buildModel(patched.openapi, patched.asyncapi);
    expect(checkExamples(model).failures).toEqual([]);
    const files = await patchedFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const result of await linting) expect(result.ok, result.output).toBe(true);
  }, 600_000);

  it('is classified by the contract check', async () => {
    const [openapi, asyncapi] = await Promise.all([
      diffDocument('openapi', base.openapi, patched.openapi),
      diffDocument('asyncapi', base.asyncapi, patched.asyncapi),
    ]);
    const rules = [...openapi.changes, ...asyncapi.changes].map((c) => `${c.rule}:${c.severity}`);
    expect(rules.length).toBeGreaterThanOrEqual(4);
    for (const rule of rules) expect(rule).toMatch(/:(breaking|non-breaking|documentation)/);
  }, 600_000);

  it('makes the next report of the same traffic clean', async () => {
    const file = (await patchedFiles()).find((f) => f.path === 'packages/discovery/src/contract.gen.ts');
    const generated = path.join(folder, 'patched-contract.gen.ts');
    await writeFile(
      generated,
      file!.content.replace(
        "from './contract-types.js'",
        `from '${path.resolve(__dirname, '../src/contract-types.js')}'`,
      ),
    );
    const { contract: patchedContract } = (await import(generated)) as { contract: KnownContract };
    const again = await record(path.join(folder, 'after'), patchedContract);
    // The schema rules come from @trs/validators, compiled from the repository's contract: the required rule the
    // patch drops goes only once the patch is merged and `pnpm generate` has run. Every other finding is gone.
    const stillCompiled = {
      kind: 'schema-violation',
      pointer: '/data/applicantRef',
      rule: 'required',
      message: '/data/applicantRef is required',
    };
    expect(again.flatMap((o) => o.findings)).toEqual([stillCompiled]);
    const next = buildGapsReport(again, patchedContract);
    const contradicted = next.gaps.filter((g) => g.verdict === 'contradicted');
    expect(contradicted.flatMap((g) => g.findings.map((f) => f.finding))).toEqual(
      contradicted.length ? [stillCompiled] : [],
    );
    expect(next.uncovered.map((u) => u.finding)).toEqual(contradicted.length ? [] : [stillCompiled]);
  }, 600_000);

  it('and no recording of either run holds a secret or personal value it was sent', async () => {
    const { presignedUrl: _other, fileData: _none, ...sent } = SECRETS;
    for (const run of ['before', 'after'])
      expect(await leakedSecrets(path.join(folder, run), { ...sent, landlord: LANDLORD_NAME })).toEqual([]);
  });
});
