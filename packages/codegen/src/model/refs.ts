// Reading the bundled documents: local references, JSON pointers and component names. Only the model uses these.
import type { JsonSchema } from './types.js';

export type Document = Readonly<Record<string, any>>;

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

export const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export function pointerOf(...segments: (string | number)[]): string {
  return segments.map((s) => `/${escapeSegment(String(s))}`).join('');
}

/** Follows local references ('#/…') until a value that is not one. */
export function resolveLocal<T = any>(document: Document, value: unknown): T {
  let current: any = value;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) throw new Error(`reference cycle through ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map(unescapeSegment)
      .reduce((node: any, key: string) => node?.[key], document);
  }
  return current as T;
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

export function isPlainObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text of the document, trimmed; null when absent or empty. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
