// Each check of the contract must fail on a deliberately broken copy, or it proves nothing. (The example check is
// the contract model's: packages/codegen/test/model/examples.test.ts seeds its mistakes.)
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { asyncapiErrors } from '../scripts/lib/asyncapi-parse.mjs';
import { bundle, lint } from '../scripts/lib/bundle.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redoclyConfig = path.resolve(specDir, '..', 'redocly.yaml');

/**
 * A copy of the sources with one file edited; its AsyncAPI document bundled only where the check reads the bundle
 * (lint reads sources).
 */
async function brokenCopy(file: string, edit: (text: string) => string, { bundled = false } = {}) {
  const dir = await tempDir('trs-spec-');
  for (const part of ['openapi', 'asyncapi', 'schemas', 'examples'])
    await cp(path.join(specDir, part), path.join(dir, part), { recursive: true });
  const target = path.join(dir, file);
  const before = await readFile(target, 'utf8');
  const after = edit(before);
  expect(after, `the mutation of ${file} changed nothing`).not.toBe(before);
  await writeFile(target, after);
  if (!bundled) return { dir, asyncapi: undefined };
  await bundle(dir, path.join(dir, 'dist'), ['asyncapi/asyncapi.yaml']);
  const asyncapi = JSON.parse(await readFile(path.join(dir, 'dist', 'asyncapi.json'), 'utf8')) as unknown;
  return { dir, asyncapi };
}

const lintFails = async (dir: string, document: string) => {
  const result = (await lint(dir, redoclyConfig, [document])).find((r) => r.document === document)!;
  return result.ok ? '' : result.output;
};

// Each case on a copy of its own, all at once.
describe.concurrent('seeded mistakes are caught', () => {
  it('an operation without a documented 401 fails lint', async () => {
    const { dir } = await brokenCopy('openapi/paths/Branches.yaml', (t) =>
      t.replace(/\n {4}'401':\n {6}\$ref: [^\n]+/, ''),
    );
    expect(await lintFails(dir, 'openapi/openapi.yaml')).toMatch(/operation-documents-401/);
  });

  it('a body without an example fails lint', async () => {
    const { dir } = await brokenCopy('openapi/paths/Notifications.yaml', (t) =>
      t.replace(/\n {8}examples:\n {10}oneApplicant:\n {12}\$ref: [^\n]+/, ''),
    );
    expect(await lintFails(dir, 'openapi/openapi.yaml')).toMatch(/media-type-has-example/);
  });

  it('a misspelt required field fails lint', async () => {
    const { dir } = await brokenCopy('schemas/Applicant.yaml', (t) => t.replace('  - BirthDay\n', '  - BirthDate\n'));
    expect(await lintFails(dir, 'openapi/openapi.yaml')).toMatch(/no-required-schema-properties-undefined/);
  });

  it('a closed object in an inbound payload fails lint of the AsyncAPI document', async () => {
    const { dir } = await brokenCopy('asyncapi/components/ApplicantEventData.yaml', (t) =>
      t.replace('type: object\n', 'type: object\nadditionalProperties: false\n'),
    );
    expect(await lintFails(dir, 'asyncapi/asyncapi.yaml')).toMatch(/no-closed-object/);
  });

  it('an AsyncAPI document the parser rejects is reported', async () => {
    const { asyncapi } = await brokenCopy(
      'asyncapi/asyncapi.yaml',
      (t) => t.replace('    action: send\n', '    action: publish\n'),
      { bundled: true },
    );
    expect((await asyncapiErrors(JSON.stringify(asyncapi))).length).toBeGreaterThan(0);
  });
});
