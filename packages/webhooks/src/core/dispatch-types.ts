// Shapes of the contract data in contract.gen.ts (x-dispatch and x-idempotency-key of the AsyncAPI document).

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

/** How a redelivery of a message is told from a new event with the same content (x-idempotency-key). */
export interface MessageDeduplication {
  /** Pointers whose values tell two raisings of the same content apart (CreationDate); a redelivery carries the same. */
  readonly distinguishedBy: readonly string[];
  /** The sequence the event belongs to: its name and the pointers of its subject (an applicant, a tenancy's start date). */
  readonly sequence: { readonly name: string; readonly by: readonly string[] } | null;
  /** Whether the event moves its sequence on: content seen again after such an event is a new event. */
  readonly advances: boolean;
}
