// What every page renderer gets: the contract model, the linker, the sources beside the contract, and the page's own
// path (links are written relative to it).
import type { ContractModel, Gap, JsonSchema, Message, Operation } from '@trs/codegen';
import type { Linker } from './linker.js';
import { componentsOf } from './model.js';
import type { Sources } from './sources.js';

export interface SiteContext {
  readonly model: ContractModel;
  readonly linker: Linker;
  readonly sources: Sources;
  readonly gapsById: ReadonlyMap<string, Gap>;
  readonly operationsById: ReadonlyMap<string, Operation>;
  readonly messagesByName: ReadonlyMap<string, Message>;
  /** Every schema component a body, answer or payload schema uses, at any depth (read once per schema). */
  components(schema: JsonSchema | null): readonly string[];
}

export interface PageContext extends SiteContext {
  /** The page being rendered, relative to the site root. */
  readonly from: string;
}

export function siteContext(model: ContractModel, linker: Linker, sources: Sources): SiteContext {
  const components = new Map<JsonSchema | null, readonly string[]>();
  return {
    model,
    linker,
    sources,
    gapsById: new Map(model.gaps.map((g) => [g.id, g])),
    operationsById: new Map(model.operations.map((o) => [o.operationId, o])),
    messagesByName: new Map(model.messages.map((m) => [m.name, m])),
    components(schema) {
      let found = components.get(schema);
      if (!found) components.set(schema, (found = componentsOf(schema, model.schemas)));
      return found;
    },
  };
}
