// Formatting generated code: prettier with the repository's configuration (.prettierrc.json), so that generated
// files look like hand-written ones and pass the same format check.
import { format, type Options } from 'prettier';
import repositoryOptions from '../../../../.prettierrc.json' with { type: 'json' };
import type { Code } from './code.js';

export const prettierOptions = repositoryOptions as Options;

/** Formats a TypeScript module; throws when it does not parse (a generator bug, never hidden). */
export async function formatTypeScript(source: Code | string, where: string): Promise<string> {
  const text = typeof source === 'string' ? source : source.text;
  try {
    return await format(text, { ...prettierOptions, parser: 'typescript' });
  } catch (error) {
    throw new Error(`generated code for ${where} does not parse: ${(error as Error).message}`, { cause: error });
  }
}
