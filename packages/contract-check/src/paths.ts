import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever it is checked out. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The bundled documents of the working tree (spec/dist, built by `pnpm --filter @trs/spec build`). */
export const bundledDocuments = {
  openapi: path.join(repoRoot, 'spec', 'dist', 'openapi.json'),
  asyncapi: path.join(repoRoot, 'spec', 'dist', 'asyncapi.json'),
} as const;

export type DocumentKind = keyof typeof bundledDocuments;
