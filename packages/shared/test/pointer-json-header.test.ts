import { describe, expect, it } from 'vitest';
import {
  entriesOf,
  escapePointerToken,
  isHeaderName,
  isJsonObject,
  listOf,
  objectOf,
  pointerOf,
  pointerTokens,
  unescapePointerToken,
} from '../src/index.js';

describe('JSON pointers', () => {
  it('escapes ~ before / and unescapes in the reverse order (RFC 6901)', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('a~1b~0c')).toBe('a/b~c');
    expect(unescapePointerToken('~01')).toBe('~1');
  });

  it('builds and reads pointers, with or without #', () => {
    expect(pointerOf()).toBe('');
    expect(pointerOf('paths', '/Applications/{BranchId}', 0)).toBe('/paths/~1Applications~1{BranchId}/0');
    expect(pointerTokens('#/paths/~1Authenticate/post')).toEqual(['paths', '/Authenticate', 'post']);
    expect(pointerTokens('')).toEqual([]);
    expect(pointerTokens('/a//b')).toEqual(['a', '', 'b']);
    expect(() => pointerTokens('a/b')).toThrow(/not a JSON pointer/);
  });
});

describe('JSON guards', () => {
  it('tell objects from arrays and null, and read absent parts as empty', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(objectOf('x')).toEqual({});
    expect(listOf({ length: 1 })).toEqual([]);
    expect(listOf([1])).toEqual([1]);
    expect(entriesOf({ a: 1 })).toEqual([['a', 1]]);
    expect(entriesOf([1])).toEqual([]);
  });
});

describe('header names', () => {
  it('accept RFC 9110 tokens only', () => {
    expect(isHeaderName('X-Webhook-Key')).toBe(true);
    expect(isHeaderName('X-Webhook-Key=secret')).toBe(false);
    expect(isHeaderName('X-Webhook-Key:')).toBe(false);
    expect(isHeaderName('X Key')).toBe(false);
    expect(isHeaderName('')).toBe(false);
    expect(isHeaderName(7)).toBe(false);
  });
});
