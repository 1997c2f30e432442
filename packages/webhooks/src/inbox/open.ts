// openStore(where): the inbox without a receiver, for an operator's script and the trs-webhooks command. The SQLite
// and PostgreSQL stores may be opened while a receiver runs on them.
import { systemClock } from '@trs/shared';
import { redeliveryHorizonSeconds } from '../core/contract.gen.js';
import type { Logger } from '../log/logger.js';
import { resolveStore } from '../store/open.js';
import type { StoreDriver } from '../store/types.js';
import { createInbox, type Inbox } from './inbox.js';
import { DEFAULT_RETENTION } from './prune.js';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Opens an inbox (a directory, a postgres:// URL, or a store): the same calls as `receiver.inbox`. */
export async function openStore(where: string | StoreDriver, options: { logger?: Logger } = {}): Promise<Inbox> {
  const store = resolveStore(where, 1);
  await store.open();
  return createInbox(
    store,
    {
      logger: options.logger ?? silent,
      maxDepth: 64,
      horizonMs: redeliveryHorizonSeconds * 1000,
      retention: DEFAULT_RETENTION,
      clock: systemClock,
    },
    null,
  );
}
