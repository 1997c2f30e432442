// Valid bodies and parameters, taken from the examples of the bundled contract (spec/dist/openapi.json).
import { specFile } from '@trs/testkit';
import { readFileSync } from 'node:fs';
import type { Applicant, Application, CreateTenant, RentShare } from '../../src/index.js';

/** A local $ref of the document, where any of its objects may stand. */
export interface Reference {
  $ref: string;
}
export interface ExampleObject {
  value: unknown;
}
export interface MediaTypeObject {
  examples: Record<string, ExampleObject | Reference>;
}
export interface OperationObject {
  operationId: string;
  parameters?: ({ in: string; name: string; example?: unknown } | Reference)[];
  requestBody?: { content?: Record<string, MediaTypeObject> } | Reference;
  responses: Record<string, { content?: Record<string, MediaTypeObject> } | Reference>;
  security?: unknown[];
}
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The parts of the bundled OpenAPI document the tests read. */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
  components: { examples: Record<string, ExampleObject> };
  security: unknown[];
}

export const openapi = JSON.parse(readFileSync(specFile('openapi.json'), 'utf8')) as OpenApiDocument;

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Reference>).$ref === 'string';
}

/** Follows local $refs of the document. */
export function resolve<T>(value: T | Reference): T {
  let current: unknown = value;
  while (isReference(current))
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')], openapi);
  return current as T;
}

const example = <T>(name: string) => structuredClone(openapi.components.examples[name]!.value) as T;

export const application = example<Application>('Application');
export const applicant = example<Applicant>('Applicant');
export const createTenant = example<CreateTenant>('CreateTenant');
export const guarantor = example<Applicant>('Guarantor');
export const rentShare = example<RentShare>('RentShare');
