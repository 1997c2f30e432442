// Types of examples.mjs.
export function validateOpenapiExamples(openapi: any): { checked: number; failures: string[] };
export function validateAsyncapiExamples(
  asyncapi: any,
  options?: { minimumPerMessage?: number },
): { checked: number; failures: string[] };
