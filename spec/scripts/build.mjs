// `pnpm build` of @trs/spec: bundles the OpenAPI and AsyncAPI documents to dist/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './lib/bundle.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(specDir, 'dist');
await mkdir(outDir, { recursive: true });
await bundle(specDir, outDir);
console.log('bundled spec/dist/openapi.json and spec/dist/asyncapi.json');
