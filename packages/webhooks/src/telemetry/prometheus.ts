// Prometheus metrics of the receiver through prom-client (an optional peer dependency: install it to use this
// module, `@trs/webhooks/prometheus`). Counters and the histogram are updated as deliveries and events pass; the
// backlog gauges are read from the store when scraped (one query per scrape). Labels are identifiers with few
// values (outcome, topic, reason): never a tenancy, an event id or anything of a payload.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type {
  Backlog,
  BacklogSource,
  EventIdentity,
  HandledOutcome,
  ReceivedOutcome,
  ReceiverInstrumentation,
  StoredDelivery,
} from './instrumentation.js';
import { topicLabel } from './topic.js';

export interface PrometheusMetricsOptions {
  /** Register into this registry (your application's, e.g. prom-client's default `register`). Default: a new one. */
  registry?: Registry;
  /** Buckets of trs_webhooks_handler_duration_seconds. Default 5 ms to 5 min. */
  durationBuckets?: number[];
}

export interface MetricsServer {
  /** http://127.0.0.1:PORT/metrics */
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

export interface PrometheusMetrics extends ReceiverInstrumentation {
  /** The registry holding the receiver's metrics: merge it into yours (Registry.merge) or serve it. */
  readonly registry: Registry;
  /** The metrics in Prometheus's text format. */
  text(): Promise<string>;
  /** node:http handler answering GET /metrics (and any path, when mounted at one by your framework). */
  handler(req: IncomingMessage, res: ServerResponse): void;
  /** Serves GET /metrics on its own port; loopback unless you choose another host. */
  serve(options?: { port?: number; host?: string }): Promise<MetricsServer>;
}

export const DEFAULT_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

export function prometheusMetrics(options: PrometheusMetricsOptions = {}): PrometheusMetrics {
  const registry = options.registry ?? new Registry();
  const registers = [registry];
  let source: BacklogSource | null = null;

  const received = new Counter({
    name: 'trs_webhooks_received_total',
    help: 'Deliveries answered, by outcome (accepted, duplicate, quarantined, not_json, refused, too_large, timeout, unavailable, overloaded, aborted)',
    labelNames: ['outcome'],
    registers,
  });
  const handled = new Counter({
    name: 'trs_webhooks_handled_total',
    help: 'Runs of event handlers ended, by topic and outcome (handled, retry, dead)',
    labelNames: ['topic', 'outcome'],
    registers,
  });
  const duration = new Histogram({
    name: 'trs_webhooks_handler_duration_seconds',
    help: 'Time one run of an event took, from its start to its recorded outcome, by topic',
    labelNames: ['topic'],
    buckets: options.durationBuckets ?? DEFAULT_DURATION_BUCKETS,
    registers,
  });
  const claimed = new Counter({
    name: 'trs_webhooks_runs_started_total',
    help: 'Runs of events started by this process, by topic',
    labelNames: ['topic'],
    registers,
  });
  const dead = new Counter({
    name: 'trs_webhooks_dead_letters_total',
    help: 'Events that became dead letters, by reason (not_json, too_large, invalid_payload, handler_failed, crashed, ...)',
    labelNames: ['reason'],
    registers,
  });
  const takenOver = new Counter({
    name: 'trs_webhooks_leases_taken_over_total',
    help: 'Events whose lease another process let expire, taken over by this process (PostgreSQL)',
    registers,
  });
  const databaseErrors = new Counter({
    name: 'trs_webhooks_database_errors_total',
    help: 'Failures of the inbox store (lost connection, timeout, refused statement), by operation',
    labelNames: ['operation'],
    registers,
  });

  // One read of the backlog per scrape, shared by the gauges that show it.
  let reading: Promise<Backlog | null> | null = null;
  const backlog = (): Promise<Backlog | null> => {
    if (!source) return Promise.resolve(null);
    reading ??= source
      .backlog()
      .catch(() => {
        databaseErrors.inc({ operation: 'backlog' });
        return null;
      })
      .finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  const backlogGauge = (name: string, help: string, pick: (b: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const b = await backlog();
        // Unknown (no store yet, or it did not answer): NaN rather than a stale or a made-up value.
        this.set(b ? pick(b) : Number.NaN);
      },
    });
  backlogGauge('trs_webhooks_pending', 'Events waiting to be handled, in the store (all processes)', (b) => b.pending);
  backlogGauge(
    'trs_webhooks_oldest_pending_age_seconds',
    'Age of the oldest event waiting to be handled (0 when none is)',
    (b) => b.oldestPendingAgeSeconds,
  );
  backlogGauge(
    'trs_webhooks_retries_waiting',
    'Pending events whose last run failed, waiting for their retry',
    (b) => b.retriesWaiting,
  );

  const text = () => registry.metrics();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    text().then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500).end(),
    );
  };

  return {
    registry,
    text,
    handler,
    async serve({ port = 9464, host = '127.0.0.1' } = {}) {
      const server = createServer((req, res) => {
        if ((req.url ?? '/').split('?')[0] !== '/metrics') res.writeHead(404).end();
        else handler(req, res);
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return {
        url: `http://${shown}:${address.port}/metrics`,
        server,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
    attach(backlogSource) {
      source = backlogSource;
    },
    received(outcome: ReceivedOutcome, stored: StoredDelivery | null) {
      received.inc({ outcome });
      // a dead letter at receipt (not_json, too_large, too_deep, …); copies of one are not stored again
      if (stored?.deadReason && !stored.duplicate) dead.inc({ reason: stored.deadReason });
    },
    claimed(event: EventIdentity) {
      claimed.inc({ topic: topicLabel(event.topic) });
    },
    handled(event: EventIdentity, outcome: HandledOutcome, seconds: number) {
      const topic = topicLabel(event.topic);
      handled.inc({ topic, outcome });
      duration.observe({ topic }, seconds);
    },
    deadLettered(reason: string) {
      dead.inc({ reason });
    },
    leaseTakenOver() {
      takenOver.inc();
    },
    databaseError(operation: string) {
      databaseErrors.inc({ operation });
    },
  };
}
