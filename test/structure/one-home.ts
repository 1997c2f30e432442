// What several packages need has one home, @trs/shared (DESIGN.md, conventions): JSON-pointer escaping, the JSON object
// guard, the header-name rule, private-file modes and the clock. This finds a second definition of any of them in the
// hand-written sources of a workspace (packages/*/src, apps/*/src; generated .gen.ts files and packages/shared left
// out), by the text that only a copy writes, with comments blanked first so that prose about them does not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-graph.js';

export type Rule = 'pointer-escape' | 'json-object-guard' | 'header-name' | 'private-file-mode' | 'clock';

/** What a structure test looks for: a rule and its pattern. */
export interface Pattern<R extends string = Rule> {
  rule: R;
  /** Global, may span lines; the finding is reported at the line where a match starts. */
  pattern: RegExp;
}

/** What to use instead, per rule (said with every finding). */
export const HOME: Readonly<Record<Rule, string>> = {
  'pointer-escape': 'escapePointerToken / unescapePointerToken (pointerOf, pointerTokens) of @trs/shared',
  'json-object-guard': 'isJsonObject (objectOf, listOf, entriesOf) of @trs/shared',
  'header-name': 'isHeaderName and HEADER_NAME_RULE of @trs/shared',
  'private-file-mode':
    'writePrivateFile, appendPrivateLine, ensurePrivateDir(Sync), makePrivateFileSync of @trs/shared',
  clock: 'Clock, systemClock, manualClock() and clockFrom() of @trs/shared',
};

const VALUE = String.raw`([\w.$]+)`;
const IS_OBJECT = (ref: string) => String.raw`typeof\s+${ref}\s*===?\s*['"]object['"]`;
const NOT_OBJECT = (ref: string) => String.raw`typeof\s+${ref}\s*!==?\s*['"]object['"]`;
const IS_ARRAY = (ref: string) => String.raw`Array\.isArray\(\s*${ref}\s*\)`;
/** Up to 200 characters of one expression between the two tests. */
const BETWEEN = String.raw`[^;{}]{0,200}?`;
/** typeof x === 'object' && !Array.isArray(x), or the negation (typeof x !== 'object' || Array.isArray(x)), any order. */
const OBJECT_GUARD_BODY = [
  String.raw`${IS_OBJECT(VALUE)}${BETWEEN}&&\s*!\s*${IS_ARRAY(String.raw`\1`)}`,
  String.raw`${NOT_OBJECT(VALUE)}${BETWEEN}\|\|\s*${IS_ARRAY(String.raw`\2`)}`,
  String.raw`!\s*${IS_ARRAY(VALUE)}\s*&&${BETWEEN}${IS_OBJECT(String.raw`\3`)}`,
  String.raw`${IS_ARRAY(VALUE)}\s*\|\|${BETWEEN}${NOT_OBJECT(String.raw`\4`)}`,
].join('|');

const PATTERNS: readonly Pattern[] = [
  // '~0' / '~1' as a string of their own, or /~0/ /~1/ as a regular expression: only escaping writes them so.
  { rule: 'pointer-escape', pattern: /(['"`])~[01]\1|\/~[01]\/[dgimsuy]*/g },
  // A guard by its name (isObject, isRecord, isPlainObject, isJsonObject, …) …
  {
    rule: 'json-object-guard',
    pattern: /\b(?:function\s*\*?\s*|(?:const|let|var)\s+)is(?:Plain|Json)?(?:Object|Record)\b/g,
  },
  // … or by its body: typeof x === 'object' and not Array.isArray(x), of the same value, in one expression.
  { rule: 'json-object-guard', pattern: new RegExp(OBJECT_GUARD_BODY, 'g') },
  // RFC 9110's token characters, the start of the header-name regular expression.
  { rule: 'header-name', pattern: /!#\$%&'\*\+/g },
  // The modes of a private file or folder, written out.
  { rule: 'private-file-mode', pattern: /\b0o[0-7]?(?:600|700)\b/g },
  // A clock declared again: an interface or object type named …Clock, a systemClock, a manualClock.
  {
    rule: 'clock',
    pattern:
      /\binterface\s+\w*Clock\b|\btype\s+\w*Clock\s*=\s*\{|\b(?:const|let|var|function)\s+systemClock\b|\bfunction\s+manualClock\b/g,
  },
];

/** One match of a pattern in a file. */
export interface Finding<R extends string> {
  /** Relative to the workspace root, with forward slashes. */
  file: string;
  line: number;
  rule: R;
  /** The line as written, trimmed. */
  text: string;
}

export type Copy = Finding<Rule>;

/** The text with every comment replaced by spaces (line breaks kept), so that positions and line numbers stay. */
export function withoutComments(text: string): string {
  const source = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true);
  const comments = new Map<number, number>();
  const collect = (position: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, position) ?? []),
      ...(ts.getTrailingCommentRanges(text, position) ?? []),
    ])
      comments.set(range.pos, range.end);
  };
  // Comments are trivia before a token (or after one on its line): every token's start and end is looked at.
  const visit = (node: ts.Node): void => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let out = text;
  for (const [from, to] of comments)
    out = out.slice(0, from) + out.slice(from, to).replace(/[^\n]/g, ' ') + out.slice(to);
  return out;
}

/** Where the patterns match in one file, outside comments (its path relative to `root` in the findings). */
export function findingsInFile<R extends string>(
  file: string,
  root: string,
  patterns: readonly Pattern<R>[],
): Finding<R>[] {
  const text = readFileSync(file, 'utf8');
  const code = withoutComments(text);
  const lines = text.split('\n');
  const relative = path.relative(root, file).split(path.sep).join('/');
  const found: Finding<R>[] = [];
  for (const { rule, pattern } of patterns) {
    for (const match of code.matchAll(pattern)) {
      const line = code.slice(0, match.index).split('\n').length;
      if (found.some((f) => f.line === line && f.rule === rule)) continue;
      found.push({ file: relative, line, rule, text: lines[line - 1]!.trim() });
    }
  }
  return found.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/** The copies in one file (its path relative to `root` in the findings). */
export const copiesInFile = (file: string, root: string): Copy[] => findingsInFile(file, root, PATTERNS);

/** The hand-written sources a workspace's copies are looked for in: packages/*\/src and apps/*\/src, but shared's. */
export function handWrittenSources(root: string): string[] {
  return ['packages', 'apps'].flatMap((group) => {
    const folder = path.join(root, group);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !(group === 'packages' && entry.name === 'shared'))
      .map((entry) => path.join(folder, entry.name, 'src'))
      .filter((src) => existsSync(src))
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith('.gen.ts'));
  });
}

/** Files allowed to keep copies for now, with the rules each may still break. */
export type Allowlist = Readonly<Record<string, readonly Rule[]>>;

/** Every copy of the workspace at `root` that the allowlist does not cover. */
export function copiesIn(root: string, allowed: Allowlist = {}): Copy[] {
  return handWrittenSources(root)
    .flatMap((file) => copiesInFile(file, root))
    .filter((copy) => !allowed[copy.file]?.includes(copy.rule));
}

/** A copy as the test reports it: where, what, and the one home to use. */
export const describeCopy = (copy: Copy): string =>
  `${copy.file}:${copy.line} ${copy.rule}: ${copy.text} (use ${HOME[copy.rule]})`;
