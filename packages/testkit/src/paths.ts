import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A bundled contract document, built by `pnpm build` of @trs/spec. */
export function specFile(name: 'openapi.json' | 'asyncapi.json'): string {
  return path.join(repoRoot, 'spec', 'dist', name);
}
