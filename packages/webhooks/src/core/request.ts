// What the receiving core needs from a request, whatever the HTTP framework: the method, the path (for logs), a
// header by name, and the body as chunks it pulls one at a time. Adapters (src/adapters/) build one of these.

/** The body, pulled a chunk at a time (backpressure: the next chunk is read only when asked for). */
export interface ChunkSource {
  /** The next chunk, or null at the end of the body; rejects when the sender went away. */
  next(): Promise<Uint8Array | null>;
  /** Stop reading without closing the connection (an answer may still go out). */
  stop(): void;
}

export interface RequestLike {
  method: string;
  /** The request's path, for logs (the adapter or the app routes deliveries; the core does not). */
  path?: string;
  /** A header's value (values of a repeated header joined with ", "), or undefined. Names are lower case. */
  header(name: string): string | undefined;
  /**
   * The body to read; a Buffer when a body parser already read it and left the raw bytes (rawBody);
   * 'already_read' when it consumed them.
   */
  body: ChunkSource | Buffer | 'already_read';
  /** The sender's address, for logs of refused deliveries. */
  remoteAddress?: string;
}

/** What the inbox stored for a delivery, as its reply tells the receiver's instrumentation (identifiers only). */
export interface StoredDelivery {
  id: string | null;
  topic: string | null;
  idempotencyKey: string | null;
  duplicate: boolean;
  /** Why it is a dead letter when it was stored as one (not_json, too_large, too_deep, …); null otherwise. */
  deadReason: string | null;
}

/** What to answer. `close`: the body was not read to its end, close the connection after answering. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: string;
  close?: boolean;
  /** What the inbox stored for this delivery (for instrumentation); not sent. */
  stored?: StoredDelivery;
}
