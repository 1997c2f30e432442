// A value's shape: what a recording keeps of a value it must not keep (a token, a password, a personal field, a
// document, any free text or unknown field): its JSON type, its length and the class of its format.
import { isJsonObject } from '@trs/shared';

export type FormatClass =
  | 'empty'
  | 'guid'
  | 'email'
  | 'date'
  | 'date-time'
  | 'digits'
  | 'reference'
  | 'phone'
  | 'postcode'
  | 'url'
  | 'pdf'
  | 'base64'
  | 'text';

export interface Shape {
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'bytes';
  /** Characters of a string, digits of a number, bytes of a body. */
  readonly length?: number;
  /** For strings and bodies. */
  readonly format?: FormatClass;
}

/** A value replaced by its shape, as it appears in a recording. */
export interface Shaped {
  readonly $shape: Shape;
}

export const isShaped = (value: unknown): value is Shaped =>
  isJsonObject(value) && '$shape' in value && Object.keys(value).length === 1;

const CLASSES: readonly [FormatClass, RegExp][] = [
  ['guid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['date-time', /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/],
  ['digits', /^\d+$/],
  ['reference', /^[A-Z]{2,4}\d{5,9}$/],
  ['url', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i],
  ['phone', /^\+?[\d ()-]{7,20}$/],
  ['postcode', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i],
  ['pdf', /^JVBERi0/],
  ['base64', /^(?:[A-Za-z0-9+/]{4}){8,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/],
];

/** The class of a string's format: the first class it matches, else text. */
export function formatClass(text: string): FormatClass {
  if (text === '') return 'empty';
  for (const [name, pattern] of CLASSES) if (pattern.test(text)) return name;
  return 'text';
}

/** The shape of a JSON scalar (objects and arrays are walked, never shaped whole). */
export function shapeOf(value: string | number | boolean | null): Shape {
  if (value === null) return { type: 'null' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') {
    return {
      type: Number.isInteger(value) ? 'integer' : 'number',
      length: String(Math.abs(value)).replace('.', '').length,
    };
  }
  return { type: 'string', length: value.length, format: formatClass(value) };
}

/** The shape of a body that is not JSON (a PDF, bytes, text). */
export function shapeOfBytes(bytes: Uint8Array): Shape {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const format: FormatClass = bytes.length === 0 ? 'empty' : head === '%PDF-' ? 'pdf' : 'text';
  return { type: 'bytes', length: bytes.length, format };
}

export const shaped = (shape: Shape): Shaped => ({ $shape: shape });
