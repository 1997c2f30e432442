// The listeners of resolved pending POSTs, in this process. A listener that throws is reported on stderr (by id only)
// and never stops the others nor the write that resolved the entry.
import type { PendingPost, ResolvedListener, Resolution } from './types.js';

export class ResolvedListeners {
  readonly #listeners = new Set<ResolvedListener>();

  add(listener: ResolvedListener): () => void {
    if (typeof listener !== 'function') throw new TypeError('onResolved(listener): listener must be a function');
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(pending: PendingPost & { resolved: Resolution }): void {
    for (const listener of this.#listeners) {
      try {
        listener(structuredClone(pending));
      } catch (error) {
        console.error(
          `@trs/journal: an onResolved listener failed for pending ${pending.id} (${pending.operation}):`,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
  }
}
