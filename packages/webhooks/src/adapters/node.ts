// node:http, Express and Connect: `http.createServer(receiver.node)`, `app.post('/webhooks', receiver.node)`.
// Reads headers and body, hands them to receive(), writes the reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChunkSource, Reply, RequestLike } from '../core/request.js';

/** The body of a node:http request, a chunk at a time (paused in between: backpressure to the sender). */
function chunksOf(req: IncomingMessage): ChunkSource {
  const queue: Buffer[] = [];
  let ended = false;
  let failed = false;
  let wake: (() => void) | undefined;
  const onData = (chunk: Buffer) => {
    queue.push(chunk);
    req.pause();
    wake?.();
  };
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  const onAbort = () => {
    failed = true;
    wake?.();
  };
  const onClose = () => {
    if (!req.complete) onAbort();
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onAbort);
  req.on('aborted', onAbort);
  req.on('close', onClose);
  req.pause();
  return {
    async next() {
      for (;;) {
        if (queue.length) return queue.shift()!;
        if (failed) throw new Error('the sender went away');
        if (ended) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
          req.resume();
        });
        wake = undefined;
      }
    },
    stop() {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('aborted', onAbort);
      req.off('close', onClose);
      req.pause();
    },
  };
}

export function nodeRequest(req: IncomingMessage): RequestLike {
  let body: RequestLike['body'];
  if (req.readableEnded || req.readableDidRead) {
    // A body parser ran first. Accept a raw Buffer it left behind (rawBody, or body when it is a Buffer).
    const raw = (req as { rawBody?: unknown }).rawBody ?? (req as { body?: unknown }).body;
    const length = req.headers['content-length'];
    if (Buffer.isBuffer(raw)) body = raw;
    else if (length === '0' || (length === undefined && !req.headers['transfer-encoding'])) body = Buffer.alloc(0);
    else body = 'already_read';
  } else body = chunksOf(req);
  return {
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    body,
    ...(req.socket?.remoteAddress ? { remoteAddress: req.socket.remoteAddress } : {}),
  };
}

/** Writes a reply. With reply.close the connection is closed once the reply is out (the body was not all read). */
export function sendNodeReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  // the reply's own headers as they are when nothing is added (the usual 204): no copy per delivery
  let headers: Record<string, string | number> = reply.headers;
  if (reply.body !== undefined || reply.close) {
    headers = { ...reply.headers };
    if (reply.body !== undefined) headers['content-length'] = Buffer.byteLength(reply.body);
    if (reply.close) headers.connection = 'close';
  }
  res.writeHead(reply.status, headers);
  res.end(reply.body);
  if (reply.close) res.once('finish', () => setTimeout(() => req.socket?.destroy(), 250).unref());
}
