// Types of walk.mjs.
export function resolveLocal(document: any, value: any): any;
export function operations(
  openapi: any,
): Iterable<{ pathTemplate: string; method: string; operation: any; parameters: any[] }>;
export function messages(asyncapi: any): { name: string; message: any }[];
export function openapiExampleCases(
  openapi: any,
): Iterable<{ where: string; schema: any; value: unknown; sent?: boolean }>;
export function asyncapiExampleCases(asyncapi: any): Iterable<{ where: string; schema: any; value: unknown }>;
