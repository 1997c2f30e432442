// One comparison of two views for data flowing one way: what every family of rules (rules-*.ts) reads, and how it
// reports a finding.
import type { Direction, Finding, Severity } from '../model.js';
import { child, type Located } from '../pointer.js';
import type { View } from './view.js';

/** A finding inside one schema; `field` is relative to the schema compared. */
export type SchemaFinding = Omit<Finding, 'usage'>;

/** Compares nested schemas (properties, items, alternatives) with the comparer's cache and cycle guard. */
export type Nested = (base: Located[], head: Located[], direction: Direction, prefix: string[]) => SchemaFinding[];

export class Comparison {
  readonly sent: boolean;

  constructor(
    private readonly nestedComparison: Nested,
    readonly before: View,
    readonly after: View,
    readonly direction: Direction,
    readonly findings: SchemaFinding[],
  ) {
    this.sent = direction === 'sent';
  }

  emit(
    rule: string,
    severity: Severity,
    message: string,
    pointer: string,
    side: 'base' | 'head',
    field: string[] = [],
    note?: string,
    explains?: string[],
  ): void {
    this.findings.push({
      rule,
      severity,
      message,
      pointer,
      side,
      field,
      ...(note ? { note } : {}),
      ...(explains?.length ? { explains } : {}),
    });
  }

  headPointer(keyword: string): string {
    return child(this.after.pointers[0] ?? '#', keyword);
  }

  /** The findings inside a nested schema pair, their fields under `prefix`. */
  nested(base: Located[], head: Located[], prefix: string[]): void {
    this.findings.push(...this.nestedComparison(base, head, this.direction, prefix));
  }

  /** A constraint that changed: breaking when it narrows what is sent or widens what is received. */
  constraint(
    keyword: string,
    change: 'tighter' | 'looser' | 'both',
    message: string,
    pointer: string,
    side: 'base' | 'head' = 'head',
  ): void {
    void keyword;
    if (this.sent) {
      if (change === 'looser') this.emit('sent-constraint-loosened', 'non-breaking', message, pointer, side);
      else this.emit('sent-constraint-tightened', 'breaking', message, pointer, side);
    } else if (change === 'tighter') {
      this.emit('received-constraint-tightened', 'non-breaking', message, pointer, side);
    } else {
      this.emit('received-constraint-loosened', 'breaking', message, pointer, side);
    }
  }
}
