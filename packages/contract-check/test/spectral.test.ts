// Spectral's verdict on the bundled contract: nothing left, of any severity. The seeded copies prove the check sees
// what the contract once had wrong (an array without items, an operation without a description).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledDocuments, repoRoot } from '../src/paths.js';
import { spectralFindings, type SpectralFinding } from '../src/spectral.js';

/** A member of the parsed document, an object at the path these tests seed into (the bundled documents have it). */
type Member = { [key: string]: unknown };
const at = (document: Member, ...keys: string[]): Member =>
  keys.reduce<Member>((node, key) => node[key] as Member, document);

async function seededCopy(kind: 'openapi' | 'asyncapi', edit: (document: Member) => void): Promise<string> {
  const folder = await tempDir('trs-spectral-seed-');
  const document = JSON.parse(await readFile(bundledDocuments[kind], 'utf8')) as Member;
  edit(document);
  const file = path.join(folder, `${kind}.json`);
  await writeFile(file, JSON.stringify(document, null, 2));
  return file;
}

// One run of Spectral over the bundled documents and both seeded copies (it loads its rulesets once, which costs
// more than linting); each test reads the findings of its own files.
let seededOpenapi: string;
let seededAsyncapi: string;
let findings: SpectralFinding[];
const findingsOf = (...files: string[]) =>
  findings.filter((finding) => files.some((file) => path.resolve(repoRoot, finding.file) === file));

beforeAll(async () => {
  seededOpenapi = await seededCopy('openapi', (document) => {
    delete at(document, 'components', 'schemas', 'Applicant', 'properties', 'AddressHistory').items;
  });
  seededAsyncapi = await seededCopy('asyncapi', (document) => {
    delete at(document, 'operations', 'sendKycStatus').description;
    delete at(document, 'info').license;
  });
  findings = await spectralFindings([
    bundledDocuments.openapi,
    bundledDocuments.asyncapi,
    seededOpenapi,
    seededAsyncapi,
  ]);
  // every finding belongs to one of the four files
  expect(findingsOf(bundledDocuments.openapi, bundledDocuments.asyncapi, seededOpenapi, seededAsyncapi)).toEqual(
    findings,
  );
});

describe('Spectral (spectral:oas and spectral:asyncapi with .spectral.yaml)', () => {
  it('finds nothing in either bundled document', () => {
    expect(findingsOf(bundledDocuments.openapi, bundledDocuments.asyncapi)).toEqual([]);
  });

  it('reports an array schema without items as an error, at its pointer', () => {
    expect(findingsOf(seededOpenapi)).toContainEqual(
      expect.objectContaining({
        rule: 'array-items',
        severity: 'error',
        pointer: '#/components/schemas/Applicant/properties/AddressHistory',
      }),
    );
  });

  it('reports a webhook operation without a description, and an info without a license', () => {
    const seeded = findingsOf(seededAsyncapi);
    expect(seeded).toContainEqual(
      expect.objectContaining({ rule: 'asyncapi-3-operation-description', pointer: '#/operations/sendKycStatus' }),
    );
    expect(seeded).toContainEqual(expect.objectContaining({ rule: 'asyncapi-info-license', severity: 'warning' }));
  });
});
