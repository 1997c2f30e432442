// Which operations and messages a pointer of the document touches: every usage whose schema reaches the pointer
// through its $refs, so a change in a shared schema is listed under each of its users.
import type { Usage } from './model.js';
import { isObject, memberOf, within, type Located } from './pointer.js';

export interface Reach {
  usage: Usage;
  /** The usage's own schema and every definition it reaches through $refs. */
  roots: string[];
}

function collectRoots(document: unknown, start: Located): string[] {
  const roots = new Set<string>([start.pointer]);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#') && !roots.has(node.$ref)) {
      roots.add(node.$ref);
      visit(targetOf(document, node.$ref));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'examples' && key !== 'example') visit(value);
    }
  };
  visit(start.node);
  return [...roots];
}

function targetOf(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(memberOf, document);
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
