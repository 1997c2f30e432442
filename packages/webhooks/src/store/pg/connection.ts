// What a failed query of the PostgreSQL store means: a lost or refused connection (the server restarted, a DBA
// terminated the backend, idle_in_transaction_session_timeout, the network) is the store being unavailable for a
// while (deliveries get 503, the worker waits and tries again), and its message says which.
import { StoreError } from '../../errors.js';

/** SQLSTATEs of a connection the server ended or refused. */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '25P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const LOST_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const LOST_MESSAGES =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed|terminating connection|server closed the connection/i;

export function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (LOST_STATES.has(code) || LOST_NODE_CODES.has(code))) return true;
  return LOST_MESSAGES.test(String((error as Error | null)?.message ?? ''));
}

/** "lost its connection to PostgreSQL (57P01: terminating connection due to administrator command)". */
export function describeLoss(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const what = typeof code === 'string' && code ? `${code}: ${String(message)}` : String(message ?? error);
  return `lost its connection to PostgreSQL (${what})`;
}

/** A lost connection as the store's error (TRS_STORE_UNAVAILABLE); any other error as it is. */
export function asStoreError(error: unknown, doing: string): unknown {
  if (error instanceof StoreError || !isConnectionLoss(error)) return error;
  return new StoreError(
    'TRS_STORE_UNAVAILABLE',
    `the inbox store ${describeLoss(error)} while ${doing}; it reconnects on its own (deliveries get 503 until then)`,
    { store: 'postgres' },
    { cause: error },
  );
}
