// Rules on the annotations that change meaning: default, readOnly, writeOnly, deprecated.
import { STRICT_WRITER_NOTE } from '../model.js';
import { equal } from '../pointer.js';
import type { Comparison } from './comparison.js';
import { show } from './view.js';

export function flagsRules(c: Comparison): void {
  const { defaultValue: before, readOnly: roBefore, writeOnly: woBefore, deprecated: depBefore } = c.before;
  const { defaultValue: after, readOnly: roAfter, writeOnly: woAfter, deprecated: depAfter } = c.after;
  if (!equal(before?.value, after?.value)) {
    const pointer = (after ?? before)!.pointer;
    const message = `Default changed from ${before ? show(before.value) : 'none'} to ${after ? show(after.value) : 'none'}.`;
    if (c.sent) {
      c.emit(
        'sent-default-changed',
        'breaking',
        `${message} Requests that leave the field out now mean something else.`,
        pointer,
        after ? 'head' : 'base',
      );
    } else {
      c.emit('documentation-changed', 'documentation', message, pointer, after ? 'head' : 'base');
    }
  }
  if (Boolean(roBefore?.value) !== Boolean(roAfter?.value) && c.sent) {
    const pointer = (roAfter ?? roBefore)!.pointer;
    if (roAfter?.value)
      c.emit(
        'sent-property-removed',
        'breaking',
        'Field became read-only: it can no longer be sent.',
        pointer,
        'head',
        [],
        STRICT_WRITER_NOTE,
      );
    else
      c.emit('sent-property-added', 'non-breaking', 'Field is no longer read-only: it can be sent.', pointer, 'head');
  }
  if (Boolean(woBefore?.value) !== Boolean(woAfter?.value) && !c.sent) {
    const pointer = (woAfter ?? woBefore)!.pointer;
    if (woAfter?.value)
      c.emit(
        'received-property-removed',
        'breaking',
        'Field became write-only: it is no longer returned.',
        pointer,
        'head',
      );
    else
      c.emit(
        'received-property-added',
        'non-breaking',
        'Field is no longer write-only: it is returned.',
        pointer,
        'head',
      );
  }
  if (!depBefore?.value && depAfter?.value) {
    c.emit('deprecated', 'non-breaking', 'Marked deprecated: plan to stop using it.', depAfter.pointer, 'head');
  }
}
