// receive(request) → reply: every decision about a delivery, whatever the HTTP framework (the adapters in
// src/adapters/ only turn their request into a RequestLike and send the Reply). The order of the steps is the
// status-code table of the README (core/replies.ts).
import type { Clock } from '@trs/shared';
import { classify, classificationPointerSet, envelopeOf, type Envelope } from './classify.js';
import { StoreError } from '../errors.js';
import { JsonScanner, scanJson } from './json-scan.js';
import { newRecord, type RequestMeta } from './record.js';
import type { StoreDriver } from '../store/types.js';
import { refusalHint, type AuthVerdict, type HeaderCheck, type Quarantine } from './auth.js';
import { bufferSource, declaredLength, readBody } from './body.js';
import { TIMED_OUT, withTimeout, type GroupCommit } from './group-commit.js';
import { replies } from './replies.js';
import type { Reply, RequestLike } from './request.js';

export interface IntakeOptions {
  headerCheck: HeaderCheck | null;
  quarantine: Quarantine | null;
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  ackTimeoutMs: number;
  maxDepth: number;
  spillBytes: number;
  keepPrefix: number;
}

export interface Refusal {
  status: 401 | 405;
  reason: Exclude<AuthVerdict, 'ok'> | 'method';
  /** The header checked (401), never its value. */
  header: string | null;
  hint: string;
  method: string;
  path: string | null;
  remoteAddress: string | null;
  userAgent: string | null;
}

export interface TooLarge {
  id: string | null;
  bytes: number;
  limit: number;
  complete: boolean;
  envelope: Envelope;
  path: string | null;
}

/** What the core tells the receiver (which counts, logs and reports it). */
export interface IntakeEvents {
  refused(refusal: Refusal): void;
  quarantined(refusal: Refusal, id: string | null, envelope: Envelope): void;
  tooLarge(tooLarge: TooLarge): void;
  storeFailed(error: unknown): void;
  bodyAlreadyRead(path: string | null): void;
}

export interface Intake {
  options: IntakeOptions;
  /** The receiver's clock: when a delivery is received, what the quarantine's rate counts. */
  clock: Clock;
  store(): StoreDriver;
  commit: GroupCommit;
  /** The receiver is shutting down: new deliveries get 503. */
  closing(): boolean;
  /** Opens the store when needed; what to answer when it cannot. */
  ready(): Promise<'ready' | 'failed' | 'timeout'>;
  events: IntakeEvents;
}

const scanOptions = (maxDepth: number) => ({ pointers: [], pointerSet: classificationPointerSet, maxDepth });
const newScanner = (maxDepth: number) => () => new JsonScanner(scanOptions(maxDepth));

const refusal = (
  request: RequestLike,
  status: 401 | 405,
  reason: Refusal['reason'],
  header: string | null,
  hint: string,
): Refusal => ({
  status,
  reason,
  header,
  hint,
  method: request.method,
  path: request.path ?? null,
  remoteAddress: request.remoteAddress ?? null,
  userAgent: request.header('user-agent') ?? null,
});

