// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/sender (packages/codegen). Run `pnpm generate` after changing spec/.

/**
 * The provider's delivery rules (x-delivery; provider spec 3.4, 6.1, 8). Every URL of WebhookAddress receives the
 * same body on each attempt; the attempt succeeds when any URL answers 2xx, and the other URLs are still called.
 */
export const deliveryRules = {
  method: 'POST',
  contentType: 'application/json',
  userAgent: 'Service-Webhook-Client/1.0',
  successStatuses: [{ from: 200, to: 299 }],
  permanentFailureStatuses: [{ from: 400, to: 499 }],
  permanentFailureExceptions: [408, 429],
  retryableStatuses: [
    { from: 500, to: 599 },
    { from: 408, to: 408 },
    { from: 429, to: 429 },
  ],
  retryOnTimeout: true,
  retryOnDroppedConnection: true,
  firstAttemptTimeoutSeconds: 10,
  retryAttemptTimeoutSeconds: 10,
  retryIntervalSeconds: 60,
  totalAttempts: 15,
  innerRetries: {
    maxRetries: 3,
    statuses: [408, 429, 502, 503, 504],
    onDroppedConnection: true,
    delaySeconds: 0,
    shareAttemptTimeout: false,
  },
  permanentFailureScope: 'payload',
  afterLastAttempt: 'dead',
} as const;

/**
 * The static header the provider sends on every delivery (securitySchemes.staticHeader); the name is configurable.
 */
export const staticHeader = { defaultName: 'X-Webhook-Key' } as const;
