// The gaps register: every x-gap and x-assumption of both documents, with the places they concern.
import { escapePointerToken, objectOf, unescapePointerToken } from '@trs/shared';
import type { Document } from './refs.js';
import type { Gap, Place } from './types.js';

const KINDS = { 'x-gap': 'gap', 'x-assumption': 'assumption' } as const;
const METHODS = /^(get|put|post|delete|patch|head|options|trace)$/;

interface Found {
  kind: 'gap' | 'assumption';
  text: string;
  pointer: string;
}

function* extensions(node: unknown, pointer: string): Generator<Found> {
  if (Array.isArray(node)) {
    for (const [index, value] of node.entries()) yield* extensions(value, `${pointer}/${index}`);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key in KINDS) {
      for (const text of [value].flat()) {
        yield { kind: KINDS[key as keyof typeof KINDS], text: String(text).trim(), pointer };
      }
    } else yield* extensions(value, `${pointer}/${escapePointerToken(key)}`);
  }
}

/** What a pointer of a bundled document points at, in words and as the operation, message or schema it belongs to. */
export function placeOf(documentName: 'openapi' | 'asyncapi', document: Document, pointer: string): Place {
  const parts = pointer.split('/').slice(1).map(unescapePointerToken);
  const place = { document: documentName, pointer, operationId: null, message: null, schema: null };
  if (parts[0] === 'paths' && parts[1] !== undefined) {
    const method = parts[2] && METHODS.test(parts[2]) ? parts[2] : undefined;
    const operation = method ? objectOf(objectOf(objectOf(document.paths)[parts[1]])[method]) : {};
    const operationId = typeof operation.operationId === 'string' ? operation.operationId : null;
    const rest = parts.slice(method ? 3 : 2).join('/');
    const label = `${method ? `${method.toUpperCase()} ` : ''}${parts[1]}${operationId ? ` (${operationId})` : ''}${rest ? ` · ${rest}` : ''}`;
    return { ...place, label, operationId };
  }
  if (parts[0] === 'components' && parts[1] !== undefined && parts[2] !== undefined) {
    const label = `${parts[1]} ${parts[2]}${parts.length > 3 ? ` · ${parts.slice(3).join('/')}` : ''}`;
    return {
      ...place,
      label,
      message: parts[1] === 'messages' ? parts[2] : null,
      schema: parts[1] === 'schemas' ? parts[2] : null,
    };
  }
  return { ...place, label: parts.join(' · ') || 'document' };
}

/** Every x-gap and x-assumption of the documents, once per text, with every place that carries it. */
export function collectGaps(documents: { openapi: Document; asyncapi: Document }): Gap[] {
  const entries = new Map<string, { kind: 'gap' | 'assumption'; text: string; places: Place[] }>();
  for (const name of ['openapi', 'asyncapi'] as const) {
    const document = documents[name];
    for (const { kind, text, pointer } of extensions(document, '')) {
      const key = `${kind}\u0000${text}`;
      const entry = entries.get(key) ?? { kind, text, places: [] };
      if (!entry.places.some((p) => p.document === name && p.pointer === pointer)) {
        entry.places.push(placeOf(name, document, pointer));
      }
      entries.set(key, entry);
    }
  }
  const counters = { gap: 0, assumption: 0 };
  const ordered = [...entries.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'gap' ? -1 : 1));
  return ordered.map((entry) => ({ id: `${entry.kind}-${++counters[entry.kind]}`, ...entry }));
}

/** Ids of the entries with a place whose pointer is `prefix` or lies under it, in one document. */
export function gapsUnder(
  gaps: readonly Gap[],
  document: 'openapi' | 'asyncapi',
  prefixes: readonly string[],
): string[] {
  return gaps
    .filter((gap) =>
      gap.places.some(
        (place) =>
          place.document === document &&
          prefixes.some((prefix) => place.pointer === prefix || place.pointer.startsWith(`${prefix}/`)),
      ),
    )
    .map((gap) => gap.id);
}
