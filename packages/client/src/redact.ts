// Secrets the client holds (tokens it was issued or given, the password it sent) are cut out of every text that
// leaves it: messages of errors, provider error bodies quoted in them or returned by raw calls, log lines, hook
// events and error causes. A secret is found however it is echoed: in any letter case, with or without its dashes
// (a GUID printed as 32 hex digits, in braces, upper case), URL-encoded, inside JSON text or parsed JSON values.
// Passwords are kept for the client's life; tokens, the current one and the recent ones (a login retires the one
// before, but a careless service may still echo it), up to RECENT_TOKENS of them.

import { isJsonObject, type JsonObject } from '@trs/shared';

const RECENT_TOKENS = 16;
const MASK = '[redacted]';
/** Shorter secrets would cut ordinary words out of messages. */
const MIN_LENGTH = 4;

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern that matches the secret in any case, with or without dashes between any of its characters. */
function patternOf(secret: string): string {
  const chars = [...secret].filter((c) => c !== '-');
  return chars.map(escape).join('-?');
}

const usable = (secret: unknown): secret is string =>
  typeof secret === 'string' && secret.replace(/-/g, '').length >= MIN_LENGTH;

/** An object as JSON.parse makes them (not a Date, a Map or a class instance): its members are walked. */
const isParsedObject = (value: unknown): value is JsonObject =>
  isJsonObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

export class Redactor {
  /** Passwords: never forgotten. */
  #kept: string[] = [];
  /** Tokens, the most recent last. */
  #tokens: string[] = [];
  /** Passwords equal to their user name: cut only where they stand as a password (see keep). */
  #byRole: string[] = [];
  #pattern: RegExp | undefined;
  #rolePattern: RegExp | undefined;

  /**
   * A secret cut out for the client's whole life (a password). A password that equals its user name (the sandbox's
   * sandbox/sandbox) is cut by role only, where it stands as a password (`"Password": "…"`, `password=…`): cut by
   * value, the user name would vanish from every message that names it.
   */
  keep(secret: string | undefined | null, userName?: string | null): void {
    if (!usable(secret) || this.#kept.includes(secret) || this.#byRole.includes(secret)) return;
    if (typeof userName === 'string' && userName.toLowerCase() === secret.toLowerCase()) this.#byRole.push(secret);
    else this.#kept.push(secret);
    this.#compile();
  }

  /** A token: cut out while it is among the RECENT_TOKENS latest ones. */
  add(secret: string | undefined | null): void {
    if (!usable(secret)) return;
    const known = this.#tokens.indexOf(secret);
    if (known === this.#tokens.length - 1 && known >= 0) return;
    if (known >= 0) this.#tokens.splice(known, 1);
    this.#tokens.push(secret);
    if (this.#tokens.length > RECENT_TOKENS) this.#tokens.shift();
    this.#compile();
  }

  #compile(): void {
    const variants = new Set<string>();
    for (const s of [...this.#kept, ...this.#tokens]) {
      variants.add(patternOf(s));
      const encoded = encodeURIComponent(s);
      if (encoded !== s) variants.add(patternOf(encoded));
      const json = JSON.stringify(s).slice(1, -1);
      if (json !== s) variants.add(patternOf(json));
    }
    // Longest first, so that a secret containing another is cut whole. Whole values only: a secret that is part of
    // a longer word (the password "sandbox" in the path /_sandbox/) is that word, not the secret.
    const alternatives = [...variants].sort((a, b) => b.length - a.length).join('|');
    this.#pattern = variants.size
      ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, 'giu')
      : undefined;
    const byRole = this.#byRole.map(patternOf).join('|');
    this.#rolePattern = byRole
      ? new RegExp(`(password\\\\?["']?\\s*[:=]\\s*\\\\?["']?)(?:${byRole})(?![\\p{L}\\p{N}_])`, 'giu')
      : undefined;
  }

  text(value: string): string {
    if (typeof value !== 'string') return value;
    const cut = this.#pattern ? value.replace(this.#pattern, MASK) : value;
    return this.#rolePattern ? cut.replace(this.#rolePattern, `$1${MASK}`) : cut;
  }

  #active(): boolean {
    return this.#pattern !== undefined || this.#rolePattern !== undefined;
  }

  /** A password kept by role, as the value of a field whose name says password. */
  #isRoleSecret(key: string, value: unknown): boolean {
    return (
      typeof value === 'string' &&
      /password/i.test(key) &&
      this.#byRole.some((secret) => secret.toLowerCase() === value.toLowerCase())
    );
  }

  /**
   * A JSON-compatible value with every string (keys included) redacted (for parsed error bodies). Arrays and plain
   * objects are copied; anything else (bytes, a Date) is handed back as it is.
   */
  value<T>(value: T): T {
    if (!this.#active()) return value;
    if (typeof value === 'string') return this.text(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => this.value(v)) as T;
    if (isParsedObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [this.text(k), this.#isRoleSecret(k, v) ? MASK : this.value(v)]),
      ) as T;
    }
    return value;
  }

  /**
   * An error as it leaves the client, with every secret cut out of its message, stack and details: the last guard
   * behind each place that builds a message from what the service answered.
   */
  error<E>(error: E): E {
    if (!this.#active() || !(error instanceof Error)) return error;
    const message = this.text(error.message);
    if (message !== error.message) error.message = message;
    if (typeof error.stack === 'string') error.stack = this.text(error.stack);
    const holder = error as { details?: unknown };
    if (isParsedObject(holder.details)) holder.details = this.value(holder.details);
    return error;
  }

  /**
   * A plain copy of an error (name, message, code and cause chain, redacted) to attach as `cause`: the original
   * objects of a fetch failure can hold sockets and, in some runtimes, the request.
   */
  cause(error: unknown, depth = 0): unknown {
    if (!(error instanceof Error) && (typeof error !== 'object' || error === null))
      return typeof error === 'string' ? this.text(error) : error;
    const source = error as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
    const copy = new Error(this.text(primitiveText(source.message) ?? ''));
    copy.name = primitiveText(source.name) ?? 'Error';
    if (typeof source.code === 'string' || typeof source.code === 'number')
      (copy as Error & { code?: unknown }).code = source.code;
    if (source.cause !== undefined && depth < 3) copy.cause = this.cause(source.cause, depth + 1);
    copy.stack = `${copy.name}: ${copy.message}`;
    return copy;
  }
}

/** A string, number, boolean or bigint as text; anything else (an object, null, undefined) as undefined. */
function primitiveText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
}
