// The provider's delivery rules (provider spec 3.4, 6.1, 8) as the sender applies them. Every number and status list
// comes from the contract's x-delivery (deliveryRules in contract.gen.ts); nothing here is a constant of our own.
import { deliveryRules } from './contract.gen.js';

/**
 * `provider`: the provider's rules exactly (first attempt at once, then stored and retried on the cadence, 15
 * attempts in all, each with its inner retries). `once`: a single request per URL, no inner retry, no later attempt:
 * what a developer wants from `trs webhooks trigger` to see one answer.
 */
export type RulesMode = 'provider' | 'once';

/** What the receiver's answer (or its absence) means for a delivery. */
export type Verdict = 'success' | 'permanent' | 'retryable';

export interface DeliveryPlan {
  readonly mode: RulesMode;
  readonly method: string;
  readonly contentType: string;
  readonly userAgent: string;
  readonly totalAttempts: number;
  readonly firstAttemptTimeoutMs: number;
  readonly retryAttemptTimeoutMs: number;
  readonly retryIntervalMs: number;
  readonly innerRetries: {
    readonly maxRetries: number;
    readonly statuses: readonly number[];
    readonly onDroppedConnection: boolean;
    readonly delayMs: number;
    readonly shareAttemptTimeout: boolean;
  };
  readonly retryOnTimeout: boolean;
  readonly retryOnDroppedConnection: boolean;
  /** payload: one URL's permanent rejection kills the payload for every URL. url: only that URL stops. */
  readonly permanentFailureScope: 'payload' | 'url';
}

export interface PlanOverrides {
  /** Replaces the contract's cadence (retryIntervalSeconds), e.g. 50 ms in a test. */
  retryIntervalMs?: number;
  /** Replaces both timeouts of the contract (firstAttemptTimeoutSeconds, retryAttemptTimeoutSeconds). */
  timeoutMs?: number;
}

const inRanges = (status: number, ranges: readonly { readonly from: number; readonly to: number }[]) =>
  ranges.some((range) => status >= range.from && status <= range.to);

export function deliveryPlan(mode: RulesMode = 'provider', overrides: PlanOverrides = {}): DeliveryPlan {
  const rules = deliveryRules;
  const once = mode === 'once';
  return {
    mode,
    method: rules.method,
    contentType: rules.contentType,
    userAgent: rules.userAgent,
    totalAttempts: once ? 1 : rules.totalAttempts,
    firstAttemptTimeoutMs: overrides.timeoutMs ?? rules.firstAttemptTimeoutSeconds * 1000,
    retryAttemptTimeoutMs: overrides.timeoutMs ?? rules.retryAttemptTimeoutSeconds * 1000,
    retryIntervalMs: overrides.retryIntervalMs ?? rules.retryIntervalSeconds * 1000,
    innerRetries: {
      maxRetries: once ? 0 : rules.innerRetries.maxRetries,
      statuses: rules.innerRetries.statuses,
      onDroppedConnection: rules.innerRetries.onDroppedConnection,
      delayMs: rules.innerRetries.delaySeconds * 1000,
      shareAttemptTimeout: rules.innerRetries.shareAttemptTimeout,
    },
    retryOnTimeout: rules.retryOnTimeout,
    retryOnDroppedConnection: rules.retryOnDroppedConnection,
    permanentFailureScope: rules.permanentFailureScope,
  };
}

/** 2xx delivers; a 4xx other than 408 and 429 is a permanent rejection; anything else is retried (6.1.3, 6.1.4). */
export function verdictOfStatus(status: number): Verdict {
  if (inRanges(status, deliveryRules.successStatuses)) return 'success';
  if (
    inRanges(status, deliveryRules.permanentFailureStatuses) &&
    !(deliveryRules.permanentFailureExceptions as readonly number[]).includes(status)
  ) {
    return 'permanent';
  }
  return 'retryable';
}

export function verdictOfFailure(plan: DeliveryPlan, failure: 'timeout' | 'connection'): Verdict {
  const retried = failure === 'timeout' ? plan.retryOnTimeout : plan.retryOnDroppedConnection;
  return retried ? 'retryable' : 'permanent';
}

/** Whether an attempt retries this request at once (408, 429, 502, 503, 504 or a dropped connection). */
export function isInnerRetryable(
  plan: DeliveryPlan,
  outcome: { status: number | null; failure: 'timeout' | 'connection' | null },
): boolean {
  if (outcome.status !== null) return plan.innerRetries.statuses.includes(outcome.status);
  return outcome.failure === 'connection' && plan.innerRetries.onDroppedConnection;
}
