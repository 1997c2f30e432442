// A synchronous step behind an interface that returns promises (the memory store, SQLite's synchronous drivers).
/** fn's value as a promise, and what it throws as a rejection, as an async function would give them. */
export function promised<T>(fn: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(fn()));
}
