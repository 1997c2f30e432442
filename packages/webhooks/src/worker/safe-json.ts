// The worker's parse of a stored body: JSON.parse, then (only when the scanner saw such keys) removal of
// `__proto__` keys and of `constructor` keys holding a `prototype`, so that no handler code that merges or assigns the
// payload can reach Object.prototype. JSON.parse itself never pollutes: it creates own properties.
import { FLAG_DANGEROUS_KEYS } from '../store/types.js';

export function parseStoredBody(body: Buffer, flags: number): unknown {
  let text = body.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const value: unknown = JSON.parse(text);
  if (flags & FLAG_DANGEROUS_KEYS) stripDangerousKeys(value);
  return value;
}

/** Removes the keys in place, without recursion (depth was bounded at receipt, but be safe anyway). */
export function stripDangerousKeys(root: unknown): number {
  let removed = 0;
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) if (item && typeof item === 'object') stack.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(record, '__proto__')) {
      delete record['__proto__'];
      removed += 1;
    }
    if (Object.prototype.hasOwnProperty.call(record, 'constructor')) {
      const ctor = record['constructor'];
      if (ctor && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
        delete record['constructor'];
        removed += 1;
      }
    }
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (child && typeof child === 'object') stack.push(child);
    }
  }
  return removed;
}
