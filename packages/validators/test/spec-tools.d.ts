declare module '@trs/spec/tools/strict-writer.mjs' {
  export function closeObjects(schema: any, resolveRef: (ref: string) => any, refTarget: (ref: string) => string): any;
}
declare module '@trs/spec/tools/walk.mjs' {
  export function resolveLocal(document: any, value: any): any;
}
