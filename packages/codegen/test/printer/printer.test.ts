// The printer: code is built from typed pieces (identifiers checked, data quoted, comments escaped) and formatted
// with the repository's prettier configuration.
import { describe, expect, it } from 'vitest';
import {
  code,
  constDeclaration,
  doc,
  formatTypeScript,
  ident,
  literal,
  printModule,
  str,
} from '../../src/printer/index.js';

describe('code pieces', () => {
  it('refuse a plain string where code belongs, and an identifier that is not one', () => {
    // A plain string where the types allow only Code: the tag as a caller without types would call it.
    const untypedCode = code as (strings: TemplateStringsArray, ...parts: unknown[]) => unknown;
    expect(() => untypedCode`const x = ${'1; evil()'};`).toThrow(/only Code values may be interpolated/);
    expect(() => ident('not an identifier')).toThrow(/is not a JavaScript identifier/);
  });

  it.each([
    ['strings are quoted', 'say "hi"', '"say \\"hi\\""'],
    [
      'objects keep identifier keys bare and quote others',
      { a: 1, 'b-c': [true, null], '200': 'x' },
      '{"200": "x", a: 1, "b-c": [true, null]}',
    ],
    ['undefined members are left out', { a: undefined, b: 2 }, '{b: 2}'],
  ])('literal: %s', (_name, value, want) => expect(literal(value).text).toBe(want));

  it('doc: wraps prose to the print width and escapes the end of a comment', () => {
    const text = doc(`${'word '.repeat(40)}*/ end`).text;
    expect(text.split('\n').every((line) => line.length <= 120)).toBe(true);
    expect(text).toContain('*\\/ end');
    expect(doc('short').text).toBe('/** short */\n');
  });
});

describe('printModule', () => {
  it('prints the DO-NOT-EDIT header, the imports and the statements, formatted like hand-written code', async () => {
    const text = await printModule(
      {
        target: 'example',
        imports: [{ from: './types.js', names: ['Thing'], typeOnly: true }],
        statements: [
          constDeclaration({
            name: 'things',
            doc: 'Every thing.',
            value: literal({ box: { size: 1 } }),
            asConst: true,
            satisfies: code`Record<string, Thing>`,
          }),
        ],
      },
      'things.gen.ts',
    );
    expect(text).toBe(`// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/example (packages/codegen). Run \`pnpm generate\` after changing spec/.

import type { Thing } from './types.js';

/** Every thing. */
export const things = { box: { size: 1 } } as const satisfies Record<string, Thing>;
`);
  });

  it('fails loudly, naming the file, when a generator writes code that does not parse', async () => {
    await expect(formatTypeScript(code`const = ${str('x')}`, 'broken.gen.ts')).rejects.toThrow(
      /generated code for broken.gen.ts does not parse/,
    );
  });
});
