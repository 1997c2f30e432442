// The contract's info.version is the version of @trs/spec: both documents are released in that package, so the
// version a consumer sees in a document is the version of the package it came from. `pnpm version-packages` runs
// `changeset version`, then this, which writes @trs/spec's new version into both documents.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { objectOf } from '@trs/shared';
import { isScalar, parseDocument } from 'yaml';
import { repoRoot } from '../paths.js';

/** The hand-written root documents whose info.version follows @trs/spec. */
export const VERSIONED_DOCUMENTS = ['spec/openapi/openapi.yaml', 'spec/asyncapi/asyncapi.yaml'];

export async function specPackageVersion(root = repoRoot): Promise<string> {
  const file = path.join(root, 'spec', 'package.json');
  const manifest: unknown = JSON.parse(await readFile(file, 'utf8'));
  const version = objectOf(manifest).version;
  if (typeof version !== 'string') throw new Error(`${file} has no version`);
  return version;
}

/** info.version of each root document, as written. */
export async function documentVersions(root = repoRoot): Promise<Record<string, unknown>> {
  const versions: Record<string, unknown> = {};
  for (const file of VERSIONED_DOCUMENTS) {
    versions[file] = parseDocument(await readFile(path.join(root, file), 'utf8')).getIn(['info', 'version']);
  }
  return versions;
}

/**
 * Writes `version` as info.version of both documents, changing nothing else in them: the scalar is replaced in
 * place, so comments, folding and quoting stay as they were. Resolves with the files it changed.
 */
export async function syncContractVersion(root = repoRoot, version?: string): Promise<string[]> {
  const wanted = version ?? (await specPackageVersion(root));
  const changed: string[] = [];
  for (const file of VERSIONED_DOCUMENTS) {
    const target = path.join(root, file);
    const source = await readFile(target, 'utf8');
    const node = parseDocument(source).getIn(['info', 'version'], true);
    if (!isScalar(node) || !node.range) throw new Error(`${file}: info.version is missing; add it under info.`);
    if (node.value === wanted) continue;
    const [start, end] = node.range;
    await writeFile(target, `${source.slice(0, start)}${wanted}${source.slice(end)}`);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = await syncContractVersion();
  const version = await specPackageVersion();
  console.log(
    changed.length
      ? `info.version set to ${version} in ${changed.join(' and ')}`
      : `info.version is already ${version} in both documents`,
  );
}
