// What every page renderer gets: the reference data, the linker, the sources beside the contract, and the page's own
// path (links are written relative to it).
import type { Reference, ReferenceGap, ReferenceMessage, ReferenceOperation } from '../reference.gen.js';
import type { Linker } from './linker.js';
import type { Sources } from './sources.js';

export interface SiteContext {
  readonly reference: Reference;
  readonly linker: Linker;
  readonly sources: Sources;
  readonly gapsById: ReadonlyMap<string, ReferenceGap>;
  readonly operationsById: ReadonlyMap<string, ReferenceOperation>;
  readonly messagesByName: ReadonlyMap<string, ReferenceMessage>;
}

export interface PageContext extends SiteContext {
  /** The page being rendered, relative to the site root. */
  readonly from: string;
}

export function siteContext(reference: Reference, linker: Linker, sources: Sources): SiteContext {
  return {
    reference,
    linker,
    sources,
    gapsById: new Map(reference.gaps.map((g) => [g.id, g])),
    operationsById: new Map(reference.operations.map((o) => [o.operationId, o])),
    messagesByName: new Map(reference.messages.map((m) => [m.name, m])),
  };
}
