// Types of schema-registry.mjs.
import type { Ajv, SchemaObject } from 'ajv';
export function componentSchemaId(name: string, options?: { closed?: boolean }): string;
export function rewriteRefs(schema: unknown): SchemaObject;
export function closedSchema(document: unknown, schema: unknown): SchemaObject;
export function createAjv(
  document: unknown,
  options?: Record<string, unknown>,
  engine?: { dialect?: '2020-12' | 'draft-07' },
): Ajv;
