// What a handler logs never carries a value the contract marks x-sensitive (personal data, credentials, documents'
// bytes): the texts at those fields of the event being handled are replaced wherever they appear in the fields of its
// log lines (ctx.logger, ctx.annotate) and in the error messages of its runs. The generated handler stubs never log
// such fields; this keeps a handler that does from leaking them.
import { sensitiveFields } from '../core/contract.gen.js';
import { isJsonObject, unescapePointerToken } from '@trs/shared';
import type { Logger } from './logger.js';

export const REDACTED = '[redacted]';
/** Shorter texts (a two-letter name) are replaced only where they are a whole value, not inside other text. */
const MIN_SEARCHED_CHARS = 4;

function valuesAt(value: unknown, segments: readonly string[]): unknown[] {
  if (!segments.length) return [value];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  const key = unescapePointerToken(head);
  if (!isJsonObject(value) || !Object.hasOwn(value, key)) return [];
  return valuesAt(value[key], rest);
}

/** Every text at the event's sensitive fields (and inside them), the longest first. */
export function sensitiveTexts(eventName: string, payload: unknown): string[] {
  const pointers = (sensitiveFields as Readonly<Record<string, readonly string[]>>)[eventName] ?? [];
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value) texts.add(value);
    } else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
  };
  for (const pointer of pointers) for (const value of valuesAt(payload, pointer.split('/').slice(1))) collect(value);
  return [...texts].sort((a, b) => b.length - a.length);
}

export function redactText(text: string, texts: readonly string[]): string {
  let result = text;
  for (const secret of texts) {
    if (result === secret) return REDACTED;
    if (secret.length >= MIN_SEARCHED_CHARS && secret.length < result.length && result.includes(secret))
      result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** A copy of a value with every sensitive text replaced (strings, and strings inside objects and arrays). */
export function redactValue(value: unknown, texts: readonly string[], depth = 0): unknown {
  if (!texts.length) return value;
  if (typeof value === 'string') return redactText(value, texts);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, texts, depth + 1));
  if (value instanceof Error) return { name: value.name, message: redactText(value.message, texts) };
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, texts, depth + 1)]));
}

/** The logger a handler gets: its fields and messages without the event's sensitive texts. */
export function redactingLogger(logger: Logger, texts: readonly string[]): Logger {
  if (!texts.length) return logger;
  const redact = (level: keyof Logger) => (fields: Record<string, unknown>, message: string) =>
    logger[level]?.(redactValue(fields, texts) as Record<string, unknown>, redactText(String(message), texts));
  return { debug: redact('debug'), info: redact('info'), warn: redact('warn'), error: redact('error') };
}
