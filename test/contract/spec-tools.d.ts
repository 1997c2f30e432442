declare module '@trs/spec/tools/walk.mjs' {
  export function resolveLocal(document: any, value: any): any;
  export function operations(openapi: any): Iterable<{ pathTemplate: string; method: string; operation: any; parameters: any[] }>;
}
