// A webhook receiver scripted per path: each request takes the next step of its path's script (an HTTP status, a
// slow answer, no answer at all, or a dropped connection), then the default answer. Every request is recorded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceiverStep =
  number | 'timeout' | 'drop' | { status: number; delayMs?: number; headers?: Record<string, string> };

export interface RecordedDelivery {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface ScriptedReceiver {
  /** The URL of a path on this receiver. */
  url(path?: string): string;
  /** Queues steps for a path, used one per request before the default answer. */
  script(path: string, ...steps: ReceiverStep[]): void;
  /** The default answer once a path's script is used up (default 204). */
  setDefault(path: string, step: ReceiverStep): void;
  readonly requests: RecordedDelivery[];
  requestsTo(path: string): RecordedDelivery[];
  /** Resolves when `count` requests have arrived (at `path`, if given). */
  waitForRequests(count: number, path?: string, timeoutMs?: number): Promise<RecordedDelivery[]>;
  close(): Promise<void>;
}

export async function startScriptedReceiver(): Promise<ScriptedReceiver> {
  const scripts = new Map<string, ReceiverStep[]>();
  const defaults = new Map<string, ReceiverStep>();
  const requests: RecordedDelivery[] = [];
  let waiters: { check: () => boolean; resolve: () => void }[] = [];

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({
      path,
      method: req.method ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: performance.now(),
    });
    waiters = waiters.filter((w) => (w.check() ? (w.resolve(), false) : true));
    const step = scripts.get(path)?.shift() ?? defaults.get(path) ?? 204;
    if (step === 'timeout') return; // never answered; closed with the server
    if (step === 'drop') {
      req.socket.destroy();
      return;
    }
    const answer = typeof step === 'number' ? { status: step } : step;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'Content-Length': '0', ...answer.headers });
    res.end();
  };
  // A request that breaks off before its body is read is dropped, as the connection already is.
  const server = http.createServer((req, res) => void answer(req, res).catch(() => req.socket.destroy()));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const requestsTo = (path: string) => requests.filter((r) => r.path === path);

  return {
    url: (path = '/') => `${origin}${path}`,
    script: (path, ...steps) => scripts.set(path, [...(scripts.get(path) ?? []), ...steps]),
    setDefault: (path, step) => defaults.set(path, step),
    requests,
    requestsTo,
    waitForRequests(count, path, timeoutMs = 120_000) {
      const seen = () => (path ? requestsTo(path) : requests);
      if (seen().length >= count) return Promise.resolve(seen());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} requests${path ? ` to ${path}` : ''}, got ${seen().length}`)),
          timeoutMs,
        );
        waiters.push({
          check: () => seen().length >= count,
          resolve: () => {
            clearTimeout(timer);
            resolve(seen());
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
