// A JSON checker that reads raw bytes once, allocates almost nothing, and picks out only the few values the
// receiver needs to classify a delivery (the pointers of the dispatch rules, idempotency keys and ordering keys).
//
// Why not JSON.parse in the request path: a `fileData` document is tens of MiB; JSON.parse needs the body as a
// string (one copy) and builds the object (another), so answering would cost three times the body in memory and
// the event loop would stall for the parse. The worker parses later, one event at a time.
//
// It accepts exactly RFC 8259 JSON (what JSON.parse accepts), plus a leading UTF-8 byte order mark. It never
// recurses, so a body of a million '[' cannot overflow the stack: depth is counted, and past `maxDepth` the
// document is reported as too deep (still fully checked for syntax).

import { createHash } from 'node:crypto';

/** A captured value too large to keep: only its hash is carried (it can still take part in a key). */
export class LargeValue {
  constructor(
    readonly sha256: string,
    readonly bytes: number,
  ) {}
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export type ScanResult =
  | {
      ok: true;
      rootType: JsonType;
      /** Deepest nesting of objects and arrays (the root object is depth 1). */
      depth: number;
      tooDeep: boolean;
      /** pointer → value, for the requested pointers that the document holds. JSON.parse semantics: last key wins. */
      values: Map<string, unknown>;
      /** A key named __proto__ or constructor occurs somewhere (the worker strips them before handlers see it). */
      dangerousKeys: boolean;
    }
  | { ok: false; message: string; offset: number };

export interface ScanOptions {
  pointers: Iterable<string>;
  maxDepth: number;
  /** Values longer than this (raw bytes) are captured as a LargeValue. Default 64 KiB. */
  maxCapture?: number;
}

const enum C {
  Tab = 0x09,
  Lf = 0x0a,
  Cr = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Plus = 0x2b,
  Comma = 0x2c,
  Minus = 0x2d,
  Dot = 0x2e,
  Zero = 0x30,
  Nine = 0x39,
  Colon = 0x3a,
  OpenBracket = 0x5b,
  Backslash = 0x5c,
  CloseBracket = 0x5d,
  LowerE = 0x65,
  UpperE = 0x45,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

const OBJECT = 1;
const ARRAY = 2;

const PROTO = Buffer.from('__proto__');
const CONSTRUCTOR = Buffer.from('constructor');

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function encodePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Precomputed lookup for a set of pointers: which ones to capture, and which containers lead to them. */
export class PointerSet {
  readonly targets: Set<string>;
  /** Pointers of containers on the way to a target (and the targets themselves), '' excluded. */
  readonly prefixes: Set<string>;
  readonly maxDepth: number;
  constructor(pointers: Iterable<string>) {
    this.targets = new Set();
    this.prefixes = new Set();
    let max = 0;
    for (const pointer of pointers) {
      if (pointer !== '' && !pointer.startsWith('/')) throw new Error(`${pointer} is not a JSON pointer`);
      this.targets.add(pointer);
      const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(decodePointerSegment);
      max = Math.max(max, segments.length);
      for (let i = 1; i <= segments.length; i += 1)
        this.prefixes.add('/' + segments.slice(0, i).map(encodePointerSegment).join('/'));
    }
    this.maxDepth = max;
  }
}

const pointerSetCache = new WeakMap<object, PointerSet>();

function isWhitespace(b: number): boolean {
  return b === C.Space || b === C.Lf || b === C.Cr || b === C.Tab;
}
function isDigit(b: number): boolean {
  return b >= C.Zero && b <= C.Nine;
}
function isHex(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);
}
function bytesEqual(buf: Uint8Array, start: number, end: number, word: Uint8Array): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i += 1) if (buf[start + i] !== word[i]) return false;
  return true;
}

interface OpenCapture {
  pointer: string;
  start: number;
  /** Stack depth of the container that holds the captured value's contents (for containers), else -1. */
  depth: number;
}

