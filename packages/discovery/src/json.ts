// JSON read tolerantly (tools' output, recordings, the contract): `unknown` until narrowed by these. @trs/codegen has
// the same three for the contract model; a published package cannot depend on it.

/** A JSON object whose members are not known yet. */
export type JsonObject = { [key: string]: unknown };

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is an object, else an empty one: an absent optional part reads as empty. */
export function objectOf(value: unknown): JsonObject {
  return isRecord(value) ? value : {};
}

/** The value if it is an array, else an empty one. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}
