declare module '@trs/spec/tools/schema-registry.mjs' {
  export function closedSchema(document: any, schema: any): any;
  export function rewriteRefs(schema: any): any;
  export function createAjv(document: any, options?: Record<string, unknown>, engine?: { dialect?: '2020-12' | 'draft-07' }): { compile: (schema: any) => (value: unknown) => boolean };
}
