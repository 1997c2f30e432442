// `pnpm --filter @trs/spec lint`: Redocly lint of both documents with the repository rules, and the AsyncAPI parser.
// The checks that read the documents' meaning (every example against its schema, the extensions) belong to the
// contract model: `pnpm lint:spec` at the root runs both (`pnpm --filter @trs/codegen check`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asyncapiErrors } from './lib/asyncapi-parse.mjs';
import { bundle, lint } from './lib/bundle.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let failed = false;
for (const result of await lint(specDir, path.join(specDir, '..', 'redocly.yaml'))) {
  if (!result.ok) {
    failed = true;
    console.error(result.output);
  }
}
await bundle(specDir, path.join(specDir, 'dist'));
const asyncapi = JSON.parse(await readFile(path.join(specDir, 'dist', 'asyncapi.json'), 'utf8'));
const problems = await asyncapiErrors(JSON.stringify(asyncapi));
for (const problem of problems) console.error(problem);
if (failed || problems.length) process.exit(1);
console.log('both documents lint clean and the AsyncAPI document parses');
