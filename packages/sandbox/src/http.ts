// Small helpers over node:http: read a bounded body, write JSON, bytes or nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/**
 * The whole body, up to limitBytes. Past the limit it keeps nothing more but reads on (up to as much again), so that
 * the 413 reaches a client that is still sending; a body larger still is cut off with the connection.
 */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limitBytes) chunks.push(chunk as Buffer);
    else if (size > 2 * limitBytes) break;
  }
  if (size > limitBytes) throw new BodyTooLargeError(`the body is larger than ${limitBytes} bytes`);
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

export function sendBytes(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: Uint8Array | string,
  headers: Record<string, string> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength), ...headers });
  res.end(bytes);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Length': '0', ...headers });
  res.end();
}

export const isJsonContentType = (value: string | undefined) =>
  !!value && /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(value.trim());
