// `pnpm --filter @trs/spec lint`: Redocly lint of both documents with the repository rules, the AsyncAPI parser,
// and every example against its schema (the checks the tests run, for a quick look while editing).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asyncapiErrors } from './lib/asyncapi-parse.mjs';
import { bundle, lint } from './lib/bundle.mjs';
import { validateAsyncapiExamples, validateOpenapiExamples } from './lib/examples.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let failed = false;
for (const result of await lint(specDir, path.join(specDir, '..', 'redocly.yaml'))) {
  if (!result.ok) {
    failed = true;
    console.error(result.output);
  }
}
await bundle(specDir, path.join(specDir, 'dist'));
const read = async (name) => JSON.parse(await readFile(path.join(specDir, 'dist', name), 'utf8'));
const asyncapi = await read('asyncapi.json');
const problems = [
  ...(await asyncapiErrors(JSON.stringify(asyncapi))),
  ...validateOpenapiExamples(await read('openapi.json')).failures,
  ...validateAsyncapiExamples(asyncapi).failures,
];
for (const problem of problems) console.error(problem);
if (failed || problems.length) process.exit(1);
console.log('both documents lint clean, parse, and every example validates');
