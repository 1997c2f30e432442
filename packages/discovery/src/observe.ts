// The webhook observation recorder: per message, what it says beyond the contract (unknown fields, unknown topics,
// unknown values of open codes, schema violations) and the payload redacted to shapes, one JSON line per message in
// `webhooks.ndjson` (0600, folder 0700). The receiver of @trs/webhooks is meant to call it from an opt-in option,
// `createReceiver({ observe: { recordTo } })`, with the raw body and the event it dispatched.
import path from 'node:path';
import { ConfigError } from '@trs/validators';
import { analyzeMessage, type Finding, type Observation } from './analyze.js';
import { contract as defaultContract } from './contract.gen.js';
import type { KnownContract } from './contract-types.js';
import { appendPrivateLine } from '@trs/shared';
import { recordingFolder } from './recording-folder.js';
import { indexFields, redactJson } from './redact.js';
import { shapeOfBytes } from './shape.js';

export interface WebhookObservation extends Observation {
  readonly receivedAt: string;
  /** The payload with everything the redaction rules do not keep as shapes (redact.ts). */
  readonly payload: unknown;
}

export interface WebhookObserverOptions {
  /**
   * The folder of the recording: `webhooks.ndjson` is appended there when the folder is new or private (0700), else
   * (a shared folder, left as it is) in a private folder created inside it, `trs-recordings` (see `file`).
   */
  recordTo: string;
  /** Another contract (tests). */
  contract?: KnownContract;
  clock?: () => Date;
}

export interface WebhookObserver {
  readonly file: string;
  /**
   * Records one delivery: `rawBody` as received, `eventName` the message the receiver dispatched it to (null when
   * it found none). Resolves with what was written. Never throws on a payload: a body that is not JSON is a finding.
   */
  observe(rawBody: string | Uint8Array, eventName?: string | null): Promise<WebhookObservation>;
}

export function createWebhookObserver(options: WebhookObserverOptions): WebhookObserver {
  if (!options?.recordTo) throw new ConfigError('recordTo', 'is required: the folder the observations are written to');
  const file = path.join(recordingFolder(options.recordTo), 'webhooks.ndjson');
  const known = options.contract ?? defaultContract;
  const clock = options.clock ?? (() => new Date());
  let writing: Promise<void> = Promise.resolve();
  return {
    file,
    async observe(rawBody, eventName = null) {
      const bytes = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
      let payload: unknown;
      try {
        payload = JSON.parse(bytes.toString('utf8'));
      } catch {
        payload = undefined;
      }
      let observation: WebhookObservation;
      if (payload === undefined) {
        const findings: Finding[] = [
          { kind: 'schema-violation', pointer: '', rule: 'json', message: 'the body is not JSON' },
        ];
        observation = {
          receivedAt: clock().toISOString(),
          location: { document: 'asyncapi' },
          findings,
          payload: { $shape: shapeOfBytes(bytes) },
        };
      } else {
        const { message, findings } = analyzeMessage(payload, eventName, known);
        observation = {
          receivedAt: clock().toISOString(),
          location: message ? { document: 'asyncapi', message: message.name } : { document: 'asyncapi' },
          findings,
          payload: redactJson(payload, message ? indexFields(message.fields) : null),
        };
      }
      const line = JSON.stringify(observation);
      writing = writing.catch(() => undefined).then(() => appendPrivateLine(file, line));
      await writing;
      return observation;
    },
  };
}
