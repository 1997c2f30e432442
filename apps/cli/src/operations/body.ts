// The body of an operation command: a JSON file, standard input (-), or one of the contract's examples
// (--example NAME). A file holding an OpenAPI Example Object ({summary, value}, as the files of spec/examples/rest
// are) sends its value.
import { isJsonObject } from '@trs/shared';
import type { CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { readJsonInput } from '../input.js';
import type { BodySpec } from './spec.js';

const EXAMPLE_KEYS = new Set(['summary', 'description', 'value']);

/** The value of an Example Object wrapper ({summary, value}), or the document itself. */
export function unwrapExample(document: unknown): unknown {
  if (!isJsonObject(document)) return document;
  const keys = Object.keys(document);
  return keys.includes('value') && keys.every((key) => EXAMPLE_KEYS.has(key))
    ? (document as { value: unknown }).value
    : document;
}

export function exampleNames(body: BodySpec): string {
  return body.examples.map((e) => e.name).join(', ') || '(the contract has none)';
}

export async function readBody(
  body: BodySpec,
  file: string | undefined,
  example: string | undefined,
  context: CommandContext,
): Promise<unknown> {
  const what = `the ${body.component ?? 'body'}`;
  if (example !== undefined) {
    if (file !== undefined)
      throw new UsageError(`Give the body one way: FILE (or -) or --example ${example}, not both.`);
    const found = body.examples.find((e) => e.name === example);
    if (!found)
      throw new UsageError(
        `--example ${example}: the contract has no such example of ${what}; known: ${exampleNames(body)}.`,
      );
    return structuredClone(found.value);
  }
  if (file === undefined)
    throw new UsageError(
      `${what} is required: give a JSON file, - for standard input, or --example NAME (${exampleNames(body)}).`,
    );
  return unwrapExample(await readJsonInput(file, context, what));
}
