// Where each vitest run leaves its files' spans for the summary of `pnpm test`: beside the other caches, never
// committed, and outside every turbo task's inputs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const runsFolder = () => path.join(repoRoot, 'node_modules', '.cache', 'trs-test-runs');
