// Types of gaps.mjs.
export function collectGaps(documents: Record<string, any>): { kind: string; text: string; places: string[] }[];
export function renderGaps(documents: Record<string, any>): string;
