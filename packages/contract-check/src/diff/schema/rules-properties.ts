// Rules on an object's fields: removed, added, required or optional, then each field's own schema.
import { STRICT_WRITER_NOTE } from '../model.js';
import type { Comparison } from './comparison.js';

export function propertiesRules(c: Comparison): void {
  const names = new Set([
    ...c.before.properties.keys(),
    ...c.after.properties.keys(),
    ...c.before.required.keys(),
    ...c.after.required.keys(),
  ]);
  for (const name of names) {
    const before = c.before.properties.get(name);
    const after = c.after.properties.get(name);
    const wasRequired = c.before.required.has(name);
    const isRequired = c.after.required.has(name);
    const existedBefore = Boolean(before) || wasRequired;
    const existsAfter = Boolean(after) || isRequired;
    if (existedBefore && !existsAfter) {
      fieldRemoved(c, name, before?.[0]?.pointer ?? c.before.required.get(name)!, wasRequired);
      continue;
    }
    if (!existedBefore && existsAfter) {
      fieldAdded(c, name, after?.[0]?.pointer ?? c.after.required.get(name)!, isRequired);
      continue;
    }
    if (wasRequired !== isRequired) requirednessChanged(c, name, isRequired);
    if (before && after) c.nested(before, after, [name]);
  }
}

function fieldRemoved(c: Comparison, name: string, pointer: string, wasRequired: boolean): void {
  const explains = wasRequired ? [c.before.required.get(name)!] : [];
  if (c.sent) {
    c.emit(
      'sent-property-removed',
      'breaking',
      `Field ${name} removed.`,
      pointer,
      'base',
      [name],
      STRICT_WRITER_NOTE,
      explains,
    );
  } else {
    c.emit(
      'received-property-removed',
      'breaking',
      `Field ${name} removed.`,
      pointer,
      'base',
      [name],
      undefined,
      explains,
    );
  }
}

function fieldAdded(c: Comparison, name: string, pointer: string, isRequired: boolean): void {
  const explains = isRequired ? [c.after.required.get(name)!] : [];
  if (c.sent && isRequired) {
    c.emit(
      'sent-required-added',
      'breaking',
      `New required field ${name}.`,
      pointer,
      'head',
      [name],
      undefined,
      explains,
    );
  } else if (c.sent) {
    c.emit('sent-property-added', 'non-breaking', `New optional field ${name}.`, pointer, 'head', [name]);
  } else {
    c.emit(
      'received-property-added',
      'non-breaking',
      `New field ${name}.`,
      pointer,
      'head',
      [name],
      undefined,
      explains,
    );
  }
}

/** A field present on both sides that became required, or optional. */
function requirednessChanged(c: Comparison, name: string, isRequired: boolean): void {
  if (isRequired) {
    const pointer = c.after.required.get(name)!;
    if (c.sent) c.emit('sent-required-added', 'breaking', `Field ${name} became required.`, pointer, 'head', [name]);
    else
      c.emit('received-required-added', 'non-breaking', `Field ${name} is now always present.`, pointer, 'head', [
        name,
      ]);
    return;
  }
  const pointer = c.before.required.get(name)!;
  if (c.sent)
    c.emit('sent-required-removed', 'non-breaking', `Field ${name} became optional.`, pointer, 'base', [name]);
  else
    c.emit(
      'received-required-removed',
      'breaking',
      `Field ${name} became optional: it may be absent.`,
      pointer,
      'base',
      [name],
    );
}
