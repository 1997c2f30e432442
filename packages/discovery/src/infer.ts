// A JSON Schema inferred from a redacted value: types and format classes only, never a value (a shape has none).
import { isShaped, type FormatClass } from './shape.js';

export type InferredSchema = { readonly [keyword: string]: unknown };

const FORMATS: Partial<Record<FormatClass, string>> = {
  guid: 'uuid',
  email: 'email',
  date: 'date',
  'date-time': 'date-time',
  url: 'uri',
};

/** The schema of a redacted JSON value (shapes included). */
export function inferSchema(value: unknown): InferredSchema {
  if (isShaped(value)) {
    const { type, format } = value.$shape;
    if (type === 'string' || type === 'bytes') {
      const mapped = format ? FORMATS[format] : undefined;
      if (format === 'base64') return { type: 'string', contentEncoding: 'base64' };
      return mapped ? { type: 'string', format: mapped } : { type: 'string' };
    }
    return { type };
  }
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return value.length ? { type: 'array', items: inferSchema(value[0]) } : { type: 'array' };
  if (typeof value === 'object') {
    return {
      type: 'object',
      properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inferSchema(v)])),
    };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  return { type: typeof value };
}

/** Two inferred schemas of the same place merged: the types seen, properties of both. */
export function mergeSchemas(a: InferredSchema, b: InferredSchema): InferredSchema {
  if (JSON.stringify(a) === JSON.stringify(b)) return a;
  if (a.type === 'object' && b.type === 'object') {
    const properties: Record<string, InferredSchema> = { ...(a.properties as object) };
    for (const [k, v] of Object.entries((b.properties as Record<string, InferredSchema>) ?? {})) {
      properties[k] = properties[k] ? mergeSchemas(properties[k], v) : v;
    }
    return { type: 'object', properties };
  }
  if (a.type === b.type) return { type: a.type };
  const types = [...new Set([a.type, b.type].flat())].sort();
  return { type: types.includes('number') ? types.filter((t) => t !== 'integer') : types };
}
