// Types of strict-writer.mjs.
export function closeObjects(
  schema: any,
  resolveRef: (ref: string) => any,
  refTarget: (ref: string) => string,
  options?: { completeCodes?: boolean },
): any;
