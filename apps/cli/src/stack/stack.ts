// The local stack of `trs sandbox` and `trs demo`: the sandbox (@trs/sandbox) whose agent's webhook address is a
// receiver (@trs/webhooks, as apps/receiver-example runs it) with a static header generated for this run, and the
// docs site when it is built. One close() stops them in order: the sandbox (no more deliveries), the receiver
// (handlers finish), the docs.
import { randomBytes } from 'node:crypto';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { defaultStaticHeaderName } from '@trs/sender';
import type { Logger } from '@trs/webhooks';
import { findDocs, serveDocs, type DocsServer } from './docs.js';
import { startReceiverServer, type Arrival, type HandledEvent, type ReceiverServer } from './receiver.js';

export interface StackOptions {
  port: number;
  host?: string;
  /** The receiver, or null for none (the sandbox then sends no webhook). */
  receiver: { port: number; store?: string } | null;
  /** The docs site, or null for none. */
  docs: { port: number; dir?: string } | null;
  referencingDelayMs?: number;
  logger: Logger;
  onArrival?: (arrival: Arrival) => void;
  onHandled?: (event: HandledEvent) => void;
  onProblem?: (message: string) => void;
}

export interface Stack {
  readonly sandbox: Sandbox;
  readonly receiver: ReceiverServer | null;
  /** The static header the sandbox sends and the receiver requires. */
  readonly header: { name: string; value: string } | null;
  readonly docs: DocsServer | { missing: string } | null;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const header = options.receiver
    ? { name: defaultStaticHeaderName, value: randomBytes(18).toString('base64url') }
    : null;
  const started: { close(): Promise<void> }[] = [];
  const closeAll = async () => {
    for (const part of started.reverse()) await part.close().catch(() => undefined);
  };
  try {
    const receiver = options.receiver
      ? await startReceiverServer({
          port: options.receiver.port,
          host,
          auth: header,
          ...(options.receiver.store ? { store: options.receiver.store } : {}),
          logger: options.logger,
          ...(options.onArrival ? { onArrival: options.onArrival } : {}),
          ...(options.onHandled ? { onHandled: options.onHandled } : {}),
        })
      : null;
    if (receiver) started.push(receiver);
    // The docs first, so that the sandbox page can link to them.
    let docs: Stack['docs'] = null;
    if (options.docs) {
      const found = findDocs(options.docs.dir);
      if ('dir' in found) {
        const server = await serveDocs(found.dir, options.docs.port, host);
        started.push(server);
        docs = server;
      } else {
        docs = found;
      }
    }
    const sandbox = await createSandbox({
      port: options.port,
      host,
      ...(receiver && header ? { webhook: { urls: receiver.url, header } } : {}),
      ...(options.referencingDelayMs !== undefined ? { referencingDelayMs: options.referencingDelayMs } : {}),
      ...(options.onProblem ? { onProblem: options.onProblem } : {}),
      ...(docs && 'url' in docs ? { docsUrl: docs.url } : {}),
    });
    started.push(sandbox);
    if (docs && 'url' in docs) docs.linkSandbox(sandbox.pageUrl);
    // Stop order: the sandbox first (no more deliveries), then the receiver, then the docs.
    const order = [sandbox, ...(receiver ? [receiver] : []), ...(docs && 'url' in docs ? [docs] : [])];
    let closing: Promise<void> | undefined;
    return {
      sandbox,
      receiver,
      header,
      docs,
      close: () => {
        closing ??= (async () => {
          for (const part of order) await part.close().catch(() => undefined);
        })();
        return closing;
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
