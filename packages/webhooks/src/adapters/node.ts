// Moving bytes between a framework and the intake: node:http (also Express and Connect), fetch (Hono, Bun, Deno,
// workers) and Fastify. Each reads the raw body itself, with the size cap enforced while reading and a deadline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './intake.js';

export type BodyResult =
  | { kind: 'ok'; body: Buffer }
  | { kind: 'too_large'; size: number; prefix: Buffer }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'already_read' };

export interface ReadLimits {
  maxBytes: number;
  timeoutMs: number;
  keepPrefix: number;
}

function declaredLength(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/** Reads a node:http request body. Never holds more than maxBytes (plus one chunk) in memory. */
export function readNodeBody(req: IncomingMessage, limits: ReadLimits): Promise<BodyResult> {
  const declared = declaredLength(req.headers['content-length']);
  if (declared !== undefined && declared > limits.maxBytes)
    return Promise.resolve({ kind: 'too_large', size: declared, prefix: Buffer.alloc(0) });
  if (req.readableEnded || req.readableDidRead) {
    // A body parser ran first. Accept a raw Buffer it left behind (rawBody, or body when it is a Buffer).
    const raw = (req as { rawBody?: unknown }).rawBody ?? (req as { body?: unknown }).body;
    if (Buffer.isBuffer(raw))
      return Promise.resolve(
        raw.length > limits.maxBytes
          ? { kind: 'too_large', size: raw.length, prefix: raw.subarray(0, limits.keepPrefix) }
          : { kind: 'ok', body: raw },
      );
    if (declared === 0 || (declared === undefined && !req.headers['transfer-encoding']))
      return Promise.resolve({ kind: 'ok', body: Buffer.alloc(0) });
    return Promise.resolve({ kind: 'already_read' });
  }
  return new Promise((resolve) => {
    let settled = false;
    let size = 0;
    // With a declared length the body goes straight into one buffer of that size: no copy at the end.
    const fixed = declared !== undefined ? Buffer.allocUnsafe(declared) : undefined;
    const chunks: Buffer[] = [];
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('aborted', onAbort);
      req.off('close', onClose);
      if (result.kind !== 'ok') req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      const next = size + chunk.length;
      if (next > limits.maxBytes || (fixed && next > fixed.length)) {
        const prefix = Buffer.concat(fixed ? [fixed.subarray(0, Math.min(size, limits.keepPrefix))] : chunks).subarray(
          0,
          limits.keepPrefix,
        );
        finish({ kind: 'too_large', size: next, prefix: Buffer.from(prefix) });
        return;
      }
      if (fixed) chunk.copy(fixed, size);
      else chunks.push(chunk);
      size = next;
    };
    const onEnd = () => {
      if (fixed) finish(size === fixed.length ? { kind: 'ok', body: fixed } : { kind: 'aborted' });
      else finish({ kind: 'ok', body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    };
    const onAbort = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!req.complete) finish({ kind: 'aborted' });
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), limits.timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('aborted', onAbort);
    req.on('close', onClose);
  });
}

/** Writes a reply on a node:http response. With reply.close the connection is closed once the reply is out. */
export function sendNodeReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const headers: Record<string, string | number> = { ...reply.headers };
  if (reply.body !== undefined) headers['content-length'] = Buffer.byteLength(reply.body);
  if (reply.close) headers.connection = 'close';
  res.writeHead(reply.status, headers);
  res.end(reply.body);
  if (reply.close) {
    // The unread rest of the body is not worth reading: drop the connection shortly after the reply is flushed.
    res.once('finish', () => setTimeout(() => req.socket?.destroy(), 250).unref());
  }
}

/** Reads a fetch Request body with the same limits. */
export async function readWebBody(request: Request, limits: ReadLimits): Promise<BodyResult> {
  const declared = declaredLength(request.headers.get('content-length'));
  if (declared !== undefined && declared > limits.maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { kind: 'too_large', size: declared, prefix: Buffer.alloc(0) };
  }
  if (request.bodyUsed) return { kind: 'already_read' };
  if (!request.body) return { kind: 'ok', body: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const fixed = declared !== undefined ? Buffer.allocUnsafe(declared) : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'timeout') {
        reader.cancel().catch(() => undefined);
        return { kind: 'timeout' };
      }
      if (next.done) break;
      const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      const total = size + chunk.length;
      if (total > limits.maxBytes || (fixed && total > fixed.length)) {
        reader.cancel().catch(() => undefined);
        const prefix = Buffer.concat(fixed ? [fixed.subarray(0, Math.min(size, limits.keepPrefix))] : chunks).subarray(
          0,
          limits.keepPrefix,
        );
        return { kind: 'too_large', size: total, prefix: Buffer.from(prefix) };
      }
      if (fixed) chunk.copy(fixed, size);
      else chunks.push(chunk);
      size = total;
    }
  } catch {
    return { kind: 'aborted' };
  } finally {
    clearTimeout(timer);
  }
  if (fixed) return size === fixed.length ? { kind: 'ok', body: fixed } : { kind: 'aborted' };
  return { kind: 'ok', body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) };
}

export function webResponse(reply: Reply): Response {
  const headers = new Headers(reply.headers);
  if (reply.close) headers.set('connection', 'close');
  return new Response(reply.status === 204 ? null : (reply.body ?? null), { status: reply.status, headers });
}
