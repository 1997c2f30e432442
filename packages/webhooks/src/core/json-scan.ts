// A JSON checker that reads raw bytes as they arrive (chunk by chunk), allocates almost nothing, and picks out only
// the few values the receiver needs to classify a delivery (the pointers of the dispatch rules, idempotency keys and
// ordering keys).
//
// Why not JSON.parse in the request path: a `fileData` document is tens of MiB; JSON.parse needs the whole body as a
// string (one copy) and builds the object (another), and the event loop would stall for the parse. This scanner sees
// each byte once while the body streams to the inbox, so a large body never has to sit in memory to be classified.
//
// It accepts exactly RFC 8259 JSON (what JSON.parse accepts), plus a leading UTF-8 byte order mark. It never
// recurses, so a body of a million '[' cannot overflow the stack: depth is counted, and past `maxDepth` the
// document is reported as too deep (still fully checked for syntax).

import { createHash, type Hash } from 'node:crypto';
import { escapePointerToken, unescapePointerToken } from '@trs/shared';

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
  LowerU = 0x75,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

const OBJECT = 1;
const ARRAY = 2;

// Where the scanner is.
const enum S {
  Bom, // at the very start: a UTF-8 BOM may come
  Value, // expecting a value
  AfterValue, // after a value: ',' or a closing bracket (or the end at depth 0)
  KeyOrEnd, // after '{'
  Key, // after ',' in an object
  Colon, // after a key
  ValueOrEnd, // after '['
  String, // inside a string (a key or a value)
  Number,
  Literal, // true, false, null
}

// Inside a number: what may come next.
const enum N {
  AfterMinus, // a digit
  AfterZero, // '.', 'e' or the end
  Int, // digits, '.', 'e' or the end
  AfterDot, // a digit
  Frac, // digits, 'e' or the end
  AfterE, // sign or digit
  AfterESign, // digit
  Exp, // digits or the end
}

const PROTO = '__proto__';
const CONSTRUCTOR = 'constructor';
const KEY_LIMIT = 4096;

/**
 * The target pointers as a tree of their tokens, for reading them from a parsed document: a node per pointer prefix,
 * its children by key (and, for arrays, by index), the pointer it completes if any.
 */
interface TargetNode {
  pointer: string | null;
  children: Map<string, TargetNode>;
  /** The children whose token is an array index as the scanner writes it (decimal, no leading zero). */
  indexes: [number, TargetNode][];
}

const newTargetNode = (): TargetNode => ({ pointer: null, children: new Map(), indexes: [] });

/** Precomputed lookup for a set of pointers: which ones to capture, and which containers lead to them. */
export class PointerSet {
  readonly targets: Set<string>;
  /** Pointers of containers on the way to a target (and the targets themselves), '' excluded. */
  readonly prefixes: Set<string>;
  readonly maxDepth: number;
  /** The targets the scanner can capture, as a tree of tokens (the root's node). */
  readonly tree: TargetNode = newTargetNode();
  constructor(pointers: Iterable<string>) {
    this.targets = new Set();
    this.prefixes = new Set();
    let max = 0;
    for (const pointer of pointers) {
      if (pointer !== '' && !pointer.startsWith('/')) throw new Error(`${pointer} is not a JSON pointer`);
      this.targets.add(pointer);
      const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointerToken);
      max = Math.max(max, segments.length);
      for (let i = 1; i <= segments.length; i += 1)
        this.prefixes.add('/' + segments.slice(0, i).map(escapePointerToken).join('/'));
      // The scanner captures a value only at a pointer it writes itself (escaped its way, keys of at most KEY_LIMIT
      // bytes, indexes in decimal), never the root.
      if (segments.length && this.prefixes.has(pointer) && segments.every((s) => Buffer.byteLength(s) <= KEY_LIMIT)) {
        let node = this.tree;
        for (const key of segments) {
          let child = node.children.get(key);
          if (!child) {
            node.children.set(key, (child = newTargetNode()));
            if (/^(0|[1-9][0-9]{0,14})$/.test(key)) node.indexes.push([Number(key), child]);
          }
          node = child;
        }
        node.pointer = pointer;
      }
    }
    this.maxDepth = max;
  }
}

