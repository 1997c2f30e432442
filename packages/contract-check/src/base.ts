// The base documents: the base commit's spec/ (git archive into a temporary folder, no checkout, no install),
// bundled with the head's bundler, so that both sides are built the same way and differ only by the contract.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isJsonObject, type JsonObject } from '@trs/shared';
import { bundle, DOCUMENTS } from '@trs/spec/tools/bundle.mjs';
import { existsAt, extractTree } from './git.js';
import { repoRoot } from './paths.js';

export interface Documents {
  openapi: JsonObject;
  asyncapi: JsonObject;
}

/** A bundled document of `folder` (`openapi`, `asyncapi`): a JSON object, else the bundle is broken. */
async function readDocument(folder: string, name: string): Promise<JsonObject> {
  const file = path.join(folder, `${name}.json`);
  const document: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isJsonObject(document)) throw new Error(`${file} does not hold a JSON object`);
  return document;
}

/** Bundles the contract as it was in `commit`; null when that commit has no contract yet. */
export async function baseDocuments(commit: string, cwd = repoRoot): Promise<Documents | null> {
  for (const document of DOCUMENTS) {
    if (!(await existsAt(commit, `spec/${document.source}`, cwd))) return null;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'trs-contract-base-'));
  try {
    await extractTree(commit, ['spec'], folder, cwd);
    const out = path.join(folder, 'dist');
    await bundle(path.join(folder, 'spec'), out);
    return { openapi: await readDocument(out, 'openapi'), asyncapi: await readDocument(out, 'asyncapi') };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The head documents: the working tree's bundles in spec/dist. */
export async function headDocuments(root = repoRoot): Promise<Documents> {
  const folder = path.join(root, 'spec', 'dist');
  return { openapi: await readDocument(folder, 'openapi'), asyncapi: await readDocument(folder, 'asyncapi') };
}
