// A small body is classified by one JSON.parse (scanJson's fast path) instead of the byte-by-byte scanner a large body
// goes through as it arrives: both must say the same of every body, in everything classification reads (whether it
// is JSON, and where it is not; root type, depth, the values at the pointers, __proto__ and constructor keys).
import { describe, expect, it } from 'vitest';
import { classificationPointers } from '../src/core/classify.js';
import { JsonScanner, PARSE_WHOLE_MAX, scanJson, type ScanResult } from '../src/core/json-scan.js';
import { eventExamples } from '@trs/testkit';
import { mutate, rng } from './helpers.js';

/** The streaming scanner's answer: the body fed in pieces, as a large body arrives. */
function streamed(body: Buffer, pointers: readonly string[], maxDepth: number): ScanResult {
  const scanner = new JsonScanner({ pointers, maxDepth });
  for (let at = 0; at < body.length; at += 7) scanner.write(body.subarray(at, at + 7));
  return scanner.end();
}

const comparable = (result: ScanResult) =>
  result.ok
    ? { ...result, values: Object.fromEntries([...result.values].sort(([a], [b]) => (a < b ? -1 : 1))) }
    : result;

function agree(text: string | Buffer, pointers: readonly string[], maxDepth = 64): void {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  expect(body.length).toBeLessThanOrEqual(PARSE_WHOLE_MAX);
  const whole = scanJson(body, { pointers, maxDepth });
  expect([String(text), comparable(whole)]).toEqual([String(text), comparable(streamed(body, pointers, maxDepth))]);
}

/** JSON texts with the keys classification cares about, dangerous keys, escapes and duplicates among them. */
function randomJson(r: () => number, depth = 0): string {
  const pick = Math.floor(r() * (depth > 5 ? 5 : 8));
  const ws = () => [' ', '', '\n', '\t', ''][Math.floor(r() * 5)]!;
  switch (pick) {
    case 0:
      return ['0', '-0', '12', '-3.5', '1e9', '2.5E-3', '123456789012345678901234567890', '0.1'][Math.floor(r() * 8)]!;
    case 1:
      return JSON.stringify(
        ['', 'updateApplicant', 'é', '\u2028', 'q"uote', '😀', '\ud800', '0001234'][Math.floor(r() * 8)]!,
      );
    case 2:
      return ['true', 'false', 'null'][Math.floor(r() * 3)]!;
    case 3:
      return '"\\u00e9\\n\\/\\"\\\\"';
    case 4: {
      const n = Math.floor(r() * 4);
      return `[${ws()}${Array.from({ length: n }, () => randomJson(r, depth + 1)).join(`,${ws()}`)}]`;
    }
    default: {
      const n = Math.floor(r() * 5);
      const keys = [
        'topic',
        'data',
        'applicationRef',
        'applicantRef',
        'CreationDate',
        '__proto__',
        '\\u005f_proto__',
        'constructor',
        'to\\u0070ic',
        'a/b',
        'm~n',
        '0',
        '',
      ];
      return `{${ws()}${Array.from({ length: n }, () => `"${keys[Math.floor(r() * keys.length)]}"${ws()}:${ws()}${randomJson(r, depth + 1)}`).join(`,${ws()}`)}}`;
    }
  }
}

/** What a mutation may insert. */
const MUTATION_TOKENS = ['{', '}', '[', ']', ',', ':', '"', '\\', '0', '-', '.', 'e', 'n', '\u0001', '\ufeff'];

describe('a small body read whole by JSON.parse', () => {
  const pointers = [
    ...classificationPointers,
    '/data',
    '/a~1b',
    '/m~0n',
    '/0',
    '/data/0',
    '/data/00',
    '/topic/0',
    '/__proto__',
    '/constructor',
  ];

  it('says the same as the streaming scanner of every example of the contract', () => {
    for (const { payload } of eventExamples()) agree(JSON.stringify(payload), classificationPointers);
  });

  it('says the same as the streaming scanner of thousands of generated texts and their mutations', () => {
    const r = rng(20261128);
    for (let n = 0; n < 4000; n += 1) {
      const text = randomJson(r);
      agree(n % 2 ? mutate(text, r, MUTATION_TOKENS) : text, pointers, 3 + (n % 5));
    }
  });

  it('says the same of byte order marks, invalid UTF-8, deep nesting and dangerous keys', () => {
    const cases: (string | Buffer)[] = [
      '\ufeff{"topic":"updateApplicant"}',
      '\ufeff\ufeff{"topic":"x"}',
      Buffer.from([0xef, 0xbb, 0x7b, 0x7d]),
      Buffer.concat([Buffer.from('{"topic":"a'), Buffer.from([0xe2, 0x22, 0x7d])]),
      Buffer.concat([Buffer.from('{"topic":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"t'), Buffer.from([0xc0, 0xa2]), Buffer.from('":1}')]),
      '{"a":'.repeat(65) + '1' + '}'.repeat(65),
      '{"data":[' + '{"x":[]},'.repeat(100) + '{}]}',
      '{"a":{"b":[{"__proto__":{"x":1}}]}}',
      '{"\\u0063onstructor":1}',
      '{"proto":1,"__proto":2,"constructo":3}',
      '{"topic":"a","topic":"b","data":{"applicantRef":1},"data":{"x":2}}',
      '',
      ' ',
      '"updateApplicant"',
      'null',
      '-0',
      '{"topic":"x"} ',
      '{"topic":"x"}}',
    ];
    for (const text of cases) agree(text, pointers);
    // deep enough for a recursive walk to overflow the stack (only /topic: the comparison itself recurses)
    agree('['.repeat(20_000) + ']'.repeat(20_000), ['/topic']);
    agree('{"data":{"x":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}}', ['/topic', '/data/y']);
  });
});
