// Faults on demand: the next N API calls (all, or those of given operations) answer a status (5xx, 429 or 408, with
// Retry-After if asked), drop the connection (before acting, or after acting: the outcome-unknown trap of a POST), or
// answer slowly. Checked after routing and before authentication, as a gateway in front of the service would.
import { countWithin, integerWithin } from './bounds.js';
import { invalidArgument } from './errors.js';
import { operations, type OperationId } from './operations.gen.js';

export type Fault =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'drop'; afterProcessing?: boolean }
  | { kind: 'slow'; delayMs: number };

export interface FaultRequest {
  fault: Fault;
  /** How many calls it applies to. Default 1. */
  count?: number;
  /** Only calls of these operations (operationIds). Default every operation. */
  operations?: OperationId[];
}

export interface QueuedFault {
  fault: Fault;
  remaining: number;
  operations: OperationId[] | null;
}

export function checkFault(request: FaultRequest): QueuedFault {
  const { fault } = request ?? ({} as FaultRequest);
  if (!fault || typeof fault !== 'object')
    throw invalidArgument('fault must be { kind: "status" | "drop" | "slow", … }');
  if (fault.kind === 'status') {
    const { status, retryAfterSeconds } = fault;
    if (!Number.isInteger(status) || !(status === 408 || status === 429 || (status >= 500 && status <= 599)))
      throw invalidArgument(`fault.status must be 408, 429 or a 5xx status, got ${JSON.stringify(status)}`);
    if (retryAfterSeconds !== undefined)
      integerWithin(retryAfterSeconds, 'fault.retryAfterSeconds', 0, 86_400, 'a whole number of seconds');
  } else if (fault.kind === 'drop') {
    if (fault.afterProcessing !== undefined && typeof fault.afterProcessing !== 'boolean')
      throw invalidArgument('fault.afterProcessing must be a boolean');
  } else if (fault.kind === 'slow') {
    if (!(typeof fault.delayMs === 'number' && fault.delayMs >= 0 && fault.delayMs <= 600_000))
      throw invalidArgument('fault.delayMs must be a number of milliseconds from 0 to 600000');
  } else {
    throw invalidArgument(
      `fault.kind must be "status", "drop" or "slow", got ${JSON.stringify((fault as Fault).kind)}`,
    );
  }
  const count = countWithin(request.count ?? 1, 'count');
  const only = request.operations ?? null;
  if (only !== null) {
    if (!Array.isArray(only) || !only.length) throw invalidArgument('operations must list operationIds');
    for (const id of only)
      if (!(id in operations))
        throw invalidArgument(`operations: ${JSON.stringify(id)} is not an operationId of the contract`);
  }
  return { fault: { ...fault }, remaining: count, operations: only ? [...only] : null };
}

export class FaultQueue {
  private queue: QueuedFault[] = [];

  add(request: FaultRequest): QueuedFault {
    const queued = checkFault(request);
    this.queue.push(queued);
    return queued;
  }

  /** The fault for this call, if one is queued for its operation; counts it. */
  take(operationId: string): Fault | null {
    const queued = this.queue.find((q) => q.operations === null || q.operations.includes(operationId as OperationId));
    if (!queued) return null;
    queued.remaining -= 1;
    if (queued.remaining === 0) this.queue = this.queue.filter((q) => q !== queued);
    return queued.fault;
  }

  pending(): readonly QueuedFault[] {
    return this.queue.map((q) => ({ ...q }));
  }

  clear(): number {
    const count = this.queue.length;
    this.queue = [];
    return count;
  }
}
