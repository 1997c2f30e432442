// Rules on what a value may be: its type, a closed set of values (enum, const), and the known codes of an open one
// (x-codes, read tolerantly).
import { TOLERANT_READER_NOTE } from '../model.js';
import { child, equal } from '../pointer.js';
import type { Comparison } from './comparison.js';
import { show, typesWithin, typeText } from './view.js';

export function typesRules(c: Comparison): void {
  const before = c.before.types?.set;
  const after = c.after.types?.set;
  if (typesWithin(before, after) && typesWithin(after, before)) return;
  const pointer = c.after.types?.pointer ?? c.headPointer('type');
  const change = `from ${typeText(before)} to ${typeText(after)}`;
  if (c.sent) {
    if (!typesWithin(before, after))
      c.emit('sent-type-narrowed', 'breaking', `Type narrowed ${change}.`, pointer, 'head');
    else c.emit('sent-type-widened', 'non-breaking', `Type widened ${change}.`, pointer, 'head');
  } else if (!typesWithin(after, before)) {
    c.emit('received-type-changed', 'breaking', `Type changed ${change}.`, pointer, 'head');
  } else {
    c.emit('received-type-narrowed', 'non-breaking', `Type narrowed ${change}.`, pointer, 'head');
  }
}

export function valuesRules(c: Comparison): void {
  const before = c.before.values?.list;
  const after = c.after.values?.list;
  if (!before && !after) return;
  const pointer = c.after.values?.pointer ?? c.before.values?.pointer ?? c.headPointer('enum');
  const side = c.after.values ? 'head' : 'base';
  if (before && after) {
    const removed = before.filter((value) => !after.some((v) => equal(v, value)));
    const added = after.filter((value) => !before.some((v) => equal(v, value)));
    if (removed.length) {
      const message = `Value${removed.length > 1 ? 's' : ''} ${removed.map(show).join(', ')} no longer allowed.`;
      if (c.sent) c.emit('sent-value-removed', 'breaking', message, pointer, side);
      else c.emit('received-value-removed', 'non-breaking', message, pointer, side);
    }
    if (added.length) {
      const message = `Closed set of values gained ${added.map(show).join(', ')}.`;
      if (c.sent) c.emit('sent-value-added', 'non-breaking', message, pointer, side);
      else c.emit('received-enum-value-added', 'breaking', message, pointer, side);
    }
  } else if (after) {
    const message = `Values now limited to ${after.map(show).join(', ')}.`;
    if (c.sent) c.emit('sent-value-removed', 'breaking', message, pointer, side);
    else c.emit('received-value-removed', 'non-breaking', message, pointer, side);
  } else {
    const message = `Values no longer limited to ${before!.map(show).join(', ')}.`;
    if (c.sent) c.emit('sent-value-added', 'non-breaking', message, pointer, side);
    else c.emit('received-enum-value-added', 'breaking', message, pointer, side);
  }
}

/** `x-codes`: the known values of an open code; a value outside the list is still valid. */
export function codesRules(c: Comparison): void {
  const before = c.before.codes?.map ?? {};
  const after = c.after.codes?.map ?? {};
  const removed = Object.keys(before).filter((code) => !(code in after));
  const added = Object.keys(after).filter((code) => !(code in before));
  for (const code of removed) {
    const pointer = child(c.before.codes!.pointer, code);
    const message = `Known code ${code} (${String(before[code])}) removed.`;
    if (c.sent) c.emit('sent-value-removed', 'breaking', message, pointer, 'base');
    else c.emit('received-value-removed', 'non-breaking', message, pointer, 'base');
  }
  for (const code of added) {
    const pointer = child(c.after.codes!.pointer, code);
    const message = `New code ${code} (${String(after[code])}).`;
    if (c.sent) c.emit('sent-value-added', 'non-breaking', message, pointer, 'head');
    else c.emit('received-code-added', 'non-breaking', message, pointer, 'head', [], TOLERANT_READER_NOTE);
  }
}
