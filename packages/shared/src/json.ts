// JSON read tolerantly (payloads, tools' output, recordings, the contract): `unknown` until narrowed by these.

/** A JSON object whose members are not known yet. */
export type JsonObject = { [key: string]: unknown };

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is an object, else an empty one: an absent optional part reads as empty. */
export function objectOf(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

/** The value if it is an array, else an empty one. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** The members of an object, or none. */
export function entriesOf(value: unknown): [string, unknown][] {
  return isJsonObject(value) ? Object.entries(value) : [];
}
