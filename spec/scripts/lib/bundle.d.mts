// Types of bundle.mjs.
export const DOCUMENTS: { name: 'openapi' | 'asyncapi'; source: string }[];
export function redocly(specDir: string, args: string[]): Promise<{ code: number; output: string }>;
export function bundle(specDir: string, outDir: string): Promise<void>;
export function restoreMessageRefs(document: any): any;
export function lint(specDir: string, configFile: string): Promise<{ document: string; ok: boolean; output: string }[]>;
