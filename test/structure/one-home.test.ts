// One home for what several packages need (issue 29): JSON-pointer escaping, the JSON object guard, the header-name
// rule, private-file modes and the clock are defined in @trs/shared only. A second definition in the hand-written
// sources of packages/*/src or apps/*/src fails this test with its file and line (see one-home.ts for what counts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchWorkspaces, staleEntries } from './detector-cases.js';
import { copiesIn, copiesInFile, describeCopy, handWrittenSources, type Allowlist, type Rule } from './one-home.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files that still hold a copy, with the rules each may still break, while their owners move them to @trs/shared.
 * Each entry goes when its file is converted (the second test below fails on an entry whose copy is gone); the list
 * is meant to end empty.
 */
const ALLOWED: Allowlist = {};

describe('one home for the shared helpers', () => {
  it('no hand-written source outside @trs/shared defines them again (but the allowlist, for now)', () => {
    expect(handWrittenSources(root).length).toBeGreaterThan(100);
    expect(copiesIn(root, ALLOWED).map(describeCopy)).toEqual([]);
  });

  it('the allowlist names only files that still hold such a copy', () => {
    const stale = staleEntries(ALLOWED, (file) => copiesInFile(path.join(root, file), root).map((copy) => copy.rule));
    expect(stale).toEqual([]);
  });

  describe('the detector', () => {
    const workspace = scratchWorkspaces('one-home-');
    const found = (folder: string, allowed?: Allowlist) =>
      copiesIn(folder, allowed).map((copy) => `${copy.file}:${copy.line} ${copy.rule}`);

    it('names the file and line of each new copy, one kind after another', () => {
      const folder = workspace({
        'packages/demo/src/copies.ts': [
          "export const escape = (t: string) => t.replace(/~/g, '~0').replace(/\\//g, '~1');",
          "export const unescape = (t: string) => t.replaceAll('~1', '/').replaceAll('~0', '~');",
          'export const isRecord = (v: unknown): v is Record<string, unknown> =>',
          "  typeof v === 'object' && v !== null && !Array.isArray(v);",
          'export function check(v: unknown) {',
          "  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('an object');",
          '}',
          "const TOKEN = /^[!#$%&'*+\\-.^_`|~0-9A-Za-z]+$/;",
          'export const isToken = (name: string) => TOKEN.test(name);',
          "export const open = (file: string) => import('node:fs/promises').then((fs) => fs.open(file, 'w', 0o600));",
        ].join('\n'),
        'apps/demo/src/time.ts': [
          'export interface DemoClock {',
          '  now(): number;',
          '}',
          'export const systemClock: DemoClock = { now: () => Date.now() };',
          'export const folder = { recursive: true, mode: 0o700 } as const;',
        ].join('\n'),
      });
      expect(found(folder)).toEqual([
        'packages/demo/src/copies.ts:1 pointer-escape',
        'packages/demo/src/copies.ts:2 pointer-escape',
        'packages/demo/src/copies.ts:3 json-object-guard',
        'packages/demo/src/copies.ts:4 json-object-guard',
        'packages/demo/src/copies.ts:6 json-object-guard',
        'packages/demo/src/copies.ts:8 header-name',
        'packages/demo/src/copies.ts:10 private-file-mode',
        'apps/demo/src/time.ts:1 clock',
        'apps/demo/src/time.ts:4 clock',
        'apps/demo/src/time.ts:5 private-file-mode',
      ]);
      expect(copiesIn(folder).map(describeCopy)[0]).toBe(
        "packages/demo/src/copies.ts:1 pointer-escape: export const escape = (t: string) => t.replace(/~/g, '~0').replace(/\\//g, '~1'); (use escapePointerToken / unescapePointerToken (pointerOf, pointerTokens) of @trs/shared)",
      );
    });

    it('leaves alone @trs/shared itself, generated files, tests, comments, and code that uses the shared helpers', () => {
      const copy = "export const escape = (t: string) => t.replace(/~/g, '~0').replace(/\\//g, '~1');\n";
      const folder = workspace({
        'packages/shared/src/pointer.ts': copy,
        'packages/demo/src/table.gen.ts': copy,
        'packages/demo/test/helpers.ts': copy,
        'packages/demo/src/uses.ts': [
          "import { escapePointerToken, isHeaderName, isJsonObject, systemClock, type Clock } from '@trs/shared';",
          "// Escaping writes '~0' for ~ and '~1' for / (RFC 6901); a guard checks typeof v === 'object' && !Array.isArray(v).",
          "/* A header name matches /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/; files are 0o600 in 0o700 folders. */",
          'export const key = (name: string) => `/data/${escapePointerToken(name)}`;',
          'export const fields = (v: unknown) => (isJsonObject(v) ? Object.keys(v) : []);',
          'export const header = (name: string) => isHeaderName(name);',
          'export const clock: Clock = systemClock;',
          'export type SenderClock = Clock;',
          "export const pointer = '/paths/~1Applications/get';",
          'export const list = (v: unknown) => (Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v) : []);',
        ].join('\n'),
      });
      expect(found(folder)).toEqual([]);
    });

    it('lets an allowlisted file keep only the kinds of copy it is allowed', () => {
      const folder = workspace({
        'packages/demo/src/old.ts': [
          "export const unescape = (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~');",
          'export interface OldClock {',
          '  now(): number;',
          '}',
        ].join('\n'),
      });
      const allowed: Allowlist = { 'packages/demo/src/old.ts': ['pointer-escape'] satisfies Rule[] };
      expect(found(folder, allowed)).toEqual(['packages/demo/src/old.ts:2 clock']);
    });
  });
});
