// The suggested patch writes only inside the spec folder: it follows only relative $refs that stay inside it, and
// from a recording (a file anyone may have written) it copies only what inference itself produces: no `$ref`, no
// `examples`, no `default`, no `file:` URL.
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from '@trs/testkit';
import { writeSuggestedPatch, type Observation } from '../src/index.js';

let folder: string;
let spec: string;
const VICTIM = 'victim: untouched\n';

async function copySpec(to: string) {
  for (const part of ['openapi', 'asyncapi', 'schemas', 'examples'])
    await cp(path.join(repoRoot, 'spec', part), path.join(to, part), { recursive: true });
}

/** Every file under the folder, by path, with its modification time and text. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, name);
    if ((await stat(file)).isFile()) files.set(name, await readFile(file, 'utf8'));
  }
  return files;
}

beforeAll(async () => {
  folder = await tempDir('trs-patch-confinement-');
  spec = path.join(folder, 'spec');
  await copySpec(spec);
  await writeFile(path.join(folder, 'victim-outside-spec.yaml'), VICTIM);
});

const crafted = (schema: Record<string, unknown>, pointer = '/LandlordName'): Observation => ({
  location: { document: 'openapi', operationId: 'getApplication', status: 200 },
  findings: [{ kind: 'unknown-field', pointer, schema }],
});

describe('writeSuggestedPatch on a crafted recording', () => {
  let outsideBefore: Map<string, string>;
  let result: Awaited<ReturnType<typeof writeSuggestedPatch>>;

  beforeAll(async () => {
    outsideBefore = await snapshot(folder);
    const victim = path.join(folder, 'victim-outside-spec.yaml');
    result = await writeSuggestedPatch(spec, [
      crafted({
        $ref: victim,
        type: 'object',
        properties: { Nested: { type: 'string' } },
        examples: ['Philippa Quenby'],
        default: 'Philippa Quenby',
      }),
      crafted({ type: 'string' }, '/LandlordName/Nested'),
      crafted({ $ref: '../../../victim-outside-spec.yaml', type: 'object' }, '/AgentName'),
      crafted({ type: 'string' }, '/AgentName/Inner'),
      {
        location: { document: 'openapi', operationId: 'cancelTenancy', status: 409 },
        findings: [
          {
            kind: 'undocumented-status',
            status: 409,
            contentType: 'application/json',
            schema: {
              $ref: 'file:///etc/passwd',
              type: 'object',
              properties: { Code: { type: 'string', default: 'Philippa', examples: ['Philippa'] } },
              examples: [{ Code: 'Philippa' }],
            },
          },
        ],
      },
    ]);
  });

  it('changes no file outside the spec folder', async () => {
    const after = await snapshot(folder);
    for (const [name, text] of outsideBefore) if (!name.startsWith('spec')) expect(after.get(name)).toBe(text);
    expect([...after.keys()].filter((name) => !name.startsWith('spec'))).toEqual(
      [...outsideBefore.keys()].filter((name) => !name.startsWith('spec')),
    );
  });

  it('writes into the contract only the keywords inference produces', async () => {
    expect(result.changes.map((c) => c.change)).toEqual(
      expect.arrayContaining([
        'property LandlordName added ({"type":"object","properties":{"Nested":{"type":"string"}}})',
        'response 409 added to cancelTenancy',
      ]),
    );
    const written = [...(await snapshot(spec)).values()].join('\n');
    expect(written).not.toContain('victim-outside-spec');
    expect(written).not.toContain('file:');
    expect(written).not.toContain('Philippa');
    expect(written).not.toMatch(/default: Philippa/);
  });
});

describe('writeSuggestedPatch on a spec folder whose $ref leads out of it', () => {
  it('follows no $ref out of the folder and lists the change for a person instead', async () => {
    const copy = path.join(folder, 'spec-with-outside-ref');
    await copySpec(copy);
    const outside = path.join(folder, 'outside-record.yaml');
    await cp(path.join(copy, 'schemas', 'ApplicationRecord.yaml'), outside);
    const item = path.join(copy, 'openapi', 'paths', 'Applications_{BranchIdOrReferenceNumber}.yaml');
    const text = await readFile(item, 'utf8');
    await writeFile(item, text.replace('../../schemas/ApplicationRecord.yaml', '../../../outside-record.yaml'));
    const before = await readFile(outside, 'utf8');
    const absolute = path.join(folder, 'spec-absolute');
    await copySpec(absolute);
    const absoluteItem = path.join(absolute, 'openapi', 'paths', 'Applications_{BranchIdOrReferenceNumber}.yaml');
    await writeFile(absoluteItem, text.replace('../../schemas/ApplicationRecord.yaml', outside));

    for (const dir of [copy, absolute]) {
      const patch = await writeSuggestedPatch(dir, [crafted({ type: 'string' })]);
      expect(patch.changes).toEqual([]);
      expect(patch.manual.join('\n')).toMatch(/unknown field \/LandlordName: not written/);
    }
    expect(await readFile(outside, 'utf8')).toBe(before);
  });
});
