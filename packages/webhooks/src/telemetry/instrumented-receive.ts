// receive() as the receiver exposes it: inside the instrumentation's `receiving` wrapper (a span), answered 503 while
// the backlog is above the backpressure bound, and each answer reported with its outcome.
import { replies } from '../core/replies.js';
import type { Reply, RequestLike } from '../core/request.js';
import type { Backpressure } from './backpressure.js';
import { outcomeOfStatus, type Instruments } from './instrumentation.js';

export function instrumentedReceive(
  receive: (request: RequestLike) => Promise<Reply | null>,
  instruments: Instruments,
  pressure: Backpressure | null,
  running: () => boolean,
): (request: RequestLike) => Promise<Reply | null> {
  return (request) =>
    instruments.receiving(async () => {
      // Before the body is read: a delivery shed is not stored, and the provider sends it again.
      const overloaded = pressure !== null && running() && (await pressure.overloaded());
      const reply = overloaded
        ? { ...replies.unavailable('Too many events are waiting to be handled.'), close: true }
        : await receive(request);
      const stored = reply?.stored ?? null;
      instruments.received(outcomeOfStatus(reply?.status ?? null, stored?.duplicate ?? false, overloaded), stored);
      return reply;
    });
}
