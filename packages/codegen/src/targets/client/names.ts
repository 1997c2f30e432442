// Names in the generated helpers: arguments from the contract's parameter and schema names.
import type { Operation, PathParameter } from '../../model/index.js';

/** 'ApplicationRef' → 'applicationRef', 'KYCid' → 'kycId', 'URL' → 'url', 'report-type' → 'reportType'. */
export function camelCase(name: string): string {
  const words = name.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
  const lead = /^[A-Z]+/.exec(words)?.[0] ?? '';
  const rest = words.slice(lead.length);
  // An acronym run into a lower-case word (KYCid): the word starts a new part of the name.
  if (lead.length > 1 && /^[a-z]{2}/.test(rest))
    return lead.toLowerCase() + rest.charAt(0).toUpperCase() + rest.slice(1);
  return lead.toLowerCase() + rest;
}

export const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Names a helper uses for itself: an argument must not take them. */
const TAKEN = new Set(['options', 'path', 'init', 'this']);

/**
 * The argument name of a path parameter. Where one template variable takes a different schema in different
 * operations (provider rule 2.1.1: /Applications/{BranchIdOrReferenceNumber}), each operation names it by its schema.
 */
export function argumentName(operation: Operation, parameter: PathParameter, all: readonly Operation[]): string {
  const shared = all.filter((o) => o.path === operation.path && o !== operation);
  const differs = shared.some((o) =>
    o.pathParameters.some((p) => p.name === parameter.name && p.rule.component !== parameter.rule.component),
  );
  const name = camelCase(differs && parameter.rule.component ? parameter.rule.component : parameter.name);
  return TAKEN.has(name) ? `${name}Value` : name;
}

/** The argument name of a body: its schema component's name ('CreateTenant' → 'createTenant'), or 'body'. */
export function bodyName(component: string | null, taken: readonly string[]): string {
  const name = component ? camelCase(component) : 'body';
  return TAKEN.has(name) || taken.includes(name) ? `${name}Body` : name;
}
