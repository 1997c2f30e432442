// @trs/sender: the provider's webhook delivery algorithm (provider spec 3.4, 6.1, 8), used by @trs/sandbox and
// `trs webhooks trigger`.
export { createSender, type Sender } from './sender.js';
export type { Delivery } from './records.js';
export {
  parseWebhookAddress,
  defaultStaticHeaderName,
  type SenderOptions,
  type SendOptions,
  type StaticHeaderOption,
  type FetchLike,
} from './options.js';
export {
  deliveryPlan,
  verdictOfStatus,
  type DeliveryPlan,
  type PlanOverrides,
  type RulesMode,
  type Verdict,
} from './rules.js';
export { systemClock, manualClock, type SenderClock, type ManualClock } from './clock.js';
export { ConfigError, SenderError, type SenderErrorCode } from './errors.js';
export type { DeliveryState, DeliveryRecord, AttemptRecord, UrlOutcome, RequestRecord, SenderEvents } from './types.js';