const isWhitespace = (b: number) => b === C.Space || b === C.Lf || b === C.Cr || b === C.Tab;
const isDigit = (b: number) => b >= C.Zero && b <= C.Nine;
const isHex = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** A value being captured: its raw bytes (or, past maxCapture, their hash). */
class Capture {
  parts: Buffer[] = [];
  size = 0;
  hash: Hash | undefined;
  /** Index in the current chunk where its not yet appended bytes start. */
  from = 0;
  constructor(
    readonly pointer: string,
    /** Stack depth of the container holding its contents (containers), or -1 for a scalar. */
    public depth: number,
    private readonly maxCapture: number,
  ) {}
  append(bytes: Uint8Array): void {
    if (!bytes.length) return;
    this.size += bytes.length;
    if (this.hash) {
      this.hash.update(bytes);
      return;
    }
    this.parts.push(Buffer.from(bytes));
    if (this.size > this.maxCapture) {
      this.hash = createHash('sha256');
      for (const part of this.parts) this.hash.update(part);
      this.parts = [];
    }
  }
  value(): unknown {
    if (this.hash) return new LargeValue(this.hash.digest('hex'), this.size);
    return JSON.parse(Buffer.concat(this.parts, this.size).toString('utf8'));
  }
}

/**
 * Feed it the body with write(chunk) as it arrives, then call end(). After a syntax error it ignores further input;
 * `failed` says so, and end() returns the error.
 */
export class JsonScanner {
  private readonly set: PointerSet;
  private readonly trackDepth: number;
  private readonly maxDepth: number;
  private readonly maxCapture: number;
  private readonly values = new Map<string, unknown>();
  private captures: Capture[] = [];
  private stack = new Uint8Array(64);
  private sp = 0;
  private maxSeen = 0;
  private readonly segments: string[] = [];
  private readonly indexes: number[] = [];
  private dangerousKeys = false;
  private rootType: JsonType | undefined;
  private state: S = S.Bom;
  private error: { message: string; offset: number } | undefined;
  /** Bytes consumed in earlier chunks (for error offsets). */
  private base = 0;
  private bomSeen = 0;

  // inside a string
  private stringIsKey = false;
  private escape = 0; // 0 none; 1 after '\'; 2..5 hex digits of \u still expected (5 = first)
  private keyParts: Buffer[] = [];
  private keySize = 0;
  private keyEscaped = false;
  // inside a number
  private numberState: N = N.AfterMinus;
  // inside a literal
  private literal = '';
  private literalAt = 0;

  constructor(options: ScanOptions & { pointerSet?: PointerSet }) {
    this.set = options.pointerSet ?? new PointerSet(options.pointers);
    this.trackDepth = this.set.maxDepth;
    this.maxDepth = options.maxDepth;
    this.maxCapture = options.maxCapture ?? 64 * 1024;
  }

  get failed(): boolean {
    return this.error !== undefined;
  }

  /** The values captured so far (of a body cut short: what its first part held). */
  get seen(): Map<string, unknown> {
    return this.values;
  }

  private fail(message: string, offset: number): void {
    this.error = { message: `${message} at byte ${offset}`, offset };
  }

  private currentPointer(): string {
    let p = '';
    for (let d = 0; d < this.sp; d += 1)
      p += '/' + escapePointerToken(this.stack[d] === ARRAY ? String(this.indexes[d]) : this.segments[d]!);
    return p;
  }

  /** At the first byte of every value: opens a capture when the value sits at a target pointer. */
  private valueStarts(i: number): Capture | undefined {
    if (this.sp > this.trackDepth || this.set.prefixes.size === 0) return undefined;
    const pointer = this.currentPointer();
    if (!this.set.prefixes.has(pointer)) return undefined;
    // JSON.parse keeps the last of duplicate keys: a value seen again replaces everything captured under it
    for (const existing of this.values.keys())
      if (existing === pointer || existing.startsWith(pointer + '/')) this.values.delete(existing);
    if (!this.set.targets.has(pointer)) return undefined;
    const capture = new Capture(pointer, -1, this.maxCapture);
    capture.from = i;
    this.captures.push(capture);
    return capture;
  }

