// Secrets the client holds (tokens it was issued, the password it sent) are cut out of every text that leaves it:
// messages of errors, provider error bodies quoted in them, log lines and error causes.

const KEEP = 8;
const MASK = '[redacted]';

export class Redactor {
  #secrets: string[] = [];

  add(secret: string | undefined): void {
    if (!secret || secret.length < 4 || this.#secrets.includes(secret)) return;
    this.#secrets.push(secret);
    if (this.#secrets.length > KEEP) this.#secrets.shift();
  }

  text(value: string): string {
    let out = value;
    for (const secret of this.#secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
    return out;
  }

  /** A JSON-compatible value with every string redacted (for parsed error bodies). */
  value<T>(value: T): T {
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
