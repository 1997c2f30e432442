// Arguments that name a JSON file, or `-` for standard input, and how data is printed for people.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { printable } from '@trs/validators';
import type { CommandContext } from './command.js';
import { CliError } from './errors.js';

async function readStream(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON value of FILE, or of standard input for `-`. The error names the file and what is wrong with it. */
export async function readJsonInput(file: string, context: CommandContext, what: string): Promise<unknown> {
  const fromStdin = file === '-';
  const where = fromStdin ? 'standard input' : file;
  let text: string;
  try {
    text = fromStdin ? await readStream(context.io.stdin) : await readFile(path.resolve(context.io.cwd, file), 'utf8');
  } catch (error) {
    throw new CliError(
      'TRS_CLI_INPUT',
      `Cannot read ${what} from ${where}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}. Give a JSON file, or - to read standard input.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError('TRS_CLI_INPUT', `${what} in ${where} is not JSON: ${(error as Error).message}.`);
  }
}

/** A value for people (an answer of the service): nested objects as indented "key: value" lines, arrays item by item; keys and texts printable only. */
export function describeValue(value: unknown, indent = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${indent}${printable(JSON.stringify(value))}`];
  const lines: string[] = [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [`- [${index}]`, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (item !== null && typeof item === 'object' && Object.keys(item).length > 0) {
      lines.push(`${indent}${printable(key)}:`);
      lines.push(...describeValue(item, `${indent}  `));
    } else {
      const shown = typeof item === 'string' ? item : JSON.stringify(item);
      lines.push(`${indent}${printable(key)}: ${printable(shown)}`);
    }
  }
  return lines;
}