/** The whole decision for one request; null when the sender went away (nothing to answer). */
export async function receive(intake: Intake, request: RequestLike): Promise<Reply | null> {
  const { options, events } = intake;
  if (intake.closing()) return replies.unavailable('The receiver is shutting down.');
  if (request.method !== 'POST') {
    events.refused(refusal(request, 405, 'method', null, `a ${request.method} request: deliveries are POST requests`));
    return replies.methodNotAllowed();
  }
  let quarantine: Refusal | null = null;
  const check = options.headerCheck;
  if (check) {
    const verdict = check.check(request.header(check.header));
    if (verdict !== 'ok') {
      const refused = refusal(request, 401, verdict, check.header, refusalHint(check.header, verdict));
      const announced = declaredLength(request.header('content-length')) ?? 0;
      if (!options.quarantine?.admits(announced, intake.clock.now())) {
        events.refused(refused);
        return replies.unauthorised(check.header);
      }
      quarantine = refused;
    }
  }
  const state = await intake.ready();
  if (state !== 'ready')
    return replies.unavailable(
      state === 'timeout' ? 'The inbox store is still opening.' : 'The inbox store could not be opened.',
    );
  if (request.body === 'already_read') {
    events.bodyAlreadyRead(request.path ?? null);
    return replies.bodyAlreadyRead();
  }
  const meta: RequestMeta = {
    receivedAt: new Date(intake.clock.now()),
    contentType: request.header('content-type') ?? null,
    userAgent: request.header('user-agent') ?? null,
  };
  const source = Buffer.isBuffer(request.body) ? bufferSource(request.body) : request.body;
  const maxBytes = quarantine ? Math.min(options.maxBodyBytes, options.quarantine!.roomBytes) : options.maxBodyBytes;
  const declared = declaredLength(request.header('content-length'));
  const body = await readBody(
    source,
    declared,
    { maxBytes, timeoutMs: options.bodyTimeoutMs, spillBytes: options.spillBytes, keepPrefix: options.keepPrefix },
    intake.store().spoolDir(),
    newScanner(options.maxDepth),
  );
  if (body.kind === 'aborted') return null;
  if (body.kind === 'timeout') return replies.timeout(options.bodyTimeoutMs);
  if (body.kind === 'too_large') {
    if (quarantine) {
      events.refused(quarantine);
      return replies.unauthorised(quarantine.header!);
    }
    const envelope = envelopeOf(body.scanner.seen);
    const bytes = Math.max(body.size, declared ?? 0);
    const detail = {
      bytes,
      limit: maxBytes,
      complete: body.complete,
      keptBytes: body.prefix.length,
      envelope,
    };
    const record = {
      receivedAt: meta.receivedAt,
      state: 'dead' as const,
      eventName: null,
      dedupe: null,
      orderingKey: null,
      reason: 'too_large' as const,
      detail,
      flags: 0,
      contentType: meta.contentType,
      userAgent: meta.userAgent,
      bodySize: bytes,
      body: body.prefix,
    };
    const stored = await withTimeout(intake.commit.submit(record), options.ackTimeoutMs).catch((error) => {
      events.storeFailed(error);
      return null;
    });
    const id = stored && stored !== TIMED_OUT ? stored.id : null;
    const kept = { id, topic: null, idempotencyKey: null, duplicate: false, deadReason: id ? 'too_large' : null };
    events.tooLarge({
      id,
      bytes,
      limit: maxBytes,
      complete: body.complete,
      envelope,
      path: request.path ?? null,
    });
    return { ...replies.tooLarge(maxBytes), stored: kept };
  }
  const classification = classify(
    body.scanner ? body.scanner.end() : scanJson(body.body as Buffer, scanOptions(options.maxDepth)),
    body.sha256,
  );
  const record = newRecord(classification, meta, body.body, body.size);
  if (quarantine) {
    Object.assign(record, {
      state: 'quarantined',
      dedupe: null,
      orderingKey: null,
      reason: 'unauthorised',
      detail: { refusal: quarantine, classifiedAs: record.eventName, classifiedState: record.state },
    });
  }
  let outcome;
  try {
    outcome = await withTimeout(intake.commit.submit(record), options.ackTimeoutMs);
  } catch (error) {
    events.storeFailed(error);
    return replies.unavailable(
      error instanceof StoreError ? 'The inbox store is unavailable.' : 'The delivery could not be stored.',
    );
  }
  if (outcome === TIMED_OUT) {
    events.storeFailed(
      new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `the inbox store did not confirm the write within ${options.ackTimeoutMs} ms`,
        { store: intake.store().kind },
      ),
    );
    return replies.unavailable('The inbox store is slow to answer.');
  }
  const stored = {
    id: outcome.id,
    topic: record.eventName,
    idempotencyKey: outcome.idempotencyKey,
    duplicate: outcome.duplicate,
    deadReason: record.state === 'dead' ? record.reason : null,
  };
  if (quarantine) {
    options.quarantine!.taken(body.size, intake.clock.now());
    events.quarantined(quarantine, outcome.id, 'envelope' in classification ? classification.envelope : {});
    return { ...replies.quarantined(), stored };
  }
  if (classification.kind === 'not_json')
    return { ...replies.notJson(outcome.id, classification.detail.message), stored };
  const reply = replies.accepted();
  reply.stored = stored;
  return reply;
}