export function scanJson(
  input: Uint8Array,
  options: ScanOptions | (ScanOptions & { pointerSet: PointerSet }),
): ScanResult {
  const buf = input;
  const length = buf.length;
  const maxCapture = options.maxCapture ?? 64 * 1024;
  let set = (options as { pointerSet?: PointerSet }).pointerSet;
  if (!set) {
    const key = options.pointers as object;
    set = pointerSetCache.get(key);
    if (!set) {
      set = new PointerSet(options.pointers);
      if (typeof key === 'object') pointerSetCache.set(key, set);
    }
  }
  const trackDepth = set.maxDepth;
  const values = new Map<string, unknown>();
  const captures: OpenCapture[] = [];

  let stack = new Uint8Array(64);
  let sp = 0; // number of open containers
  let maxSeen = 0;
  // segment per open container (only the first trackDepth levels are kept); arrays keep their index
  const segments: string[] = [];
  const indexes: number[] = [];
  let dangerousKeys = false;
  let rootType: JsonType | undefined;

  const fail = (message: string, offset: number): ScanResult => ({
    ok: false,
    message: `${message} at byte ${offset}`,
    offset,
  });

  const currentPointer = (): string => {
    let p = '';
    for (let d = 0; d < sp; d += 1)
      p += '/' + encodePointerSegment(stack[d] === ARRAY ? String(indexes[d]) : segments[d]!);
    return p;
  };

  const finishCapture = (capture: OpenCapture, end: number) => {
    const raw = buf.subarray(capture.start, end);
    if (raw.length > maxCapture) {
      values.set(capture.pointer, new LargeValue(createHash('sha256').update(raw).digest('hex'), raw.length));
    } else {
      values.set(capture.pointer, JSON.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8')));
    }
  };

  /** Called at the first byte of every value. Returns the capture opened, if any. */
  const valueStarts = (offset: number): OpenCapture | undefined => {
    if (sp > trackDepth || set!.prefixes.size === 0) return undefined;
    // a segment deeper than tracked is never part of a target
    const pointer = currentPointer();
    if (!set!.prefixes.has(pointer)) return undefined;
    // JSON.parse keeps the last of duplicate keys: a value seen again replaces everything captured under it
    for (const existing of values.keys())
      if (existing === pointer || existing.startsWith(pointer + '/')) values.delete(existing);
    if (!set!.targets.has(pointer)) return undefined;
    return { pointer, start: offset, depth: -1 };
  };

  let i = 0;
  if (length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) i = 3;

  // states
  const VALUE = 0; // expecting a value
  const AFTER_VALUE = 1; // after a value: ',' or a closing bracket (or end at depth 0)
  const KEY_OR_END = 2; // after '{'
  const KEY = 3; // after ',' in an object
  const COLON = 4; // after a key
  const VALUE_OR_END = 5; // after '['
  let state = VALUE;

  while (true) {
    // skip whitespace
    while (i < length && isWhitespace(buf[i]!)) i += 1;
    if (i >= length) {
      if (state === AFTER_VALUE && sp === 0) break;
      return fail(sp > 0 ? 'unexpected end of input inside a container' : 'unexpected end of input', i);
    }
    const b = buf[i]!;

    if (state === AFTER_VALUE) {
      if (sp === 0) return fail('unexpected data after the JSON value', i);
      const top = stack[sp - 1];
      if (b === C.Comma) {
        i += 1;
        if (top === ARRAY) {
          if (sp <= trackDepth) indexes[sp - 1] = (indexes[sp - 1] ?? 0) + 1;
          state = VALUE;
        } else state = KEY;
        continue;
      }
      if ((b === C.CloseBrace && top === OBJECT) || (b === C.CloseBracket && top === ARRAY)) {
        i += 1;
        sp -= 1;
        const capture = captures[captures.length - 1];
        if (capture && capture.depth === sp + 1) {
          captures.pop();
          finishCapture(capture, i);
        }
        state = AFTER_VALUE;
        continue;
      }
      return fail(`expected ',' or '${top === OBJECT ? '}' : ']'}'`, i);
    }

    if (state === KEY_OR_END || state === KEY) {
      if (b === C.CloseBrace && state === KEY_OR_END) {
        i += 1;
        sp -= 1;
        const capture = captures[captures.length - 1];
        if (capture && capture.depth === sp + 1) {
          captures.pop();
          finishCapture(capture, i);
        }
        state = AFTER_VALUE;
        continue;
      }
      if (b !== C.Quote) return fail('expected a property name in double quotes', i);
      const start = i + 1;
      const end = scanString(buf, start);
      if (end < 0) return fail(stringError(end), errorOffset(end, length));
      const escaped = lastStringEscaped;
      let key: string | undefined;
      if (escaped) {
        key = JSON.parse(
          Buffer.from(buf.buffer, buf.byteOffset + start - 1, end - start + 2).toString('utf8'),
        ) as string;
        if (key === '__proto__' || key === 'constructor') dangerousKeys = true;
      } else if (bytesEqual(buf, start, end, PROTO) || bytesEqual(buf, start, end, CONSTRUCTOR)) dangerousKeys = true;
      if (sp <= trackDepth) {
        segments[sp - 1] = key ?? Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8');
      }
      i = end + 1;
      state = COLON;
      continue;
    }

    if (state === COLON) {
      if (b !== C.Colon) return fail("expected ':' after a property name", i);
      i += 1;
      state = VALUE;
      continue;
    }

    // VALUE or VALUE_OR_END
    if (state === VALUE_OR_END && b === C.CloseBracket) {
      i += 1;
      sp -= 1;
      const capture = captures[captures.length - 1];
      if (capture && capture.depth === sp + 1) {
        captures.pop();
        finishCapture(capture, i);
      }
      state = AFTER_VALUE;
      continue;
    }
    const capture = valueStarts(i);
    if (sp === 0) {
      rootType =
        b === C.OpenBrace
          ? 'object'
          : b === C.OpenBracket
            ? 'array'
            : b === C.Quote
              ? 'string'
              : b === 0x74 || b === 0x66
                ? 'boolean'
                : b === 0x6e
                  ? 'null'
                  : 'number';
    }
    if (b === C.OpenBrace || b === C.OpenBracket) {
      if (sp === stack.length) {
        const grown = new Uint8Array(stack.length * 2);
        grown.set(stack);
        stack = grown;
      }
      stack[sp] = b === C.OpenBrace ? OBJECT : ARRAY;
      if (b === C.OpenBracket && sp < trackDepth) indexes[sp] = 0;
      sp += 1;
      if (sp > maxSeen) maxSeen = sp;
      if (capture) {
        capture.depth = sp;
        captures.push(capture);
      }
      i += 1;
      state = b === C.OpenBrace ? KEY_OR_END : VALUE_OR_END;
      continue;
    }
    let end: number;
    if (b === C.Quote) {
      end = scanString(buf, i + 1);
      if (end < 0) return fail(stringError(end), errorOffset(end, length));
      end += 1;
    } else if (b === C.Minus || isDigit(b)) {
      end = scanNumber(buf, i);
      if (end < 0) return fail('invalid number', errorOffset(end, length));
    } else if (b === 0x74) {
      end = matchWord(buf, i, 'true');
      if (end < 0) return fail('invalid literal', i);
    } else if (b === 0x66) {
      end = matchWord(buf, i, 'false');
      if (end < 0) return fail('invalid literal', i);
    } else if (b === 0x6e) {
      end = matchWord(buf, i, 'null');
      if (end < 0) return fail('invalid literal', i);
    } else {
      return fail(`unexpected character ${JSON.stringify(String.fromCharCode(b))}`, i);
    }
    if (capture) finishCapture(capture, end);
    i = end;
    state = AFTER_VALUE;
  }

  return { ok: true, rootType: rootType!, depth: maxSeen, tooDeep: maxSeen > options.maxDepth, values, dangerousKeys };
}

// Negative results encode an error: UNTERMINATED, or -(offset + 10) for an invalid escape or control character.
const UNTERMINATED = -1;
/** Set by scanString: whether the string it just scanned holds a backslash escape. */
let lastStringEscaped = false;

function errorOffset(code: number, length: number): number {
  return code === UNTERMINATED ? length : -code - 10;
}

function stringError(code: number): string {
  return code === UNTERMINATED ? 'unterminated string' : 'invalid escape or control character in a string';
}

/** From the first byte after the opening quote; returns the index of the closing quote, or a negative code. */
function scanString(buf: Uint8Array, start: number): number {
  const length = buf.length;
  let i = start;
  lastStringEscaped = false;
  while (i < length) {
    const b = buf[i]!;
    if (b === C.Quote) return i;
    if (b === C.Backslash) {
      lastStringEscaped = true;
      const e = buf[i + 1];
      if (e === undefined) return UNTERMINATED;
      if (e === 0x75) {
        if (i + 5 >= length) return UNTERMINATED;
        if (!isHex(buf[i + 2]!) || !isHex(buf[i + 3]!) || !isHex(buf[i + 4]!) || !isHex(buf[i + 5]!)) return -(i + 10);
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x2f ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      ) {
        i += 2;
        continue;
      }
      return -(i + 10);
    }
    if (b < 0x20) return -(i + 10);
    i += 1;
  }
  return UNTERMINATED;
}

/** Returns the index after the number, or -(offset+10) of the offending byte. */
function scanNumber(buf: Uint8Array, start: number): number {
  const length = buf.length;
  let i = start;
  if (buf[i] === C.Minus) i += 1;
  if (i >= length) return -(i + 10);
  if (buf[i] === C.Zero) i += 1;
  else if (isDigit(buf[i]!)) while (i < length && isDigit(buf[i]!)) i += 1;
  else return -(i + 10);
  if (i < length && buf[i] === C.Dot) {
    i += 1;
    if (i >= length || !isDigit(buf[i]!)) return -(i + 10);
    while (i < length && isDigit(buf[i]!)) i += 1;
  }
  if (i < length && (buf[i] === C.LowerE || buf[i] === C.UpperE)) {
    i += 1;
    if (i < length && (buf[i] === C.Plus || buf[i] === C.Minus)) i += 1;
    if (i >= length || !isDigit(buf[i]!)) return -(i + 10);
    while (i < length && isDigit(buf[i]!)) i += 1;
  }
  return i;
}

function matchWord(buf: Uint8Array, start: number, word: string): number {
  if (start + word.length > buf.length) return -1;
  for (let k = 0; k < word.length; k += 1) if (buf[start + k] !== word.charCodeAt(k)) return -1;
  return start + word.length;
}
