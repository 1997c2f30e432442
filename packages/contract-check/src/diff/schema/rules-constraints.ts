// Rules on the bounds and exact constraints (minLength … maximum, pattern, format …), merged across members.
import type { Comparison } from './comparison.js';
import { effective, constraintChange, show } from './view.js';

export function constraintsRules(c: Comparison): void {
  const keywords = new Set([...c.before.constraints.keys(), ...c.after.constraints.keys()]);
  for (const keyword of keywords) {
    const before = effective(keyword, c.before.constraints.get(keyword));
    const after = effective(keyword, c.after.constraints.get(keyword));
    const change = constraintChange(keyword, before?.value, after?.value);
    if (!change) continue;
    const message =
      before === undefined
        ? `${keyword} ${show(after!.value)} added.`
        : after === undefined
          ? `${keyword} ${show(before.value)} removed.`
          : `${keyword} changed from ${show(before.value)} to ${show(after.value)}.`;
    c.constraint(keyword, change, message, after?.pointer ?? before!.pointer, after ? 'head' : 'base');
  }
}
