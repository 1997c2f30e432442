// One attempt of a delivery (provider spec 3.4, 6.1): every URL called in parallel with its inner retries, then the
// attempt's result: delivered, dead, or stored for the next attempt on the clock's cadence.
import { setState, type Internal, type SenderContext } from './context.js';
import { request } from './request.js';
import { isInnerRetryable, verdictOfFailure, verdictOfStatus, type Verdict } from './rules.js';
import type { AttemptRecord, RequestRecord, UrlOutcome } from './types.js';

/** One URL within one attempt: its request, then its inner retries. */
async function callUrl(
  context: SenderContext,
  internal: Internal,
  attempt: AttemptRecord,
  outcome: UrlOutcome,
): Promise<void> {
  const { plan } = context;
  const deadline = performance.now() + attempt.timeoutMs;
  for (let tryNumber = 0; ; tryNumber += 1) {
    const budget = plan.innerRetries.shareAttemptTimeout
      ? Math.max(1, Math.round(deadline - performance.now()))
      : attempt.timeoutMs;
    const answer = await request(context, internal, outcome.url, budget);
    const verdict: Verdict =
      answer.status !== null ? verdictOfStatus(answer.status) : verdictOfFailure(plan, answer.failure!);
    const timeLeft = !plan.innerRetries.shareAttemptTimeout || deadline - performance.now() > 0;
    const retryAtOnce =
      !context.closed() &&
      verdict !== 'success' &&
      tryNumber < plan.innerRetries.maxRetries &&
      timeLeft &&
      isInnerRetryable(plan, answer);
    const record: RequestRecord = {
      deliveryId: internal.record.id,
      url: outcome.url,
      attempt: attempt.number,
      try: tryNumber,
      startedAt: answer.startedAt,
      durationMs: Math.round(answer.durationMs * 10) / 10,
      status: answer.status,
      failure: answer.failure,
      message: answer.message,
      verdict,
      retriedAtOnce: retryAtOnce,
    };
    outcome.requests.push(record);
    outcome.verdict = verdict;
    context.emit('request', record, internal.record);
    if (!retryAtOnce) return;
    if (plan.innerRetries.delayMs > 0) await new Promise((r) => setTimeout(r, plan.innerRetries.delayMs));
  }
}

export async function runAttempt(context: SenderContext, internal: Internal): Promise<void> {
  const { record } = internal;
  const { plan, clock, activity } = context;
  internal.timer = undefined;
  record.nextAttemptAt = null;
  const number = record.attempts.length + 1;
  const attempt: AttemptRecord = {
    deliveryId: record.id,
    number,
    startedAt: clock.now(),
    finishedAt: null,
    timeoutMs: number === 1 ? plan.firstAttemptTimeoutMs : plan.retryAttemptTimeoutMs,
    urls: record.urls
      .filter((url) => !record.rejectedUrls.includes(url))
      .map((url) => ({ url, verdict: 'pending', requests: [] })),
    result: null,
  };
  record.attempts.push(attempt);
  activity.begin();
  try {
    await Promise.all(attempt.urls.map((outcome) => callUrl(context, internal, attempt, outcome)));
  } finally {
    activity.end();
  }
  attempt.finishedAt = clock.now();
  conclude(context, internal, attempt);
  context.emit('attempt', attempt, record);
  if (attempt.number === 1) internal.attempted(attempt);
  activity.notifyIfIdle();
}

function conclude(context: SenderContext, internal: Internal, attempt: AttemptRecord): void {
  const { record } = internal;
  const { plan, clock } = context;
  const rejected = attempt.urls.filter((u) => u.verdict === 'permanent');
  if (attempt.urls.some((u) => u.verdict === 'success')) {
    attempt.result = 'delivered';
    return setState(context, internal, 'delivered');
  }
  const describeRejection = (u: UrlOutcome) =>
    `${u.url} answered ${u.requests.at(-1)?.message ?? 'a permanent failure'}`;
  if (rejected.length && plan.permanentFailureScope === 'payload') {
    attempt.result = 'dead';
    record.deadReason = `rejected for good (a 4xx other than 408 and 429): ${rejected.map(describeRejection).join('; ')}`;
    return setState(context, internal, 'dead');
  }
  for (const u of rejected) record.rejectedUrls.push(u.url);
  if (record.rejectedUrls.length === record.urls.length) {
    attempt.result = 'dead';
    record.deadReason = `every URL rejected it for good: ${rejected.map(describeRejection).join('; ')}`;
    return setState(context, internal, 'dead');
  }
  if (attempt.number >= plan.totalAttempts) {
    attempt.result = 'dead';
    record.deadReason = `no URL answered 2xx in ${plan.totalAttempts} attempt${plan.totalAttempts === 1 ? '' : 's'}`;
    return setState(context, internal, 'dead');
  }
  attempt.result = 'retry';
  if (!context.closed()) {
    record.nextAttemptAt = clock.now() + plan.retryIntervalMs;
    internal.timer = clock.setTimeout(() => void runAttempt(context, internal), plan.retryIntervalMs);
  }
  setState(context, internal, 'stored');
}