  /** A capture ends before index `end` of this chunk. */
  private closeCapture(capture: Capture, chunk: Uint8Array, end: number): void {
    capture.append(chunk.subarray(capture.from, end));
    this.captures.splice(this.captures.indexOf(capture), 1);
    this.values.set(capture.pointer, capture.value());
  }

  /** The scalar capture opened by the value that just ended, if any (always the last one). */
  private closeScalar(chunk: Uint8Array, end: number): void {
    const last = this.captures[this.captures.length - 1];
    if (last && last.depth === -1) this.closeCapture(last, chunk, end);
  }

  private closeContainer(chunk: Uint8Array, end: number): void {
    this.sp -= 1;
    const last = this.captures[this.captures.length - 1];
    if (last && last.depth === this.sp + 1) this.closeCapture(last, chunk, end);
    this.state = S.AfterValue;
  }

  write(chunk: Uint8Array): boolean {
    if (this.error) return false;
    const length = chunk.length;
    let i = 0;
    for (const capture of this.captures) capture.from = 0;
    while (i < length) {
      const state = this.state;
      if (state === S.String) {
        // the fast path: most bytes of a large body are inside one string
        if (this.escape === 0) {
          const start = i;
          while (i < length) {
            const b = chunk[i]!;
            if (b === C.Quote || b === C.Backslash || b < 0x20) break;
            i += 1;
          }
          if (this.stringIsKey) this.keyBytes(chunk, start, i);
          if (i >= length) break;
          const b = chunk[i]!;
          if (b < 0x20) {
            this.fail('invalid escape or control character in a string', this.base + i);
            return false;
          }
          if (b === C.Backslash) {
            if (this.stringIsKey) {
              this.keyEscaped = true;
              this.keyBytes(chunk, i, i + 1);
            }
            this.escape = 1;
            i += 1;
            continue;
          }
          // closing quote
          i += 1;
          if (this.stringIsKey) {
            this.endKey();
            this.state = S.Colon;
          } else {
            this.closeScalar(chunk, i);
            this.state = S.AfterValue;
          }
          continue;
        }
        const b = chunk[i]!;
        if (this.escape === 1) {
          if (b === C.LowerU) this.escape = 5;
          else if (
            b === 0x22 ||
            b === 0x5c ||
            b === 0x2f ||
            b === 0x62 ||
            b === 0x66 ||
            b === 0x6e ||
            b === 0x72 ||
            b === 0x74
          )
            this.escape = 0;
          else {
            this.fail('invalid escape or control character in a string', this.base + i - 1);
            return false;
          }
        } else {
          if (!isHex(b)) {
            this.fail('invalid escape or control character in a string', this.base + i);
            return false;
          }
          this.escape = this.escape === 2 ? 0 : this.escape - 1;
        }
        if (this.stringIsKey) this.keyBytes(chunk, i, i + 1);
        i += 1;
        continue;
      }
      if (state === S.Number) {
        const b = chunk[i]!;
        const next = this.numberStep(b);
        if (next === 'end') {
          this.closeScalar(chunk, i);
          this.state = S.AfterValue;
          continue; // b is looked at again in AfterValue
        }
        if (next === 'error') {
          this.fail('invalid number', this.base + i);
          return false;
        }
        i += 1;
        continue;
      }
      if (state === S.Literal) {
        if (chunk[i] !== this.literal.charCodeAt(this.literalAt)) {
          this.fail('invalid literal', this.base + i - this.literalAt);
          return false;
        }
        this.literalAt += 1;
        i += 1;
        if (this.literalAt === this.literal.length) {
          this.closeScalar(chunk, i);
          this.state = S.AfterValue;
        }
        continue;
      }
      if (state === S.Bom) {
        const expected = [0xef, 0xbb, 0xbf][this.bomSeen]!;
        if (chunk[i] === expected) {
          this.bomSeen += 1;
          i += 1;
          if (this.bomSeen === 3) this.state = S.Value;
          continue;
        }
        if (this.bomSeen > 0) {
          this.fail(`unexpected character ${JSON.stringify(String.fromCharCode(0xef))}`, this.base + i - this.bomSeen);
          return false;
        }
        this.state = S.Value;
        continue;
      }
      const b = chunk[i]!;
      if (isWhitespace(b)) {
        i += 1;
        continue;
      }
      if (state === S.AfterValue) {
        if (this.sp === 0) {
          this.fail('unexpected data after the JSON value', this.base + i);
          return false;
        }
        const top = this.stack[this.sp - 1];
        if (b === C.Comma) {
          i += 1;
          if (top === ARRAY) {
            if (this.sp <= this.trackDepth) this.indexes[this.sp - 1] = (this.indexes[this.sp - 1] ?? 0) + 1;
            this.state = S.Value;
          } else this.state = S.Key;
          continue;
        }
        if ((b === C.CloseBrace && top === OBJECT) || (b === C.CloseBracket && top === ARRAY)) {
          i += 1;
          this.closeContainer(chunk, i);
          continue;
        }
        this.fail(`expected ',' or '${top === OBJECT ? '}' : ']'}'`, this.base + i);
        return false;
      }
      if (state === S.KeyOrEnd || state === S.Key) {
        if (b === C.CloseBrace && state === S.KeyOrEnd) {
          i += 1;
          this.closeContainer(chunk, i);
          continue;
        }
        if (b !== C.Quote) {
          this.fail('expected a property name in double quotes', this.base + i);
          return false;
        }
        i += 1;
        this.stringIsKey = true;
        this.keyParts = [];
        this.keySize = 0;
        this.keyEscaped = false;
        this.escape = 0;
        this.state = S.String;
        continue;
      }
      if (state === S.Colon) {
        if (b !== C.Colon) {
          this.fail("expected ':' after a property name", this.base + i);
          return false;
        }
        i += 1;
        this.state = S.Value;
        continue;
      }
      // Value or ValueOrEnd
      if (state === S.ValueOrEnd && b === C.CloseBracket) {
        i += 1;
        this.closeContainer(chunk, i);
        continue;
      }
      const capture = this.valueStarts(i);
      if (this.sp === 0) {
        this.rootType =
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
        if (this.sp === this.stack.length) {
          const grown = new Uint8Array(this.stack.length * 2);
          grown.set(this.stack);
          this.stack = grown;
        }
        this.stack[this.sp] = b === C.OpenBrace ? OBJECT : ARRAY;
        if (b === C.OpenBracket && this.sp < this.trackDepth) this.indexes[this.sp] = 0;
        this.sp += 1;
        if (this.sp > this.maxSeen) this.maxSeen = this.sp;
        if (capture) capture.depth = this.sp;
        i += 1;
        this.state = b === C.OpenBrace ? S.KeyOrEnd : S.ValueOrEnd;
        continue;
      }
      if (b === C.Quote) {
        i += 1;
        this.stringIsKey = false;
        this.escape = 0;
        this.state = S.String;
        continue;
      }
      if (b === C.Minus || isDigit(b)) {
        this.numberState = b === C.Minus ? N.AfterMinus : b === C.Zero ? N.AfterZero : N.Int;
        i += 1;
        this.state = S.Number;
        continue;
      }
      if (b === 0x74 || b === 0x66 || b === 0x6e) {
        this.literal = b === 0x74 ? 'true' : b === 0x66 ? 'false' : 'null';
        this.literalAt = 1;
        i += 1;
        this.state = S.Literal;
        continue;
      }
      if (capture) this.captures.pop();
      this.fail(`unexpected character ${JSON.stringify(String.fromCharCode(b))}`, this.base + i);
      return false;
    }
    for (const capture of this.captures) capture.append(chunk.subarray(capture.from, length));
    this.base += length;
    return true;
  }

