// A schema read back from a recording, reduced to what inferSchema (infer.ts) itself writes: `type`, `format`,
// `contentEncoding`, `properties` and `items`, each with the values inference produces. A recording is a file anyone
// could have written; whatever else it holds (`$ref`, `examples`, `default`, a `file:` URL) never reaches the contract.
import { isJsonObject } from '@trs/shared';
import type { InferredSchema } from './infer.js';

const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null', 'object', 'array']);
const FORMATS = new Set(['uuid', 'email', 'date', 'date-time', 'uri']);
/** What a property name of an inferred schema must look like to be written into the contract. */
export const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const DEPTH = 32;

function cleanType(type: unknown): string | string[] | null {
  if (typeof type === 'string') return TYPES.has(type) ? type : null;
  if (!Array.isArray(type)) return null;
  const types = [...new Set(type.filter((t): t is string => typeof t === 'string' && TYPES.has(t)))].sort();
  return types.length ? types : null;
}

/** The schema with only the keywords and values inference produces; `{}` when nothing of it is one. */
export function cleanSchema(schema: unknown, depth = 0): InferredSchema {
  if (!isJsonObject(schema) || depth > DEPTH) return {};
  const clean: Record<string, unknown> = {};
  const type = cleanType(schema.type);
  if (type) clean.type = type;
  if (typeof schema.format === 'string' && FORMATS.has(schema.format)) clean.format = schema.format;
  if (schema.contentEncoding === 'base64') clean.contentEncoding = 'base64';
  if (isJsonObject(schema.properties)) {
    clean.properties = Object.fromEntries(
      Object.entries(schema.properties)
        .filter(([name]) => PROPERTY_NAME.test(name))
        .map(([name, value]) => [name, cleanSchema(value, depth + 1)]),
    );
  }
  if (isJsonObject(schema.items)) clean.items = cleanSchema(schema.items, depth + 1);
  return clean;
}
