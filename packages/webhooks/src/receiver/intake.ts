// The receiver's intake, free of any HTTP framework: a delivery enters once, through receive(), and leaves stored
// and answered (core/receive.ts). Here: the group commit it is stored by, the quarantine, the refusal counts, and
// what is logged and reported when a delivery is refused or parked. The adapters (adapters/) only translate.
import { HeaderCheck, type Quarantine } from '../core/auth.js';
import { GroupCommit, TIMED_OUT, withTimeout } from '../core/group-commit.js';
import { receive, type Intake, type IntakeEvents } from '../core/receive.js';
import { replies } from '../core/replies.js';
import type { Reply, RequestLike } from '../core/request.js';
import { DeliveryError, ReceiverError, type DeliveryErrorCode, type DeliveryErrorDetails } from '../errors.js';
import type { Problems } from '../handlers/problems.js';
import type { Logger } from '../log/logger.js';
import type { Settings } from '../options.js';
import type { DeliveryObservation } from '../observe.js';
import type { StoreDriver } from '../store/types.js';
import type { Handling } from '../worker/handling.js';
import type { Lifecycle } from './lifecycle.js';

export class DeliveryIntake {
  readonly commit: GroupCommit;
  private readonly intake: Intake;
  private readonly refusalsByReason: Record<string, number> = {};
  private refusalCount = 0;
  private inFlight = 0;
  private drained: (() => void) | undefined;

  /**
   * Deliveries are stored in `store` (starting the `lifecycle` when needed), then `handling` is woken and the
   * `observation` (options.observe) sees each new record.
   */
  constructor(
    settings: Settings,
    store: StoreDriver,
    quarantine: Quarantine | null,
    lifecycle: Lifecycle,
    handling: Handling,
    observation: DeliveryObservation | null,
    problems: Problems,
  ) {
    this.commit = new GroupCommit(
      () => store,
      settings.horizonMs,
      (records, outcomes) => {
        // After the answers of this batch are written (they go out on this turn): a handler that takes the process
        // down must not take the 2xx of the delivery that brought it along.
        if (outcomes.some((o, i) => o.id !== null && records[i]!.state === 'pending'))
          setImmediate(() => handling.wake());
        observation?.stored(records.filter((_, i) => outcomes[i]!.id !== null));
      },
    );
    this.intake = {
      options: {
        headerCheck: settings.auth ? new HeaderCheck(settings.auth) : null,
        quarantine,
        maxBodyBytes: settings.maxBodyBytes,
        bodyTimeoutMs: settings.bodyTimeoutMs,
        ackTimeoutMs: settings.ackTimeoutMs,
        maxDepth: settings.maxDepth,
        spillBytes: settings.spillBytes,
        keepPrefix: 64 * 1024,
      },
      clock: settings.clock,
      store: () => store,
      commit: this.commit,
      closing: () => lifecycle.closing,
      async ready() {
        if (lifecycle.running) return 'ready';
        const started = await withTimeout(
          lifecycle.start().then(
            () => true,
            () => false,
          ),
          settings.ackTimeoutMs,
        );
        return started === true ? 'ready' : started === TIMED_OUT ? 'timeout' : 'failed';
      },
      events: this.events(settings.logger, problems),
    };
  }

  /** One request in, one reply out (null: the sender went away). */
  async receive(request: RequestLike): Promise<Reply | null> {
    this.inFlight += 1;
    try {
      return await receive(this.intake, request);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0 && this.drained) this.drained();
    }
  }

  /** The answer to a request whose receiving failed in a way receive() did not expect. */
  unexpected(error: unknown): Reply {
    this.intake.events.storeFailed(error);
    return replies.unavailable('The delivery could not be received.');
  }

  /** Deliveries refused since start (401, 405, 413, quarantined), by reason. */
  get refusals(): Readonly<Record<string, number>> {
    return { ...this.refusalsByReason };
  }

  /**
   * Lets the deliveries being received finish (they are answered once stored), up to the time a delivery may take;
   * then awaits the writes in progress, but not past the time a delivery could have waited for them anyway.
   */
  async settle(): Promise<void> {
    const { bodyTimeoutMs, ackTimeoutMs } = this.intake.options;
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
        setTimeout(resolve, bodyTimeoutMs + ackTimeoutMs).unref();
      });
    }
    await withTimeout(this.commit.idle(), ackTimeoutMs);
  }

  private refuse(reason: string) {
    this.refusalCount += 1;
    this.refusalsByReason[reason] = (this.refusalsByReason[reason] ?? 0) + 1;
  }

  /** A report of a refused or parked delivery; what the situation does not know is null. */
  private refusalReport(
    code: DeliveryErrorCode,
    message: string,
    details: Partial<DeliveryErrorDetails> & Pick<DeliveryErrorDetails, 'status' | 'reason'>,
  ) {
    return new DeliveryError(code, message, {
      header: null,
      path: null,
      remoteAddress: null,
      userAgent: null,
      refusals: this.refusalCount,
      id: null,
      envelope: null,
      bytes: null,
      limit: null,
      ...details,
    });
  }

  private events(logger: Logger, { report, storeFailed }: Problems): IntakeEvents {
    return {
      refused: (refusal) => {
        this.refuse(refusal.reason);
        const message =
          refusal.status === 401
            ? `refused a delivery with ${refusal.status}, which the provider treats as permanent (the event is lost unless it is sent again): ${refusal.hint}`
            : `refused a ${refusal.method} request with 405: ${refusal.hint}`;
        logger.warn(
          {
            status: refusal.status,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
            refusals: this.refusalCount,
          },
          message,
        );
        report(
          this.refusalReport('TRS_DELIVERY_REFUSED', message, {
            status: refusal.status,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
          }),
        );
      },
      quarantined: (refusal, id, envelope) => {
        this.refuse('quarantined');
        const message = `quarantined delivery ${id} (answered 202, not handled): ${refusal.hint}. Check it with receiver.inbox.get("${id}"), then receiver.inbox.releaseQuarantined("${id}")`;
        logger.warn({ id, reason: refusal.reason, header: refusal.header, envelope, path: refusal.path }, message);
        report(
          this.refusalReport('TRS_DELIVERY_QUARANTINED', message, {
            status: 202,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
            id,
            envelope: { ...envelope },
          }),
        );
      },
      tooLarge: (tooLarge) => {
        this.refuse('too_large');
        const what = Object.entries(tooLarge.envelope)
          .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
          .join(', ');
        const message = `refused a delivery of ${tooLarge.bytes}${tooLarge.complete ? '' : '+'} bytes with 413 (maxBodyBytes is ${tooLarge.limit}); the provider will not send it again by itself. It was ${what || 'not recognisable from its first bytes'}; dead letter ${tooLarge.id}. Ask the provider to send it again (or the document by another way), and raise maxBodyBytes if such bodies are legitimate.`;
        logger.error(
          { id: tooLarge.id, bytes: tooLarge.bytes, limit: tooLarge.limit, envelope: tooLarge.envelope },
          message,
        );
        report(
          this.refusalReport('TRS_BODY_TOO_LARGE', message, {
            status: 413,
            reason: 'too_large',
            path: tooLarge.path,
            id: tooLarge.id,
            envelope: { ...tooLarge.envelope },
            bytes: tooLarge.bytes,
            limit: tooLarge.limit,
          }),
        );
      },
      storeFailed,
      bodyAlreadyRead(path) {
        report(
          new ReceiverError(
            'TRS_BODY_ALREADY_READ',
            `a body parser consumed the request (${path ?? 'a delivery'}) before the webhook receiver: mount the receiver before express.json() and the like`,
          ),
        );
      },
    };
  }
}
