// The documents as the standard tools see them: Redocly lint with the repository rules, and the AsyncAPI parser.
// What the documents mean (examples, extensions, coverage of the provider spec) is checked by the contract model
// (packages/codegen/test/model/).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asyncapiErrors } from '../scripts/lib/asyncapi-parse.mjs';
import { lint } from '../scripts/lib/bundle.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redoclyConfig = path.resolve(specDir, '..', 'redocly.yaml');
const asyncapi = JSON.parse(await readFile(path.join(specDir, 'dist', 'asyncapi.json'), 'utf8')) as unknown;

describe('the contract documents', () => {
  it('pass redocly lint with the repository rules', async () => {
    const results = await lint(specDir, redoclyConfig);
    for (const result of results) expect(result.ok, result.output).toBe(true);
  });

  it('AsyncAPI document parses with @asyncapi/parser without errors', async () => {
    expect(await asyncapiErrors(JSON.stringify(asyncapi))).toEqual([]);
  });
});
