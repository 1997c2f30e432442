// JSON read tolerantly: values of the documents are `unknown` until narrowed by these.

/** A JSON object whose members are not known yet. */
export type JsonObject = { readonly [key: string]: unknown };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is an object, else an empty one: an optional part of a document that is absent reads as empty. */
export function objectOf(value: unknown): JsonObject {
  return isPlainObject(value) ? value : {};
}

/** The value if it is an array, else an empty one. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** The members of an object (none for another value). */
export function entriesOf(value: unknown): [string, unknown][] {
  return Object.entries(objectOf(value));
}
