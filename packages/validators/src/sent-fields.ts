// The fields the provider spec names for each webhook event (the contract's x-sent-fields, catalogued in
// catalog.gen.ts as sentFields): their shape, and the words an issue of validateSentEvent uses for a missing one.

/** A condition on one field of a payload: it equals a value, is one of several, or is present (or absent). */
export interface SentCondition {
  readonly pointer: string;
  readonly equals?: unknown;
  readonly in?: readonly unknown[];
  readonly present?: boolean;
}

/** Fields a payload carries only under a condition. */
export interface SentFieldGroup {
  /** JSON pointers; a `*` segment stands for every item of a list. */
  readonly fields: readonly string[];
  /** The condition, when a field of the payload shows it; null when only `because` says when. */
  readonly when: SentCondition | null;
  /** The provider may leave them out even when the condition holds. */
  readonly may: boolean;
  /** Why, with the provider spec's section. */
  readonly because: string;
  /** The condition in words ("when /Status is \"COMPLETED\""), or null. */
  readonly whenWords: string | null;
}

/** The fields the provider spec names for one event. */
export interface SentFieldList {
  /** Every payload of the event carries these (JSON pointers; `*` stands for every item of a list). */
  readonly always: readonly string[];
  readonly conditional: readonly SentFieldGroup[];
}

/** Whether a pointer of a payload ('/data/applicants/0/type') is the field a listed pointer names ('/data/applicants/*\/type'). */
export function pointerMatches(listed: string, pointer: string): boolean {
  const want = listed.split('/');
  const got = pointer.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment === got[i] || (segment === '*' && /^\d+$/.test(got[i]!)))
  );
}

/** Why a field missing from a payload as sent is required: every payload carries it, or the condition that holds. */
export function missingFieldWords(event: string, list: SentFieldList | undefined, pointer: string): string | null {
  if (!list) return null;
  if (list.always.some((listed) => pointerMatches(listed, pointer)))
    return `is required: every ${event} the provider sends carries it`;
  const group = list.conditional.find((g) => g.whenWords && g.fields.some((listed) => pointerMatches(listed, pointer)));
  return group ? `is required ${group.whenWords}` : null;
}
