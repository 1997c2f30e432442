// --set /pointer=value: a change to an example payload at a JSON pointer (RFC 6901). The value is read as JSON when
// it is JSON (700, true, null, "0001234", {"a":1}) and as a string otherwise (0001234, Completed).
import { unescapePointerToken } from '@trs/shared';
import { UsageError } from '../errors.js';

export interface PointerChange {
  pointer: string;
  segments: string[];
  value: unknown;
}

export function parseSet(text: string): PointerChange {
  const at = text.indexOf('=');
  if (!text.startsWith('/') || at < 0)
    throw new UsageError(
      `--set takes /json/pointer=value (for example --set /data/rentShare=700 or --set /applicationRef=0000042), got ${JSON.stringify(text)}.`,
    );
  const pointer = text.slice(0, at);
  const raw = text.slice(at + 1);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  const segments = pointer.slice(1).split('/').map(unescapePointerToken);
  if (segments.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype'))
    throw new UsageError(`--set ${pointer}: that pointer names no field of an event.`);
  return { pointer, segments, value };
}

/** A copy of `payload` with the change applied; missing objects on the way are created. */
export function applySet<T>(payload: T, change: PointerChange): T {
  const copy = structuredClone(payload) as unknown;
  let target = copy as Record<string, unknown> | unknown[];
  change.segments.forEach((segment, index) => {
    const last = index === change.segments.length - 1;
    if (Array.isArray(target)) {
      const position = segment === '-' ? target.length : Number(segment);
      if (!/^(\d+|-)$/.test(segment) || position > target.length)
        throw new UsageError(
          `--set ${change.pointer}: "${segment}" is not an index of the array there (0 to ${target.length}).`,
        );
      if (last) target[position] = change.value;
      else target = (target[position] ??= {}) as Record<string, unknown>;
      return;
    }
    if (last) {
      target[segment] = change.value;
      return;
    }
    const next = target[segment];
    if (next === undefined || next === null) target = target[segment] = {};
    else if (typeof next === 'object') target = next as Record<string, unknown>;
    else
      throw new UsageError(
        `--set ${change.pointer}: /${change.segments.slice(0, index + 1).join('/')} holds ${JSON.stringify(next)}, not an object.`,
      );
  });
  return copy as T;
}