  private numberStep(b: number): N | 'end' | 'error' {
    switch (this.numberState) {
      case N.AfterMinus:
        if (b === C.Zero) return (this.numberState = N.AfterZero);
        if (isDigit(b)) return (this.numberState = N.Int);
        return 'error';
      case N.AfterZero:
        if (b === C.Dot) return (this.numberState = N.AfterDot);
        if (b === C.LowerE || b === C.UpperE) return (this.numberState = N.AfterE);
        return isDigit(b) ? 'error' : 'end';
      case N.Int:
        if (isDigit(b)) return N.Int;
        if (b === C.Dot) return (this.numberState = N.AfterDot);
        if (b === C.LowerE || b === C.UpperE) return (this.numberState = N.AfterE);
        return 'end';
      case N.AfterDot:
        return isDigit(b) ? (this.numberState = N.Frac) : 'error';
      case N.Frac:
        if (isDigit(b)) return N.Frac;
        if (b === C.LowerE || b === C.UpperE) return (this.numberState = N.AfterE);
        return 'end';
      case N.AfterE:
        if (b === C.Plus || b === C.Minus) return (this.numberState = N.AfterESign);
        return isDigit(b) ? (this.numberState = N.Exp) : 'error';
      case N.AfterESign:
        return isDigit(b) ? (this.numberState = N.Exp) : 'error';
      case N.Exp:
        return isDigit(b) ? N.Exp : 'end';
    }
  }

