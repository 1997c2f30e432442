// The listeners of a sender's requests, attempts and state changes. An observer that throws never breaks a delivery.
import type { SenderEvents } from './types.js';

export type Emit = <E extends keyof SenderEvents>(event: E, ...args: Parameters<SenderEvents[E]>) => void;

export interface Observers {
  on<E extends keyof SenderEvents>(this: void, event: E, listener: SenderEvents[E]): () => void;
  emit: Emit;
}

export function createObservers(): Observers {
  const listeners: { [E in keyof SenderEvents]: Set<SenderEvents[E]> } = {
    request: new Set(),
    attempt: new Set(),
    state: new Set(),
  };
  return {
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    emit(event, ...args) {
      for (const listener of listeners[event]) {
        try {
          (listener as (...a: typeof args) => void)(...args);
        } catch {
          // An observer must never break a delivery.
        }
      }
    },
  };
}
