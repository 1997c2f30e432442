// The request-path JSON checker must accept exactly what JSON.parse accepts, pick out the same values JSON.parse
// would give, and never recurse (a body of a million '[' must not overflow the stack).
import { describe, expect, it } from 'vitest';
import { JsonScanner, LargeValue, scanJson } from '../src/core/json-scan.js';
import { mutate, rng } from './helpers.js';

const scan = (text: string | Buffer, pointers: string[] = ['/topic'], maxDepth = 64) =>
  scanJson(typeof text === 'string' ? Buffer.from(text) : text, { pointers, maxDepth });

function jsonParses(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
}

// A small deterministic generator of JSON texts and near-JSON texts.
function randomJson(r: () => number, depth = 0): string {
  const pick = Math.floor(r() * (depth > 4 ? 5 : 7));
  const ws = () => [' ', '', '\n', '\t', '\r\n', ''][Math.floor(r() * 6)]!;
  switch (pick) {
    case 0:
      return ['0', '-0', '12', '-3.5', '1e9', '2.5E-3', '1E+2', '123456789012345678901234567890'][Math.floor(r() * 8)]!;
    case 1:
      return JSON.stringify(
        ['', 'a', 'é', '\u2028', 'tab\t', 'q"uote', 'back\\slash', '\u0000', '😀', '\ud800'][Math.floor(r() * 10)]!,
      );
    case 2:
      return ['true', 'false', 'null'][Math.floor(r() * 3)]!;
    case 3:
      return '"\\u00e9\\n\\/\\b\\f\\r\\t\\"\\\\"';
    case 4:
      return JSON.stringify(r() * 1000);
    case 5: {
      const n = Math.floor(r() * 4);
      return `[${ws()}${Array.from({ length: n }, () => randomJson(r, depth + 1)).join(`${ws()},${ws()}`)}${ws()}]`;
    }
    default: {
      const n = Math.floor(r() * 4);
      const keys = ['topic', 'data', 'a', '__proto__', 'x y', 'to\\u0070ic', ''];
      return `{${ws()}${Array.from({ length: n }, () => `"${keys[Math.floor(r() * keys.length)]}"${ws()}:${ws()}${randomJson(r, depth + 1)}`).join(`${ws()},${ws()}`)}${ws()}}`;
    }
  }
}
/** What a mutation may insert. */
const MUTATION_TOKENS = ['{', '}', '[', ']', ',', ':', '"', '\\', '0', '-', '.', 'e', 't', 'n', ' ', '\u0001', 'x'];