  private keyBytes(chunk: Uint8Array, from: number, to: number): void {
    if (to <= from || this.keySize > KEY_LIMIT) return;
    this.keyParts.push(Buffer.from(chunk.subarray(from, to)));
    this.keySize += to - from;
  }

  private endKey(): void {
    let key: string;
    const raw = Buffer.concat(this.keyParts, this.keySize);
    if (this.keySize > KEY_LIMIT) key = '\u0000(a key too long to track)';
    else if (this.keyEscaped) key = JSON.parse(`"${raw.toString('utf8')}"`) as string;
    else key = raw.toString('utf8');
    if (key === PROTO || key === CONSTRUCTOR) this.dangerousKeys = true;
    if (this.sp <= this.trackDepth) this.segments[this.sp - 1] = key;
    this.keyParts = [];
  }

  end(): ScanResult {
    if (!this.error) {
      if (this.state === S.Number) {
        if (this.numberState === N.AfterMinus || this.numberState === N.AfterDot || this.numberState >= N.AfterE) {
          if (this.numberState !== N.Exp) this.fail('invalid number', this.base);
        }
        if (!this.error) {
          const last = this.captures[this.captures.length - 1];
          if (last && last.depth === -1) {
            this.captures.pop();
            this.values.set(last.pointer, last.value());
          }
          this.state = S.AfterValue;
        }
      }
      if (!this.error) {
        if (this.state === S.String) this.fail('unterminated string', this.base);
        else if (this.state === S.Literal) this.fail('invalid literal', this.base - this.literalAt);
        else if (this.state !== S.AfterValue || this.sp !== 0)
          this.fail(this.sp > 0 ? 'unexpected end of input inside a container' : 'unexpected end of input', this.base);
      }
    }
    if (this.error) return { ok: false, ...this.error };
    return {
      ok: true,
      rootType: this.rootType!,
      depth: this.maxSeen,
      tooDeep: this.maxSeen > this.maxDepth,
      values: this.values,
      dangerousKeys: this.dangerousKeys,
    };
  }
}

const pointerSetCache = new WeakMap<object, PointerSet>();

/** Bodies up to this size are read whole by JSON.parse (native, one pass) rather than by the scanner. */
export const PARSE_WHOLE_MAX = 64 * 1024;

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/**
 * Whether a key of this text may be __proto__ or constructor: only if those letters, or a \u escape that could spell
 * them, occur at all (a search in native code).
 */
const mayHoldDangerousKey = (text: string) =>
  text.includes(PROTO) || text.includes(CONSTRUCTOR) || text.includes('\\u');

/**
 * The scan of a whole body read by JSON.parse: the same result as the scanner's, in native code but for one tight
 * loop over the bytes. JSON.parse accepts what the scanner accepts and keeps what it keeps (the last of duplicate
 * keys); the loop gives what the text says beyond the parsed value: its deepest nesting, and the count of its
 * key-value pairs. undefined when the scanner must say it: JSON.parse refuses the text (the scanner says why and
 * where), or a key that may be __proto__ or constructor sits in a text with duplicate keys (the scanner sees keys
 * the parsed value dropped). Only for bodies no larger than the capture limit (no value can be a LargeValue).
 */
