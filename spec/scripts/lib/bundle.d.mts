// Types of bundle.mjs.
export const DOCUMENTS: readonly { name: 'openapi' | 'asyncapi'; source: string }[];
export function redocly(specDir: string, args: string[]): Promise<{ code: number; output: string }>;
export function bundle(specDir: string, outDir: string, sources?: readonly string[]): Promise<void>;
export function restoreMessageRefs<T>(document: T): T;
export function lint(
  specDir: string,
  configFile: string,
  sources?: readonly string[],
): Promise<{ document: string; ok: boolean; output: string }[]>;
