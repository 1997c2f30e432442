// Where the receiver's parts report what needs a person's attention: to the onError handlers of the registry (a
// failure of the store becomes a StoreError naming the store).
import { StoreError, TrsError, type WebhooksError } from '../errors.js';
import type { StoreDriver } from '../store/types.js';
import type { HandlerRegistry } from './registry.js';

export class Problems {
  constructor(
    private readonly registry: HandlerRegistry,
    private readonly storeKind: StoreDriver['kind'],
  ) {}

  readonly report = (error: WebhooksError): void => this.registry.report(error);

  readonly storeFailed = (error: unknown): void =>
    this.report(
      error instanceof TrsError
        ? (error as WebhooksError)
        : new StoreError(
            'TRS_STORE_UNAVAILABLE',
            `the inbox store failed: ${(error as Error)?.message ?? error}`,
            { store: this.storeKind },
            { cause: error },
          ),
    );
}
