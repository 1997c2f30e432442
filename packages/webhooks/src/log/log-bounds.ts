// No log line is longer than 8 KiB, whatever a payload or a handler puts into it: a long text is cut (its length
// said), a deep or wide value is summarised, and when the fields are still too long the largest are left out (named
// in `omitted`). The receiver's loggers write bounded lines, every logger given to the receiver gets bounded fields,
// and the worker process sends only bounded fields over IPC.
import { systemClock } from '@trs/shared';

/** The longest log line, in bytes, the newline included. */
export const MAX_LOG_LINE_BYTES = 8 * 1024;
/** What the fields of one line may take, leaving room for level, time, message and base fields. */
const MAX_FIELDS_BYTES = 6 * 1024;
/** The most characters of one text kept in a field, and of a message. */
const MAX_TEXT_CHARS = 1024;
const MAX_MESSAGE_CHARS = 1024;
const MAX_ITEMS = 32;
const MAX_DEPTH = 6;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

// What is cut stays within the bound, the note of what was left out included: bounding again changes nothing (the
// receiver bounds what it gives a logger, and jsonLogger bounds what it writes).
export function boundedText(text: string, max = MAX_TEXT_CHARS): string {
  if (text.length <= max) return text;
  const note = `… (${text.length} characters in all)`;
  return `${text.slice(0, max - note.length)}${note}`;
}

/** A copy of a value that JSON can carry, with long texts cut and large, deep or circular structures summarised. */
function bounded(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return boundedText(value);
  if (typeof value === 'bigint') return String(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${(value as Uint8Array).byteLength} bytes]`;
  if (value instanceof Error) return { name: value.name, message: boundedText(value.message) };
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[array of ${value.length}]` : '[object]';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      if (value.length <= MAX_ITEMS) return value.map((item) => bounded(item, depth + 1, seen));
      const items = value.slice(0, MAX_ITEMS - 1).map((item) => bounded(item, depth + 1, seen));
      return [...items, `… (${value.length} items in all)`];
    }
    const entries = Object.entries(value);
    const cut = entries.length > MAX_ITEMS;
    const kept = entries
      .slice(0, cut ? MAX_ITEMS - 1 : MAX_ITEMS)
      .map(([key, item]) => [boundedText(key, 128), bounded(item, depth + 1, seen)]);
    if (cut) kept.push(['…', `${entries.length} fields in all`]);
    return Object.fromEntries(kept);
  } finally {
    seen.delete(value);
  }
}

/** The fields of a log line, within their share of MAX_LOG_LINE_BYTES. */
export function boundedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const result = bounded(fields ?? {}, 0, new WeakSet()) as Record<string, unknown>;
  let size = bytes(result);
  if (size <= MAX_FIELDS_BYTES) return result;
  const omitted: string[] = [];
  const bySize = Object.entries(result)
    .map(([key, value]) => ({ key, size: bytes(value) + key.length + 4 }))
    .sort((a, b) => b.size - a.size);
  for (const { key, size: taken } of bySize) {
    if (size <= MAX_FIELDS_BYTES - 256) break;
    delete result[key];
    omitted.push(key);
    size -= taken;
  }
  return { ...result, omitted };
}

export function boundedMessage(message: string): string {
  return boundedText(String(message), MAX_MESSAGE_CHARS);
}

/** One JSON line of at most MAX_LOG_LINE_BYTES: the record's message and fields bounded. */
export function boundedLogLine(
  level: string,
  fields: Record<string, unknown>,
  message: string,
  base: Record<string, unknown> = {},
): string {
  const record = {
    level,
    time: new Date(systemClock.now()).toISOString(),
    msg: boundedMessage(message),
    ...boundedFields(base),
    ...boundedFields(fields),
  };
  const line = `${JSON.stringify(record)}\n`;
  if (Buffer.byteLength(line) <= MAX_LOG_LINE_BYTES) return line;
  // base and fields together were still too long: keep what says what happened
  return `${JSON.stringify({ level, time: record.time, msg: record.msg, omitted: ['fields'] })}\n`;
}
