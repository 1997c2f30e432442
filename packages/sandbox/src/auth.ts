// Authentication as provider spec section 5 says: a login issues a GUID token valid for TokenExpiry minutes and
// retires every earlier token of the same user; a call with an expired, retired or missing token gets 401. Memory stays
// bounded however many logins a test run makes: the current tokens (one per user), and only the most recent retired
// or expired ones (so that their 401 can say why) and logins are kept.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@trs/shared';

export interface User {
  userName: string;
  password: string;
  branches: number[];
}

interface IssuedToken {
  userName: string;
  issuedAt: number;
  expiresAt: number;
  retiredAt: number | null;
}

export type TokenCheck =
  | { ok: true; user: User; token: string }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'retired'; explanation: string };

export interface LoginRecord {
  userName: string;
  at: number;
  /** Who logged in: a client through POST /Authenticate, or the admin API acting as another process. */
  by: 'client' | 'admin';
  /** How many earlier tokens this login retired. */
  retired: number;
}

/** How many retired or expired tokens are remembered, newest first, so that their 401 can say why. */
export const KEPT_ENDED_TOKENS = 1_000;
/** How many logins the history keeps (the most recent ones). */
export const KEPT_LOGINS = 1_000;

export class TokenStore {
  /** In order of issue. */
  private readonly tokens = new Map<string, IssuedToken>();
  readonly logins: LoginRecord[] = [];

  constructor(
    private readonly users: User[],
    private readonly lifetimeMs: number,
    private readonly clock: Clock,
  ) {}

  /** TokenExpiry in whole minutes (at least 1), as the header carries it. */
  get expiryMinutes(): number {
    return Math.max(1, Math.ceil(this.lifetimeMs / 60_000));
  }

  user(userName: string): User | undefined {
    return this.users.find((u) => u.userName === userName);
  }

  /** A login: null when the credentials are refused. */
  login(userName: string, password: string, by: LoginRecord['by'] = 'client'): { token: string } | null {
    const user = this.user(userName);
    if (!user || user.password !== password) return null;
    const now = this.clock.now();
    let retired = 0;
    for (const issued of this.tokens.values()) {
      if (issued.userName === userName && issued.retiredAt === null) {
        issued.retiredAt = now;
        retired += 1;
      }
    }
    const token = randomUUID();
    this.tokens.set(token, { userName, issuedAt: now, expiresAt: now + this.lifetimeMs, retiredAt: null });
    this.logins.push({ userName, at: now, by, retired });
    if (this.logins.length > KEPT_LOGINS) this.logins.splice(0, this.logins.length - KEPT_LOGINS);
    this.forgetOldEndedTokens(now);
    return { token };
  }

  /** Tokens remembered now: the current ones and at most KEPT_ENDED_TOKENS retired or expired ones. */
  get size(): number {
    return this.tokens.size;
  }

  private forgetOldEndedTokens(now: number): void {
    const ended = (t: IssuedToken) => t.retiredAt !== null || t.expiresAt <= now;
    if (this.tokens.size - this.users.length <= KEPT_ENDED_TOKENS) return;
    let count = 0;
    for (const issued of this.tokens.values()) if (ended(issued)) count += 1;
    for (const [token, issued] of this.tokens) {
      if (count <= KEPT_ENDED_TOKENS) break;
      if (!ended(issued)) continue;
      this.tokens.delete(token);
      count -= 1;
    }
  }

  check(header: string | string[] | undefined): TokenCheck {
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return { ok: false, reason: 'missing', explanation: 'no Token header; log in with POST /Authenticate' };
    const issued = this.tokens.get(token.trim());
    if (!issued)
      return {
        ok: false,
        reason: 'unknown',
        explanation: 'the token was not issued by this service (or it ended long ago and is forgotten)',
      };
    if (issued.retiredAt !== null)
      return {
        ok: false,
        reason: 'retired',
        explanation: `the token was retired by a later login of ${issued.userName} (each login retires the user's earlier tokens)`,
      };
    if (this.clock.now() >= issued.expiresAt)
      return {
        ok: false,
        reason: 'expired',
        explanation: `the token expired (it lasts ${this.expiryMinutes} minutes)`,
      };
    return { ok: true, user: this.user(issued.userName)!, token: token.trim() };
  }

  /** Expires every current token (of one user, or of all). */
  expire(userName?: string): number {
    const now = this.clock.now();
    let count = 0;
    for (const issued of this.tokens.values()) {
      if (
        (userName === undefined || issued.userName === userName) &&
        issued.retiredAt === null &&
        issued.expiresAt > now
      ) {
        issued.expiresAt = now;
        count += 1;
      }
    }
    return count;
  }

  /** Current (not retired, not expired) tokens per user, for the admin view. */
  current(): { userName: string; issuedAt: number; expiresAt: number }[] {
    const now = this.clock.now();
    return [...this.tokens.values()]
      .filter((t) => t.retiredAt === null && t.expiresAt > now)
      .map(({ userName, issuedAt, expiresAt }) => ({ userName, issuedAt, expiresAt }));
  }
}
