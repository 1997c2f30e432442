// Small composed units: no hand-written function over 200 lines (the JSON scanner's state machine excepted), no class
// over 350 lines, and no `export *` in @trs/webhooks' index (its surface is listed name by name). Measured with the
// TypeScript compiler on the hand-written sources (packages/*/src, apps/*/src; generated .gen.ts files excluded).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDirSync } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.js';
import { measure, starExports, type Measured } from './sizes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_FUNCTION_LINES = 200;
const MAX_CLASS_LINES = 350;

/**
 * The JSON scanner's state machine: one loop over the bytes whose states share locals on purpose (the receiver's hot
 * path), in the method `write` of the class that holds the scanner's state. The issue allows it.
 */
const allowed = new Set([
  'packages/webhooks/src/core/json-scan.ts#JsonScanner',
  'packages/webhooks/src/core/json-scan.ts#write',
]);

function tooLarge(files: readonly string[], relativeTo: string): string[] {
  return files
    .filter((file) => !file.endsWith('.gen.ts'))
    .flatMap((file) => measure(file))
    .filter((m: Measured) => m.lines > (m.kind === 'class' ? MAX_CLASS_LINES : MAX_FUNCTION_LINES))
    .map((m) => ({ ...m, file: path.relative(relativeTo, m.file).split(path.sep).join('/') }))
    .filter((m) => !allowed.has(`${m.file}#${m.name}`))
    .map((m) => `${m.file}:${m.line} ${m.kind} ${m.name}: ${m.lines} lines`);
}

function workspaceSources(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, group, entry.name, 'src'))
      .filter((folder) => existsSync(folder))
      .flatMap(sourceFiles),
  );
}

describe('sizes of the hand-written sources', () => {
  it(`no function over ${MAX_FUNCTION_LINES} lines and no class over ${MAX_CLASS_LINES}`, () => {
    const files = workspaceSources();
    expect(files.length).toBeGreaterThan(100);
    expect(tooLarge(files, root)).toEqual([]);
  });

  it("@trs/webhooks' index names what it exports (no export *)", () => {
    expect(starExports(path.join(root, 'packages/webhooks/src/index.ts'))).toEqual([]);
  });

  describe('the measure', () => {
    const scratch = tempDirSync('sizes-');
    const file = (name: string, text: string) => {
      const full = path.join(scratch, name);
      writeFileSync(full, text);
      return full;
    };
    const lines = (n: number, line = '  x += 1;') => Array.from({ length: n }, () => line).join('\n');

    it('finds a long function, arrow function and method, nested ones included, and a long class', () => {
      const text = [
        `export function long(x: number) {\n${lines(199)}\n}`,
        `export function fits(x: number) {\n${lines(198)}\n}`,
        `export const arrow = (x: number) => {\n${lines(199)}\n};`,
        `function outer() {\n  const inner = function (x: number) {\n${lines(199)}\n  };\n  return inner;\n}`,
        `export class Big {\n  method(x: number) {\n${lines(100)}\n  }\n${lines(250, '  field = 1;')}\n}`,
      ].join('\n');
      expect(tooLarge([file('long.ts', text)], scratch)).toEqual([
        'long.ts:1 function long: 201 lines',
        'long.ts:402 function arrow: 201 lines',
        'long.ts:603 function outer: 204 lines',
        'long.ts:604 function inner: 201 lines',
        'long.ts:807 class Big: 354 lines',
      ]);
    });

    it('leaves generated files out', () => {
      expect(tooLarge([file('model.gen.ts', `export function long() {\n${lines(300)}\n}`)], scratch)).toEqual([]);
    });

    it('finds export * and export * as, not a named re-export', () => {
      const index = file(
        'index.ts',
        "export * from './a.js';\nexport * as b from './b.js';\nexport { c } from './c.js';\nexport type { D } from './d.js';\n",
      );
      expect(starExports(index)).toEqual(["export * from './a.js';", "export * as b from './b.js';"]);
    });
  });
});
