// Rules on what a container holds: array items, the schema of unknown fields, and whether an object is closed.
import type { Comparison } from './comparison.js';

export function itemsRules(c: Comparison): void {
  if (c.before.items.length && c.after.items.length) {
    c.nested(c.before.items, c.after.items, ['[]']);
  } else if (c.before.items.length !== c.after.items.length) {
    c.constraint(
      'items',
      c.before.items.length ? 'looser' : 'tighter',
      'Array items schema ' + (c.before.items.length ? 'removed.' : 'added.'),
      c.after.items[0]?.pointer ?? c.before.items[0]!.pointer,
    );
  }
  if (c.before.additionalProperties.length && c.after.additionalProperties.length) {
    c.nested(c.before.additionalProperties, c.after.additionalProperties, ['{}']);
  }
  if (Boolean(c.before.closed) !== Boolean(c.after.closed)) {
    const closing = Boolean(c.after.closed);
    c.constraint(
      'additionalProperties',
      closing ? 'tighter' : 'looser',
      closing ? 'Object closed to unknown fields.' : 'Object opened to unknown fields.',
      (c.after.closed ?? c.before.closed)!,
    );
  }
}
