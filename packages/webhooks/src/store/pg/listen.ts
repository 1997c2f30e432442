// Wake-ups through LISTEN/NOTIFY: each insert that stores a pending event notifies the store's channel when it
// commits, and every process listening wakes its worker at once instead of at its next poll. The listening
// connection is a session of its own: through PgBouncer in transaction pooling mode LISTEN does not work, so give it a
// direct connection string (listen: { connectionString }) or switch it off (listen: false) and rely on polling.
// A lost connection is opened again after a pause; meanwhile polling carries on.
import type { Row } from './rows.js';

export type ListenClient = {
  connect(): Promise<void>;
  query(text: string): Promise<{ rows: Row[] }>;
  on(event: 'notification', listener: () => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  end(): Promise<void>;
};

export class Listener {
  private client: ListenClient | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly newClient: () => ListenClient,
    private readonly channel: string,
  ) {}

  /** Calls wake on each notification; returns how to stop. */
  subscribe(wake: () => void): () => void {
    this.wakers.add(wake);
    if (!this.client && !this.retry) void this.open();
    return () => this.wakers.delete(wake);
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = this.newClient();
    this.client = client;
    let failed = false;
    const reopen = () => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.open();
      }, 1000);
      this.retry.unref();
      // events may have arrived while nobody listened
      for (const wake of this.wakers) wake();
    };
    client.on('error', reopen);
    client.on('end', reopen);
    client.on('notification', () => {
      for (const wake of this.wakers) wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch {
      reopen();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
