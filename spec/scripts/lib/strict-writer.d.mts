// Types of strict-writer.mjs: the schema comes back in the shape it went in.
export function closeObjects<Schema extends object>(
  schema: Schema,
  resolveRef: (ref: string) => Schema | undefined,
  refTarget: (ref: string) => string,
  options?: { completeCodes?: boolean },
): Schema;
