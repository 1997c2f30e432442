// The static header (provider spec 5.7): a constant-time check, and what happens to a delivery that fails it.
// A 401 is permanent for the provider (6.1.3), so a refusal is never silent: it is counted, logged with the header's
// name and a hint (never a value), and reported to onError. With quarantine on, such a delivery is answered 202 and
// parked unhandled instead, within bounds of count, bytes and rate.
import { createHash, hash, timingSafeEqual } from 'node:crypto';

export interface AuthOptions {
  /** Header name, lower case. */
  header: string;
  /** Accepted values; several during a rotation. */
  values: string[];
}

export type AuthVerdict = 'ok' | 'missing' | 'wrong_value' | 'repeated';

/** Constant-time check of the static header against every accepted value (no early exit, no length leak). */
export class HeaderCheck {
  private readonly digests: Buffer[];
  readonly header: string;
  constructor(options: AuthOptions) {
    this.header = options.header;
    this.digests = options.values.map((v) => createHash('sha256').update(v, 'utf8').digest());
  }
  check(value: string | undefined): AuthVerdict {
    if (value === undefined) return 'missing';
    const given = hash('sha256', value, 'buffer');
    let ok = false;
    for (const digest of this.digests) ok = timingSafeEqual(digest, given) || ok;
    if (ok) return 'ok';
    // node:http joins a repeated header with ", "; a value of ours never holds that (checked at configuration)
    return value.includes(', ') ? 'repeated' : 'wrong_value';
  }
}

export function refusalHint(header: string, verdict: Exclude<AuthVerdict, 'ok'>): string {
  switch (verdict) {
    case 'missing':
      return `no ${header} header: check that the agent's static header is configured (account manager) under this name, or set auth.header to the name it uses`;
    case 'repeated':
      return `the ${header} header came more than once: the provider sends it once; check a proxy in front of the receiver`;
    case 'wrong_value':
      return `the ${header} header holds none of the accepted values: during a key rotation list both the old and the new value in auth.values before the agent's value changes, and drop the old one afterwards`;
  }
}

export interface QuarantineOptions {
  /** Quarantined deliveries kept at most (not yet released or discarded). Default 1,000. */
  maxEvents?: number;
  /** Their bytes at most. Default 64 MiB. */
  maxBytes?: number;
  /** New quarantined deliveries per minute at most. Default 60. */
  perMinute?: number;
}

/** The bounds of the quarantine, kept in this process (seeded with what the store holds at start). */
export class Quarantine {
  private count = 0;
  private bytes = 0;
  private recent: number[] = [];
  constructor(readonly limits: Required<QuarantineOptions>) {}

  seed(count: number, bytes: number): void {
    this.count = count;
    this.bytes = bytes;
  }

  /** Whether a delivery of `bytes` (as announced; unknown: 0) may be quarantined now. */
  admits(bytes: number, now: number): boolean {
    this.recent = this.recent.filter((t) => now - t < 60_000);
    return (
      this.count < this.limits.maxEvents &&
      this.bytes + bytes <= this.limits.maxBytes &&
      this.recent.length < this.limits.perMinute
    );
  }

  /** Room left for one body, in bytes. */
  get roomBytes(): number {
    return Math.max(0, this.limits.maxBytes - this.bytes);
  }

  taken(bytes: number, now: number): void {
    this.count += 1;
    this.bytes += bytes;
    this.recent.push(now);
  }

  released(bytes: number): void {
    this.count = Math.max(0, this.count - 1);
    this.bytes = Math.max(0, this.bytes - bytes);
  }
}
