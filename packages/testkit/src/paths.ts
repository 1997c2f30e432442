import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A bundled contract document, built by `pnpm build` of @trs/spec. */
export function specFile(name: 'openapi.json' | 'asyncapi.json'): string {
  return path.join(repoRoot, 'spec', 'dist', name);
}

/**
 * `node --import TYPESCRIPT_LOADER script.ts` runs a workspace .ts file in a child process (a fixture, a worker, an
 * app from its sources), its worker threads included: src/typescript-loader/ of this package.
 */
export const TYPESCRIPT_LOADER = path.join(repoRoot, 'packages', 'testkit', 'src', 'typescript-loader', 'register.mjs');
