// Prints spec/GAPS.md from the bundled documents; with --write, writes it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGaps } from './lib/gaps.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = async (name) => JSON.parse(await readFile(path.join(specDir, 'dist', name), 'utf8'));
const markdown = renderGaps({ openapi: await read('openapi.json'), asyncapi: await read('asyncapi.json') });
if (process.argv.includes('--write')) await writeFile(path.join(specDir, 'GAPS.md'), markdown);
else process.stdout.write(markdown);
