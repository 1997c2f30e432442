// Rules on anyOf / oneOf: options are matched by the definition they reference, else by title, else by position.
import { objectOf } from '@trs/shared';
import type { Located } from '../pointer.js';
import type { Comparison } from './comparison.js';

export function alternativesRules(c: Comparison): void {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const before = c.before.alternatives.find((entry) => entry.keyword === keyword);
    const after = c.after.alternatives.find((entry) => entry.keyword === keyword);
    if (!before && !after) continue;
    if (!before || !after) {
      const present = (after ?? before)!;
      c.constraint(
        keyword,
        after ? 'tighter' : 'looser',
        `${keyword} ${after ? 'added' : 'removed'}.`,
        present.pointer,
        after ? 'head' : 'base',
      );
      continue;
    }
    const identity = (option: Located, index: number) => {
      const node = objectOf(option.node);
      if (typeof node.$ref === 'string') return `ref:${node.$ref}`;
      return typeof node.title === 'string' ? `title:${node.title}` : `index:${index}`;
    };
    const beforeIds = new Map(before.options.map((option, index) => [identity(option, index), option]));
    const afterIds = new Map(after.options.map((option, index) => [identity(option, index), option]));
    for (const [id, option] of beforeIds) {
      const match = afterIds.get(id);
      if (match) {
        c.nested([option], [match], []);
      } else {
        c.constraint(
          keyword,
          'tighter',
          `${keyword} option ${id.replace(/^\w+:/, '')} removed.`,
          option.pointer,
          'base',
        );
      }
    }
    for (const [id, option] of afterIds) {
      if (!beforeIds.has(id)) {
        c.constraint(keyword, 'looser', `${keyword} option ${id.replace(/^\w+:/, '')} added.`, option.pointer, 'head');
      }
    }
  }
}
