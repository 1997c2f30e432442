// The fetch API (Hono, Bun, Deno, workers): `app.post('/webhooks', (c) => receiver.fetch(c.req.raw))`.
import type { ChunkSource, Reply, RequestLike } from '../core/request.js';

function chunksOf(body: ReadableStream<Uint8Array>): ChunkSource {
  const reader = body.getReader();
  return {
    async next() {
      const { done, value } = await reader.read();
      return done ? null : value;
    },
    stop() {
      reader.cancel().catch(() => undefined);
    },
  };
}

export function fetchRequest(request: Request): RequestLike {
  return {
    method: request.method,
    path: new URL(request.url, 'http://receiver').pathname,
    header: (name) => request.headers.get(name) ?? undefined,
    body: request.bodyUsed ? 'already_read' : request.body ? chunksOf(request.body) : Buffer.alloc(0),
  };
}

export function webResponse(reply: Reply): Response {
  const headers = new Headers(reply.headers);
  if (reply.close) headers.set('connection', 'close');
  const empty = reply.status === 204 || reply.status === 202;
  return new Response(empty ? null : (reply.body ?? null), { status: reply.status, headers });
}
