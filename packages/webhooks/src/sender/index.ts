// The webhook sender: the provider's delivery algorithm (provider spec 3.4, 6.1, 8), beside the receiver.
export {
  createSender,
  parseWebhookAddress,
  defaultStaticHeaderName,
  type Sender,
  type SenderOptions,
  type SendOptions,
  type Delivery,
  type StaticHeaderOption,
  type FetchLike,
} from './sender.js';
export {
  deliveryPlan,
  verdictOfStatus,
  type DeliveryPlan,
  type PlanOverrides,
  type RulesMode,
  type Verdict,
} from './rules.js';
export { systemClock, manualClock, type SenderClock, type ManualClock } from './clock.js';
export { SenderError, type SenderErrorCode } from './errors.js';
export type { DeliveryState, DeliveryRecord, AttemptRecord, UrlOutcome, RequestRecord, SenderEvents } from './types.js';
