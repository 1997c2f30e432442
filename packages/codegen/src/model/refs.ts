// Reading the bundled documents: local references, JSON pointers and component names. Only the model uses these.
import { isJsonObject, unescapePointerToken, type JsonObject } from '@trs/shared';
import type { JsonSchema } from './types.js';

export type Document = JsonObject;

export const COMPONENT_PREFIX = '#/components/schemas/';

/** A problem of the contract found while building the model: where, and what to change. */
export class ContractError extends Error {
  constructor(
    readonly document: 'openapi' | 'asyncapi',
    readonly pointer: string,
    problem: string,
  ) {
    super(`${document}.json ${pointer || '(root)'}: ${problem}`);
    this.name = 'ContractError';
  }
}

/** Follows local references ('#/…') until a value that is not one. */
export function resolveLocal(document: Document, value: unknown): unknown {
  let current = value;
  const seen = new Set<string>();
  while (isJsonObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`reference cycle through ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map(unescapePointerToken)
      .reduce<unknown>(
        (node, key) => (isJsonObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined),
        document,
      );
  }
  return current;
}

/** The object a value resolves to through local references; an empty one when it is none. */
export function resolveObject(document: Document, value: unknown): JsonObject {
  const resolved = resolveLocal(document, value);
  return isJsonObject(resolved) ? resolved : {};
}

/** The component a schema refers to ('#/components/schemas/Name' → 'Name'), or null. */
export function componentName(schema: JsonSchema | undefined | null): string | null {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
    ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length))
    : null;
}

/** 'create-new tenancy' → 'CreateNewTenancy'. */
export function pascalCase(text: string): string {
  return text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export function isPointer(value: unknown): value is string {
  return typeof value === 'string' && (value === '' || value.startsWith('/'));
}

/** A text of the document, trimmed; null when absent or empty. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
