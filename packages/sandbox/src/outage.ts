// A simulated outage of the team's receiver, as the provider's sender sees it: while it lasts, every webhook request
// the sandbox sends fails before reaching the receiver, either as an unreachable host (a dropped connection: the
// provider retries it, within the attempt and on its cadence) or as an HTTP status the receiver would answer (a 401
// of a static header rotated wrongly: one 4xx other than 408/429 kills the delivery at once, provider spec 3.4,
// 6.1.3). The deliveries then die exactly as the sender's rules say; with the sandbox's cadence compressed
// (webhook.retryIntervalMs, `trs sandbox --retry-interval-ms`) the provider's quarter of an hour takes seconds.
import type { FetchLike } from '@trs/sender';
import type { Clock } from '@trs/shared';
import { invalidArgument, invalidState } from './errors.js';

export type OutageRequest = { kind: 'unreachable' } | { kind: 'status'; status: number };

export interface OutageView {
  kind: 'unreachable' | 'status';
  /** The status every webhook request gets (kind status), else null. */
  status: number | null;
  since: string;
  /** Webhook requests that failed because of it so far. */
  requestsFailed: number;
}

export function checkOutage(request: OutageRequest): OutageRequest {
  if (!request || typeof request !== 'object')
    throw invalidArgument('outage must be { kind: "unreachable" } or { kind: "status", status }');
  if (request.kind === 'unreachable') return { kind: 'unreachable' };
  if (request.kind === 'status') {
    const { status } = request;
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw invalidArgument(`outage.status must be a 4xx or 5xx status (401: a wrong static header), got ${status}`);
    return { kind: 'status', status };
  }
  throw invalidArgument(
    `outage.kind must be "unreachable" or "status", got ${JSON.stringify((request as { kind?: unknown }).kind)}`,
  );
}

export class Outage {
  private current: { request: OutageRequest; since: number; requestsFailed: number } | null = null;

  constructor(private readonly clock: Clock) {}

  start(request: OutageRequest): OutageView {
    const checked = checkOutage(request);
    if (this.current) throw invalidState('an outage is already on: end it first (DELETE /_sandbox/api/outage)');
    this.current = { request: checked, since: this.clock.now(), requestsFailed: 0 };
    return this.view()!;
  }

  /** Ends the outage; returns what it was, or null when none was on. */
  end(): OutageView | null {
    const was = this.view();
    this.current = null;
    return was;
  }

  view(): OutageView | null {
    const current = this.current;
    if (!current) return null;
    return {
      kind: current.request.kind,
      status: current.request.kind === 'status' ? current.request.status : null,
      since: new Date(current.since).toISOString(),
      requestsFailed: current.requestsFailed,
    };
  }

  /** The sender's fetch, failing every request while an outage is on. */
  wrap(fetch: FetchLike): FetchLike {
    return async (url, init) => {
      const current = this.current;
      if (!current) return fetch(url, init);
      current.requestsFailed += 1;
      if (current.request.kind === 'status')
        return new Response(null, { status: current.request.status, statusText: 'sandbox outage' });
      const cause = Object.assign(new Error('connect ECONNREFUSED (simulated outage of the receiver)'), {
        code: 'ECONNREFUSED',
      });
      throw new TypeError('fetch failed', { cause });
    };
  }
}
