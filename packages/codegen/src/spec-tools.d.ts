// Types of the JavaScript helpers that @trs/spec exports for reading its bundled documents.
declare module '@trs/spec/tools/walk.mjs' {
  export function resolveLocal(document: any, value: any): any;
  export function operations(openapi: any): Iterable<{ pathTemplate: string; method: string; operation: any; parameters: any[] }>;
  export function messages(asyncapi: any): { name: string; message: any }[];
}
declare module '@trs/spec/tools/schema-registry.mjs' {
  import type Ajv from 'ajv/dist/2020.js';
  export function componentSchemaId(name: string, options?: { closed?: boolean }): string;
  export function rewriteRefs(schema: any): any;
  export function closedSchema(document: any, schema: any): any;
  export function createAjv(document: any, options?: Record<string, unknown>, engine?: { dialect?: '2020-12' | 'draft-07' }): Ajv;
}
declare module '@trs/spec/tools/strict-writer.mjs' {
  export function closeObjects(schema: any, resolveRef: (ref: string) => any, refTarget: (ref: string) => string): any;
}
