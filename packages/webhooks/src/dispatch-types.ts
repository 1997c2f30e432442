// Shapes of the contract data in contract.gen.ts (x-dispatch of the AsyncAPI document).

/** One test on the payload: the value at `pointer` matches a regular expression, equals a JSON value, or is present/absent. */
export interface DispatchCondition {
  pointer: string;
  matches?: string;
  equals?: unknown;
  present?: boolean;
}

/** Rules are tried in order; the first whose conditions all hold names the message. The last one maps `topic`. */
export type DispatchRule<Name extends string = string> =
  { message: Name; when: readonly DispatchCondition[] } | { byTopic: string };
