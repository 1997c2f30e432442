// Secrets the client holds (tokens it was issued or given, the password it sent) are cut out of every text that
// leaves it: messages of errors, provider error bodies quoted in them or returned by raw calls, log lines, hook
// events and error causes. A secret is found however it is echoed: in any letter case, with or without its dashes
// (a GUID printed as 32 hex digits, in braces, upper case), URL-encoded, inside JSON text or parsed JSON values.

const KEEP = 16;
const MASK = '[redacted]';
/** Shorter secrets would cut ordinary words out of messages. */
const MIN_LENGTH = 4;

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern that matches the secret in any case, with or without dashes between any of its characters. */
function patternOf(secret: string): string {
  const chars = [...secret].filter((c) => c !== '-');
  return chars.map(escape).join('-?');
}

export class Redactor {
  #secrets: string[] = [];
  #pattern: RegExp | undefined;

  add(secret: string | undefined | null): void {
    if (typeof secret !== 'string' || secret.replace(/-/g, '').length < MIN_LENGTH || this.#secrets.includes(secret))
      return;
    this.#secrets.push(secret);
    if (this.#secrets.length > KEEP) this.#secrets.shift();
    const variants = new Set<string>();
    for (const s of this.#secrets) {
      variants.add(patternOf(s));
      const encoded = encodeURIComponent(s);
      if (encoded !== s) variants.add(patternOf(encoded));
      const json = JSON.stringify(s).slice(1, -1);
      if (json !== s) variants.add(patternOf(json));
    }
    // Longest first, so that a secret containing another is cut whole.
    this.#pattern = new RegExp([...variants].sort((a, b) => b.length - a.length).join('|'), 'giu');
  }

  text(value: string): string {
    return this.#pattern && typeof value === 'string' ? value.replace(this.#pattern, MASK) : value;
  }

  /** A JSON-compatible value with every string (keys included) redacted (for parsed error bodies). */
  value<T>(value: T): T {
    if (!this.#pattern) return value;
    if (typeof value === 'string') return this.text(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.value(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.text(k), this.value(v)])) as T;
    }
    return value;
  }

  /**
   * A plain copy of an error (name, message, code and cause chain, redacted) to attach as `cause`: the original
   * objects of a fetch failure can hold sockets and, in some runtimes, the request.
   */
  cause(error: unknown, depth = 0): unknown {
    if (!(error instanceof Error) && (typeof error !== 'object' || error === null))
      return typeof error === 'string' ? this.text(error) : error;
    const source = error as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
    const copy = new Error(this.text(String(source.message ?? '')));
    copy.name = String(source.name ?? 'Error');
    if (typeof source.code === 'string' || typeof source.code === 'number')
      (copy as Error & { code?: unknown }).code = source.code;
    if (source.cause !== undefined && depth < 3) copy.cause = this.cause(source.cause, depth + 1);
    copy.stack = `${copy.name}: ${copy.message}`;
    return copy;
  }
}
