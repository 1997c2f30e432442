// `trs sandbox --fault`: the sandbox's injected faults (createSandbox's admin.injectFaults) from the shell, in one
// word each: FAULT[xCOUNT][@OPERATION[,OPERATION…]]. FAULT is a status the provider's gateway may answer (408, 429
// or 5xx; `429:30` adds Retry-After: 30), `drop` (the connection closes before the service acts), `drop-after` (it
// closes after the service acted: the outcome-unknown trap of a POST) or `slow:MS`.
import type { FaultRequest } from '@trs/sandbox';
import { UsageError } from '../errors.js';
import { operationCommands } from '../operations/commands.gen.js';

export const FAULT_SYNTAX =
  'FAULT[xCOUNT][@OPERATION,…] with FAULT 503 (any 5xx), 429[:SECONDS], 408, drop, drop-after or slow:MS';

/** Every operationId of the contract: the login and the operations with a command. */
const operationIds = new Set(['authenticate', ...operationCommands.map((c) => c.operationId)]);

function faultOf(what: string, given: string): FaultRequest['fault'] {
  if (what === 'drop') return { kind: 'drop' };
  if (what === 'drop-after') return { kind: 'drop', afterProcessing: true };
  const slow = /^slow:(\d+)$/.exec(what);
  if (slow) {
    const delayMs = Number(slow[1]);
    if (delayMs > 600_000) throw new UsageError(`--fault ${given}: slow takes 0 to 600000 ms.`);
    return { kind: 'slow', delayMs };
  }
  const status = /^(\d{3})(?::(\d+))?$/.exec(what);
  if (status) {
    const code = Number(status[1]);
    if (!(code === 408 || code === 429 || (code >= 500 && code <= 599)))
      throw new UsageError(`--fault ${given}: a status must be 408, 429 or a 5xx (a gateway's answer).`);
    if (status[2] !== undefined && code !== 429 && code !== 503)
      throw new UsageError(`--fault ${given}: Retry-After (:SECONDS) goes with 429 or 503.`);
    return {
      kind: 'status',
      status: code,
      ...(status[2] !== undefined ? { retryAfterSeconds: Math.min(Number(status[2]), 86_400) } : {}),
    };
  }
  throw new UsageError(`--fault ${given}: unknown fault ${JSON.stringify(what)}; takes ${FAULT_SYNTAX}.`);
}

export function parseFault(given: string): FaultRequest {
  const match = /^([^@]+?)(?:x(\d+))?(?:@(.+))?$/.exec(given.trim());
  if (!match) throw new UsageError(`--fault ${given}: takes ${FAULT_SYNTAX}.`);
  const fault = faultOf(match[1]!, given);
  const count = match[2] === undefined ? 1 : Number(match[2]);
  if (!(count >= 1 && count <= 10_000)) throw new UsageError(`--fault ${given}: COUNT is 1 to 10000.`);
  const operations = match[3]?.split(',').map((o) => o.trim());
  for (const id of operations ?? [])
    if (!operationIds.has(id))
      throw new UsageError(
        `--fault ${given}: ${JSON.stringify(id)} is not an operationId of the contract (${[...operationIds].join(', ')}).`,
      );
  return { fault, count, ...(operations ? { operations: operations as FaultRequest['operations'] } : {}) };
}

/** The banner's line for a fault: "503 on the next 2 calls of createTenancy". */
export function describeFault(request: FaultRequest): string {
  const { fault } = request;
  const what =
    fault.kind === 'status'
      ? `HTTP ${fault.status}${fault.retryAfterSeconds !== undefined ? ` (Retry-After ${fault.retryAfterSeconds})` : ''}`
      : fault.kind === 'drop'
        ? fault.afterProcessing
          ? 'connection dropped after the service acted'
          : 'connection dropped before the service acts'
        : `answered after ${fault.delayMs} ms`;
  const count = request.count ?? 1;
  const calls = `the next ${count === 1 ? 'call' : `${count} calls`}`;
  return `${what} on ${calls}${request.operations ? ` of ${request.operations.join(', ')}` : ''}`;
}
