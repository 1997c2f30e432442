// Direction-aware comparison of two JSON Schemas, as a consumer sees them.
//
// What clients send must stay acceptable: anything that accepted less than before breaks them (a new required
// field, a removed value, a narrower type, a tighter constraint), and, because our client validates what it sends
// strictly, so does a removed field. What clients and receivers get must stay readable: anything that can deliver
// something the old reader never saw breaks them (a removed field, a field that became optional, a changed type, a
// new value of a closed enum, a looser constraint). Open code lists (`x-codes`) and unknown fields are read
// tolerantly, so new codes and new fields are not breaking.
// The rules live one family per file in schema/ (rules-*.ts); schema/view.ts merges a schema's members into the
// view they compare.
import type { Direction } from './model.js';
import type { Located } from './pointer.js';
import { Comparison, type SchemaFinding } from './schema/comparison.js';
import { alternativesRules } from './schema/rules-alternatives.js';
import { conditionsRules } from './schema/rules-conditions.js';
import { constraintsRules } from './schema/rules-constraints.js';
import { flagsRules } from './schema/rules-flags.js';
import { propertiesRules } from './schema/rules-properties.js';
import { itemsRules } from './schema/rules-structure.js';
import { codesRules, typesRules, valuesRules } from './schema/rules-values.js';
import { view } from './schema/view.js';

export type { SchemaFinding } from './schema/comparison.js';
export { COMPARED_KEYWORDS } from './schema/view.js';

/** Every family of rules, in the order their findings are reported. */
const RULES: readonly ((comparison: Comparison) => void)[] = [
  typesRules,
  valuesRules,
  codesRules,
  propertiesRules,
  itemsRules,
  constraintsRules,
  alternativesRules,
  conditionsRules,
  flagsRules,
];

interface Sides {
  base: unknown;
  head: unknown;
}

export class SchemaComparer {
  private readonly cache = new Map<string, SchemaFinding[]>();
  private readonly inProgress = new Set<string>();
  /** Every schema (merged member) compared, on each side: a difference inside them was looked at. */
  readonly compared = { base: new Set<string>(), head: new Set<string>() };

  constructor(private readonly documents: Sides) {}

  /** Compares the schema at `base` with the one at `head` for data flowing in `direction`. */
  compare(base: Located, head: Located, direction: Direction): SchemaFinding[] {
    return this.compareViews([base], [head], direction);
  }

  private compareViews(baseList: Located[], headList: Located[], direction: Direction): SchemaFinding[] {
    const before = view(this.documents.base, baseList);
    const after = view(this.documents.head, headList);
    before.pointers.forEach((pointer) => this.compared.base.add(pointer));
    after.pointers.forEach((pointer) => this.compared.head.add(pointer));
    const key = `${direction}|${before.pointers.join(',')}|${after.pointers.join(',')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (this.inProgress.has(key)) return [];
    this.inProgress.add(key);
    const findings: SchemaFinding[] = [];
    const comparison = new Comparison(this.nested.bind(this), before, after, direction, findings);
    for (const rules of RULES) rules(comparison);
    this.inProgress.delete(key);
    this.cache.set(key, findings);
    return findings;
  }

  /** Used by the rules to recurse into properties, items and alternatives. */
  nested(base: Located[], head: Located[], direction: Direction, prefix: string[]): SchemaFinding[] {
    return this.compareViews(base, head, direction).map((finding) => ({
      ...finding,
      field: [...prefix, ...(finding.field ?? [])],
    }));
  }
}
