import type { TargetConfig } from '../target.js';

export const config = {
  name: 'receiver-skeleton',
  description:
    "apps/receiver-example's handlers: one handler file per dispatched event (its fields and their meaning in a comment) and the index that registers them",
  reads: ['messages'],
  // The stubs and the index are typed by @trs/webhooks' defineHandler and DispatchedEventName.
  dependsOn: ['webhooks'],
  outputs: ['apps/receiver-example/src/handlers'],
  owns: ['apps/receiver-example/src/handlers'],
} as const satisfies TargetConfig<'messages'>;

/** The example service's handler folder: the target's output here is drift-tested like every generated file. */
export const EXAMPLE_DIR = 'apps/receiver-example/src/handlers';

/** The index of a handler folder, rewritten by every run. */
export const INDEX_FILE = 'index.gen.ts';

/** The module handler files import defineHandler from. */
export const DEFAULT_WEBHOOKS_MODULE = '@trs/webhooks';
