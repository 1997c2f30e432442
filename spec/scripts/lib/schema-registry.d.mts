// Types of schema-registry.mjs.
import type { Ajv } from 'ajv';
export function componentSchemaId(name: string, options?: { closed?: boolean }): string;
export function rewriteRefs(schema: any): any;
export function closedSchema(document: any, schema: any): any;
export function createAjv(
  document: any,
  options?: Record<string, unknown>,
  engine?: { dialect?: '2020-12' | 'draft-07' },
): Ajv;
