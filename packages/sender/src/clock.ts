// The sender's notion of time is the one Clock of @trs/shared: retry cadence, timestamps and scheduled attempts go
// through it, so that a test can compress the provider's hour of retries (manualClock) without touching real timers.
// Request timeouts are not part of it: they bound a real network exchange and always use real time.
import type { Clock } from '@trs/shared';

export { systemClock, manualClock, type ManualClock } from '@trs/shared';

/** The sender's clock: the shared Clock (kept under this name for code written against earlier versions). */
export type SenderClock = Clock;
