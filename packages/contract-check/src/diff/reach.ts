// Which operations and messages a pointer of the document touches: every usage whose schema reaches the pointer
// through its $refs, so a change in a shared schema is listed under each of its users.
import type { Usage } from './model.js';
import { isJsonObject } from '@trs/shared';
import { get, within, type Located } from './pointer.js';

export interface Reach {
  usage: Usage;
  /** The usage's own schema and every definition it reaches through $refs. */
  roots: string[];
}

function collectRoots(document: unknown, start: Located): string[] {
  const roots = new Set<string>([start.pointer]);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isJsonObject(node)) return;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#') && !roots.has(node.$ref)) {
      roots.add(node.$ref);
      visit(get(document, node.$ref));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'examples' && key !== 'example') visit(value);
    }
  };
  visit(start.node);
  return [...roots];
}

export function reachOf(document: unknown, usages: { usage: Usage; schema: Located }[], containers: Reach[]): Reach[] {
  return [...usages.map(({ usage, schema }) => ({ usage, roots: collectRoots(document, schema) })), ...containers];
}

/** Usages that contain the pointer: the most specific ones (schemas) first, else their operation or message. */
export function affectedBy(reach: Reach[], pointer: string): Usage[] {
  const specific = reach.filter(
    ({ usage, roots }) =>
      usage.part !== 'operation' && usage.part !== 'message' && roots.some((root) => within(pointer, root)),
  );
  if (specific.length) return specific.map(({ usage }) => usage);
  return reach.filter(({ roots }) => roots.some((root) => within(pointer, root))).map(({ usage }) => usage);
}
