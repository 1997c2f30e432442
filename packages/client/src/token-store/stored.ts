// What the ready token stores share: reading a stored token tolerantly (whatever is not a token is no token).
import { isJsonObject } from '@trs/shared';
import type { StoredToken } from '../types.js';

/** A stored value as a StoredToken, or undefined when it is not one (an empty, foreign or damaged record). */
export function asStoredToken(value: unknown): StoredToken | undefined {
  if (!isJsonObject(value)) return undefined;
  const { token, expiresAt, issuedAt } = value;
  if (typeof token !== 'string' || !token || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))
    return undefined;
  return typeof issuedAt === 'number' && Number.isFinite(issuedAt)
    ? { token, expiresAt, issuedAt }
    : { token, expiresAt };
}

/** Resolves after about `ms` (randomised by half, so that waiting processes do not retry in step), or rejects on abort. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      ms * (0.5 + Math.random()),
    );
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