function parseWhole(input: Uint8Array, set: PointerSet, maxDepth: number): ScanResult | undefined {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // The scanner's one allowance beyond JSON.parse: a leading UTF-8 byte order mark.
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = bytes.toString('utf8', start);
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return undefined;
  }
  // The text is JSON: outside strings, brackets nest and every ':' ends a key.
  let depth = 0;
  let open = 0;
  let pairs = 0;
  let inString = false;
  // (byte values written out: a const enum is an object here, under isolatedModules, and this loop is hot)
  for (let i = start, length = bytes.length; i < length; i += 1) {
    const b = bytes[i]!;
    if (inString) {
      if (b === 0x5c /* \\ */) i += 1;
      else if (b === 0x22 /* " */) inString = false;
    } else if (b === 0x22 /* " */) inString = true;
    else if (b === 0x7b /* { */ || b === 0x5b /* [ */) {
      open += 1;
      if (open > depth) depth = open;
    } else if (b === 0x7d /* } */ || b === 0x5d /* ] */) open -= 1;
    else if (b === 0x3a /* : */) pairs += 1;
  }
  let dangerousKeys = false;
  if (root !== null && typeof root === 'object' && mayHoldDangerousKey(text)) {
    // Every key of the parsed value, without recursion; a key the parsed value lost to a duplicate is not there.
    let keys = 0;
    const stack: object[] = [root];
    while (stack.length) {
      const node = stack.pop()!;
      if (Array.isArray(node)) {
        for (const item of node as unknown[]) if (item !== null && typeof item === 'object') stack.push(item);
        continue;
      }
      for (const key of Object.keys(node)) {
        keys += 1;
        if (key === PROTO || key === CONSTRUCTOR) dangerousKeys = true;
        const item = (node as Record<string, unknown>)[key];
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    }
    if (keys !== pairs) return undefined;
  }
  const values = new Map<string, unknown>();
  // The tree of targets walked down the document (without recursion), from whichever side has fewer keys.
  const nodes: TargetNode[] = [set.tree];
  const found: unknown[] = [root];
  while (nodes.length) {
    const node = nodes.pop()!;
    const value = found.pop();
    if (value === null || typeof value !== 'object') continue;
    const visit = (child: TargetNode, at: unknown) => {
      if (child.pointer !== null) values.set(child.pointer, at);
      if (child.children.size) {
        nodes.push(child);
        found.push(at);
      }
    };
    if (Array.isArray(value)) {
      for (const [index, child] of node.indexes) if (index < value.length) visit(child, value[index]);
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length <= node.children.size) {
      for (const key of keys) {
        const child = node.children.get(key);
        if (child) visit(child, (value as Record<string, unknown>)[key]);
      }
    } else
      for (const [key, child] of node.children)
        if (hasOwn(value, key)) visit(child, (value as Record<string, unknown>)[key]);
  }
  const rootType: JsonType = root === null ? 'null' : Array.isArray(root) ? 'array' : (typeof root as JsonType);
  return { ok: true, rootType, depth, tooDeep: depth > maxDepth, values, dangerousKeys };
}

/**
 * Scans a whole body at once: JSON.parse when it is small enough that no value would be captured by hash only, and
 * the scanner (one chunk) otherwise, or when JSON.parse refuses it (the scanner's error says where).
 */
export function scanJson(input: Uint8Array, options: ScanOptions & { pointerSet?: PointerSet }): ScanResult {
  let pointerSet = options.pointerSet;
  if (!pointerSet && typeof options.pointers === 'object') {
    pointerSet = pointerSetCache.get(options.pointers as object);
    if (!pointerSet) pointerSetCache.set(options.pointers as object, (pointerSet = new PointerSet(options.pointers)));
  }
  pointerSet ??= new PointerSet(options.pointers);
  if (input.length <= Math.min(PARSE_WHOLE_MAX, options.maxCapture ?? PARSE_WHOLE_MAX)) {
    const parsed = parseWhole(input, pointerSet, options.maxDepth);
    if (parsed) return parsed;
  }
  const scanner = new JsonScanner({ ...options, pointerSet });
  scanner.write(input);
  return scanner.end();
}
