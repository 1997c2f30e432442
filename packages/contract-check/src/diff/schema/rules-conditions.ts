// Rules on if/then/else and not: a changed condition cannot be rated, so it is reported as breaking both ways.
import { child, equal, type Located } from '../pointer.js';
import type { Comparison } from './comparison.js';

export function conditionsRules(c: Comparison): void {
  const count = Math.max(c.before.conditions.length, c.after.conditions.length);
  for (let index = 0; index < count; index++) {
    const before = c.before.conditions[index];
    const after = c.after.conditions[index];
    if (!before || !after || !equal(before.node.if, after.node.if)) {
      c.emit(
        'schema-condition-changed',
        'breaking',
        'A conditional rule (if/then/else) was added, removed or changed its condition.',
        child((after ?? before)!.pointer, 'if'),
        after ? 'head' : 'base',
      );
      continue;
    }
    for (const branch of ['then', 'else'] as const) {
      const b = before.node[branch];
      const a = after.node[branch];
      if (b === undefined && a === undefined) continue;
      const empty = (pointer: string): Located => ({ node: {}, pointer });
      c.nested(
        [b === undefined ? empty(child(before.pointer, branch)) : { node: b, pointer: child(before.pointer, branch) }],
        [a === undefined ? empty(child(after.pointer, branch)) : { node: a, pointer: child(after.pointer, branch) }],
        [],
      );
    }
  }
  const negationsBefore = c.before.negations.map((entry) => entry.node);
  const negationsAfter = c.after.negations.map((entry) => entry.node);
  if (!equal(negationsBefore, negationsAfter)) {
    const pointer = c.after.negations[0]?.pointer ?? c.before.negations[0]!.pointer;
    c.emit(
      'schema-condition-changed',
      'breaking',
      'A `not` rule was added, removed or changed.',
      pointer,
      c.after.negations.length ? 'head' : 'base',
    );
  }
}