describe('scanJson', () => {
  it('accepts and rejects exactly what JSON.parse does (hand-picked edge cases)', () => {
    const cases = [
      '{"a":1}',
      '[1,2',
      '{"a":01}',
      '"x"',
      '{"a":"\\u00zz"}',
      '{"a":1}x',
      '',
      '  ',
      '{"a":-0.5e+3}',
      '{"a":"tab\there"}',
      '{"a":[]}',
      '{"":{"":1}}',
      '\ufeff{"a":1}',
      '{"a":tru}',
      '[[[[]]]]',
      '{"a":1,}',
      '[1,]',
      '{,}',
      '{"a" 1}',
      'nul',
      '1.',
      '-',
      '1e',
      '0',
      '-0',
      '1E+2',
      '{"a":"\\""}',
      '{"a":"\\/"}',
      '{"a":"\\x"}',
      '{"a":"\n"}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":Infinity}',
      '[.5]',
      '[+1]',
      '[1.e1]',
      '[0x10]',
      '{"a":1 "b":2}',
      '{"a"::1}',
      '[]]',
      '{}}',
      '"\\u12"',
      '"abc',
      '{"a":"b"',
      '[true false]',
      '[null,]',
      '  {"a" : [ 1 , 2 ] }  ',
      '"\\ud83d\\ude00"',
    ];
    for (const text of cases) expect([text, scan(text).ok]).toEqual([text, jsonParses(text)]);
  });

  it('agrees with JSON.parse on thousands of generated texts and their mutations', () => {
    const r = rng(42);
    let valid = 0;
    let invalid = 0;
    for (let n = 0; n < 4000; n += 1) {
      const text = randomJson(r);
      const candidate = n % 2 ? mutate(text, r, MUTATION_TOKENS) : text;
      const expected = jsonParses(candidate);
      if (expected) valid += 1;
      else invalid += 1;
      const result = scan(candidate, ['/topic', '/data', '/a/0']);
      if (result.ok !== expected)
        throw new Error(`disagreement on ${JSON.stringify(candidate)}: JSON.parse ${expected}, scanJson ${result.ok}`);
    }
    expect(valid).toBeGreaterThan(1000);
    expect(invalid).toBeGreaterThan(500);
  });

  it('extracts the values JSON.parse would give, the last of duplicate keys winning, escaped keys decoded', () => {
    const text =
      '{"topic":"a","data":{"x":1,"n":[1,{"k":true}]},"topic":"b","data":{"y":"\\u0041"},"t\\u006fpic2":{"z":null}}';
    const result = scan(text, ['/topic', '/data/x', '/data/y', '/data/n/1/k', '/topic2', '/topic2/z', '/missing']);
    if (!result.ok) throw new Error('expected ok');
    expect(Object.fromEntries(result.values)).toEqual({
      '/topic': 'b',
      '/data/y': 'A',
      '/topic2': { z: null },
      '/topic2/z': null,
    });
    const array = scan('{"a":[10,20,{"b":[30]}]}', ['/a/1', '/a/2/b/0', '/a/3']);
    expect(array.ok && Object.fromEntries(array.values)).toEqual({ '/a/1': 20, '/a/2/b/0': 30 });
  });

  it('reports the root type, and values over the capture limit only by hash', () => {
    expect(scan('[1]').ok && (scan('[1]') as { rootType?: string }).rootType).toBe('array');
    expect((scan('"s"') as { rootType?: string }).rootType).toBe('string');
    const big = JSON.stringify({ topic: 'x'.repeat(100_000) });
    const result = scanJson(Buffer.from(big), { pointers: ['/topic'], maxDepth: 8, maxCapture: 1000 });
    expect(result.ok && result.values.get('/topic')).toBeInstanceOf(LargeValue);
  });

  it('counts depth without recursion: a million nested arrays is too deep, not a crash', () => {
    const depth = 1_000_000;
    const deep = Buffer.from('['.repeat(depth) + ']'.repeat(depth));
    const result = scan(deep);
    expect(result).toMatchObject({ ok: true, tooDeep: true, depth });
    expect(scan('['.repeat(depth)).ok).toBe(false); // unclosed: not JSON at all
    expect(scan('{"a":'.repeat(65) + '1' + '}'.repeat(65), ['/a'], 64)).toMatchObject({ ok: true, tooDeep: true });
    expect(scan('{"a":'.repeat(64) + '1' + '}'.repeat(64), ['/a'], 64)).toMatchObject({ ok: true, tooDeep: false });
  });

  it('notices __proto__ and constructor keys, escaped or not, at any depth', () => {
    expect((scan('{"a":{"b":[{"__proto__":{"x":1}}]}}') as { dangerousKeys?: boolean }).dangerousKeys).toBe(true);
    expect((scan('{"\\u005f_proto__":1}') as { dangerousKeys?: boolean }).dangerousKeys).toBe(true);
    expect((scan('{"constructor":{"prototype":{}}}') as { dangerousKeys?: boolean }).dangerousKeys).toBe(true);
    expect((scan('{"proto":1,"__proto":2}') as { dangerousKeys?: boolean }).dangerousKeys).toBe(false);
  });

  it('accepts a UTF-8 byte order mark and multi-byte text', () => {
    const result = scan(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"topic":"ünïcödé 😀"}')]));
    expect(result.ok && result.values.get('/topic')).toBe('ünïcödé 😀');
  });

  it('gives the same answer fed chunk by chunk as the body arrives, wherever the chunks are cut', () => {
    const r = rng(7);
    const pointers = ['/topic', '/data', '/a/0', '/data/x'];
    const texts = [
      '\ufeff{"topic":"t\u00e9","data":{"x":[1,-2.5e3,true,null]},"a":["\ud83d\ude00"]}',
      JSON.stringify({ topic: 'ünïcödé 😀', data: { fileData: 'QUJD'.repeat(5000), x: 12 } }),
    ];
    for (let n = 0; n < 1500; n += 1) {
      const text = randomJson(r);
      texts.push(n % 3 ? mutate(text, r, MUTATION_TOKENS) : text);
    }
    for (const text of texts) {
      const whole = Buffer.from(text);
      const expected = scanJson(whole, { pointers, maxDepth: 16 });
      for (const cuts of [1, 2, 3, 7]) {
        const scanner = new JsonScanner({ pointers, maxDepth: 16 });
        let at = 0;
        while (at < whole.length) {
          const size = cuts === 1 ? 1 : 1 + Math.floor(r() * (whole.length / cuts + 1));
          scanner.write(whole.subarray(at, at + size));
          at += size;
        }
        const got = scanner.end();
        expect([text, cuts, got.ok, got.ok && Object.fromEntries(got.values)]).toEqual([
          text,
          cuts,
          expected.ok,
          expected.ok && Object.fromEntries(expected.values),
        ]);
      }
    }
  });
});
