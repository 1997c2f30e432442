// The opt-in observation of deliveries (options.observe): each delivery the inbox stored is shown, after its answer,
// to an observer that records what it teaches about the contract (unknown fields, topics and codes, schema
// violations), as @trs/discovery's createWebhookObserver does, as shapes only. It never changes an answer, never
// holds a delivery up, and a failing observer is logged (identifiers only) and otherwise ignored.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './errors.js';
import type { Logger } from './log/logger.js';
import type { NewInboxRecord } from './store/types.js';

/** What observes deliveries: @trs/discovery's createWebhookObserver({ recordTo }), or one of your own. */
export interface DeliveryObserver {
  observe(rawBody: Uint8Array, eventName: string | null): unknown;
}

/** `{ recordTo }`: observations in recordTo/webhooks.ndjson through @trs/discovery (installed beside this package). */
export type ObserveOption = { recordTo: string } | DeliveryObserver;

export interface DeliveryObservation {
  /** Loads the observer (@trs/discovery for `{ recordTo }`); a ConfigError when it is not installed. */
  start(): Promise<void>;
  /** Records newly stored by the inbox: each one is observed once, in the background. */
  stored(records: readonly NewInboxRecord[]): void;
  /** Resolves when every observation started so far has ended. */
  idle(): Promise<void>;
}

const isObserver = (value: unknown): value is DeliveryObserver =>
  !!value && typeof (value as DeliveryObserver).observe === 'function';

export function checkObserveOption(value: unknown): ObserveOption | null {
  if (value === undefined || value === null || value === false) return null;
  if (isObserver(value)) return value;
  const recordTo = (value as { recordTo?: unknown }).recordTo;
  if (typeof recordTo === 'string' && recordTo.length > 0) return { recordTo };
  throw new ConfigError(
    'observe',
    'observe must be { recordTo: "<folder>" } (with @trs/discovery installed) or an object with observe(rawBody, eventName)',
  );
}

type Discovery = { createWebhookObserver(options: { recordTo: string }): DeliveryObserver };
/** A name, not a literal: @trs/discovery is not a dependency of this package (it depends on packages that use it). */
const DISCOVERY: string = '@trs/discovery';

/** @trs/discovery as this package sees it, else as the application does (installed beside it, not under it). */
async function importDiscovery(): Promise<Discovery | null> {
  try {
    return (await import(DISCOVERY)) as Discovery;
  } catch {
    try {
      const resolved = createRequire(path.join(process.cwd(), 'package.json')).resolve(DISCOVERY);
      return (await import(pathToFileURL(resolved).href)) as Discovery;
    } catch {
      return null;
    }
  }
}

async function loadObserver(option: ObserveOption): Promise<DeliveryObserver> {
  if (isObserver(option)) return option;
  const discovery = await importDiscovery();
  if (!discovery)
    throw new ConfigError(
      'observe.recordTo',
      'observe.recordTo records through @trs/discovery, which is not installed: npm install @trs/discovery',
    );
  return discovery.createWebhookObserver({ recordTo: option.recordTo });
}

/** Stored, from the provider, and whole: quarantined deliveries lacked the static header; a 413's body is cut. */
const observable = (record: NewInboxRecord) =>
  record.state !== 'quarantined' && !(record.state === 'dead' && record.reason === 'too_large');

export function createDeliveryObservation(option: ObserveOption, logger: Logger): DeliveryObservation {
  let observer: DeliveryObserver | null = null;
  const running = new Set<Promise<void>>();
  const observeOne = async (record: NewInboxRecord) => {
    const body = Buffer.isBuffer(record.body) ? record.body : await readFile(record.body.file);
    await observer!.observe(body, record.eventName);
  };
  return {
    async start() {
      observer ??= await loadObserver(option);
    },
    stored(records) {
      if (!observer) return;
      for (const record of records) {
        if (!observable(record)) continue;
        const observation = observeOne(record)
          .catch((error: unknown) =>
            logger.warn(
              { event: record.eventName, error: (error as Error)?.name ?? 'Error' },
              'a delivery could not be observed (options.observe); it was received and is handled as usual',
            ),
          )
          .finally(() => running.delete(observation));
        running.add(observation);
      }
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
