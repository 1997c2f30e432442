// The receiver package arranged as a delivery flows (issue 29, section 3): a few files at the top of
// packages/webhooks/src and the rest in folders named for the flow (core → store → worker → handlers); a receive core
// that depends only on itself, the store's types and the errors; and a Receiver of at most 12 members, the operator's
// calls being one object (`receiver.inbox`, what openStore() gives).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDirSync } from '@trs/testkit';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'packages/webhooks/src');
const MAX_TOP_LEVEL_FILES = 10;
const MAX_RECEIVER_MEMBERS = 12;
/** What core/ may import besides core/ itself: the store's types and the package's errors. */
const CORE_MAY_IMPORT = ['store/types.ts', 'errors.ts'];

/** The import specifiers of a file (static imports, re-exports, import()). */
function specifiers(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

/** The imports of the files of `folder` (relative to src) that leave it, other than `allowed` and @trs/ or node: ones. */
export function importsLeaving(srcDir: string, folder: string, allowed: readonly string[]): string[] {
  const inside = path.join(srcDir, folder);
  return sourceFiles(inside).flatMap((file) =>
    specifiers(file)
      .filter((spec) => {
        if (spec.startsWith('node:') || spec.startsWith('@trs/')) return false;
        if (!spec.startsWith('.')) return true;
        const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
        const fromSrc = path.relative(srcDir, target).split(path.sep).join('/');
        return !target.startsWith(inside + path.sep) && !allowed.includes(fromSrc);
      })
      .map((spec) => `${path.relative(srcDir, file).split(path.sep).join('/')} imports ${spec}`),
  );
}

/** The members an interface declares, by name. */
export function interfaceMembers(file: string, name: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!found) throw new Error(`${file} declares no interface ${name}`);
  return [...new Set(found.members.map((m) => m.name?.getText(source) ?? '(call)'))];
}

describe('@trs/webhooks, arranged as a delivery flows', () => {
  it(`has at most ${MAX_TOP_LEVEL_FILES} files at the top of src, the rest in folders of the flow`, () => {
    const entries = readdirSync(src, { withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(MAX_TOP_LEVEL_FILES);
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders).toEqual(expect.arrayContaining(['core', 'store', 'worker', 'handlers']));
    expect(readdirSync(path.join(src, 'store'))).toEqual(expect.arrayContaining(['sqlite', 'pg', 'memory']));
  });

  it('keeps the receive core free of the parts after it: core/ imports only core/, the store types and errors', () => {
    expect(importsLeaving(src, 'core', CORE_MAY_IMPORT)).toEqual([]);
  });

  it(`gives Receiver at most ${MAX_RECEIVER_MEMBERS} members, the operator's calls on receiver.inbox`, () => {
    const members = interfaceMembers(path.join(src, 'receiver-types.ts'), 'Receiver');
    expect(members.length, members.join(', ')).toBeLessThanOrEqual(MAX_RECEIVER_MEMBERS);
    expect(members).toContain('inbox');
  });

  describe('the checks', () => {
    it('name an upward import of core/ with its file, and let the allowed ones pass', () => {
      const dir = tempDirSync('webhooks-layout-');
      mkdirSync(path.join(dir, 'core'));
      writeFileSync(
        path.join(dir, 'core/receive.ts'),
        [
          "import { createHash } from 'node:crypto';",
          "import type { Clock } from '@trs/shared';",
          "import { replies } from './replies.js';",
          "import type { StoreDriver } from '../store/types.js';",
          "import { StoreError } from '../errors.js';",
          "import { classify } from '../classify.js';",
          "export { boundedLogger } from '../log/logger.js';",
        ].join('\n'),
      );
      expect(importsLeaving(dir, 'core', CORE_MAY_IMPORT)).toEqual([
        'core/receive.ts imports ../classify.js',
        'core/receive.ts imports ../log/logger.js',
      ]);
    });

    it('count the members of an interface, overloads once', () => {
      const text =
        'export interface R { on(a: string): void; on(a: number): void; readonly inbox: object; start(): void }';
      expect(interfaceMembers('r.ts', 'R', text)).toEqual(['on', 'inbox', 'start']);
    });
  });
});
