// The content of an uploadPartnerDocument event (provider spec 6.4): usually a presigned URL to fetch within
// 24 hours without a Token; when publishing failed, the file itself as base64 `fileData`. Both come out as a stream
// of bytes; the base64 is decoded piece by piece, so the decoded file is never held in memory next to the payload.
import { PRIVATE_FILE_MODE, systemClock } from '@trs/shared';
import { createHash } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EventPayloadMap } from '@trs/validators';
import { DocumentError } from '../errors.js';

type DocumentPayload = EventPayloadMap['uploadPartnerDocument'];

export interface DocumentOptions {
  /** fetch to use (tests inject one). Default: the global fetch. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Refuse a download larger than this. Default 1 GiB. */
  maxBytes?: number;
  /** Allow http:// for 127.0.0.1, ::1 and localhost (the local sandbox). Default false: HTTPS only. */
  allowHttpLoopback?: boolean;
  /** Redirects followed (each must be HTTPS too). Default 5. */
  maxRedirects?: number;
}

export interface DocumentContent {
  fileName: string;
  documentType: number;
  source: 'presignedUrl' | 'fileData';
  /** Bytes, when known in advance (fileData always; a URL when the server sends Content-Length). */
  size: number | null;
  /** The media type the server declared (presignedUrl only). */
  contentType: string | null;
  /** The bytes. Read it once. */
  stream: Readable;
}

const BASE64_CHUNK = 64 * 1024; // characters per decoded piece (a multiple of 4): 48 KiB of output

function payloadOf(input: unknown): DocumentPayload {
  const candidate =
    input && typeof input === 'object' && 'payload' in input && 'name' in input
      ? (input as { payload: unknown }).payload
      : input;
  const data = (candidate as { data?: unknown } | null)?.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') {
    throw new DocumentError(
      'TRS_DOCUMENT_NOT_A_DOCUMENT',
      'not an uploadPartnerDocument event: the payload has no data object',
    );
  }
  if (typeof data.presignedUrl !== 'string' && typeof data.fileData !== 'string') {
    throw new DocumentError(
      'TRS_DOCUMENT_NOT_A_DOCUMENT',
      'the uploadPartnerDocument event carries neither data.presignedUrl nor data.fileData',
    );
  }
  return candidate as DocumentPayload;
}

/** Exact decoded size of a base64 text (whitespace ignored), without decoding it. */
function decodedSize(text: string): number {
  let chars = 0;
  let padding = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    chars += 1;
    if (c === 0x3d) padding += 1;
  }
  return Math.floor((chars * 3) / 4) - padding;
}

const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/** Decodes base64 lazily, one piece at a time; rejects characters outside the alphabet and misplaced padding. */
export function base64Stream(text: string): Readable {
  function* pieces(): Generator<Buffer> {
    let carry = '';
    let padded = false;
    for (let offset = 0; offset < text.length; offset += BASE64_CHUNK) {
      let piece = text.slice(offset, offset + BASE64_CHUNK);
      if (/\s/.test(piece)) piece = piece.replace(/\s+/g, '');
      const bad = piece.search(NOT_BASE64);
      if (bad !== -1)
        throw new DocumentError(
          'TRS_DOCUMENT_INVALID_BASE64',
          `data.fileData is not base64: character ${JSON.stringify(piece[bad])} is outside the alphabet`,
        );
      const pad = piece.indexOf('=');
      if (padded && !/^=*$/.test(piece))
        throw new DocumentError('TRS_DOCUMENT_INVALID_BASE64', 'data.fileData is not base64: data after the padding');
      if (pad !== -1) {
        if (!/^=+$/.test(piece.slice(pad)))
          throw new DocumentError('TRS_DOCUMENT_INVALID_BASE64', 'data.fileData is not base64: data after the padding');
        padded = true;
      }
      piece = carry + piece;
      const usable = piece.length - (piece.length % 4);
      carry = piece.slice(usable);
      if (usable) yield Buffer.from(piece.slice(0, usable), 'base64');
    }
    if (carry.replace(/=+$/, '').length % 4 === 1)
      throw new DocumentError('TRS_DOCUMENT_INVALID_BASE64', 'data.fileData is not base64: its length is impossible');
    if (carry) yield Buffer.from(carry, 'base64');
  }
  return Readable.from(pieces(), { objectMode: false });
}

function checkUrl(raw: string, allowHttpLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DocumentError(
      'TRS_DOCUMENT_URL_NOT_HTTPS',
      `data.presignedUrl is not a URL: ${JSON.stringify(raw.slice(0, 200))}`,
    );
  }
  if (url.protocol === 'https:') return url;
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  if (url.protocol === 'http:' && allowHttpLoopback && loopback) return url;
  throw new DocumentError(
    'TRS_DOCUMENT_URL_NOT_HTTPS',
    `refusing to fetch ${url.protocol}//${url.host}: presigned document URLs are fetched over HTTPS only${url.protocol === 'http:' ? ' (allowHttpLoopback permits http on 127.0.0.1/localhost for the local sandbox)' : ''}`,
  );
}

/**
 * The document of an uploadPartnerDocument event (the event, or its payload), as a stream. A presigned URL is fetched
 * without a Token (it needs none, and must not receive one) over HTTPS; fileData is decoded as it is read.
 */
export async function openDocument(event: unknown, options: DocumentOptions = {}): Promise<DocumentContent> {
  const payload = payloadOf(event);
  const data = payload.data as unknown as Record<string, unknown>;
  const fileName = typeof data.fileName === 'string' ? data.fileName : 'document';
  const documentType = typeof data.documentType === 'number' ? data.documentType : -1;
  const maxBytes = options.maxBytes ?? 1024 ** 3;

  if (typeof data.presignedUrl === 'string') {
    const doFetch = options.fetch ?? globalThis.fetch;
    let url = checkUrl(data.presignedUrl, options.allowHttpLoopback ?? false);
    let response: Response | undefined;
    for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
      // No Token, no credentials: the URL carries its own signature.
      response = await doFetch(url, {
        method: 'GET',
        redirect: 'manual',
        headers: { accept: '*/*' },
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel().catch(() => undefined);
        url = checkUrl(new URL(response.headers.get('location')!, url).href, options.allowHttpLoopback ?? false);
        response = undefined;
        continue;
      }
      break;
    }
    if (!response)
      throw new DocumentError('TRS_DOCUMENT_FETCH_FAILED', `too many redirects fetching the document ${fileName}`, {
        fileName,
      });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      const expired = response.status === 403 || response.status === 404;
      throw new DocumentError(
        'TRS_DOCUMENT_FETCH_FAILED',
        `fetching the document ${fileName} answered HTTP ${response.status}${expired ? ': presigned URLs stop working 24 hours after the event; ask the provider to send the document again' : ''}`,
        { fileName, status: response.status },
      );
    }
    const length = response.headers.get('content-length');
    const size = length && /^\d+$/.test(length) ? Number(length) : null;
    if (size !== null && size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new DocumentError(
        'TRS_DOCUMENT_TOO_LARGE',
        `the document ${fileName} is ${size} bytes, more than maxBytes (${maxBytes})`,
        { fileName, maxBytes },
      );
    }
    const source = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    let seen = 0;
    const guarded = source.compose(async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        seen += chunk.length;
        if (seen > maxBytes)
          throw new DocumentError(
            'TRS_DOCUMENT_TOO_LARGE',
            `the document ${fileName} is larger than maxBytes (${maxBytes})`,
            { fileName, maxBytes },
          );
        yield chunk;
      }
    });
    return {
      fileName,
      documentType,
      source: 'presignedUrl',
      size,
      contentType: response.headers.get('content-type'),
      stream: guarded as unknown as Readable,
    };
  }

  const text = data.fileData as string;
  const size = decodedSize(text);
  if (size > maxBytes)
    throw new DocumentError(
      'TRS_DOCUMENT_TOO_LARGE',
      `the document ${fileName} is ${size} bytes, more than maxBytes (${maxBytes})`,
      { fileName, maxBytes },
    );
  return { fileName, documentType, source: 'fileData', size, contentType: null, stream: base64Stream(text) };
}

export interface SavedDocument {
  path: string;
  bytes: number;
  sha256: string;
  source: 'presignedUrl' | 'fileData';
  fileName: string;
  documentType: number;
}

/**
 * Writes the document of an uploadPartnerDocument event to `filePath` (through a temporary file renamed at the
 * end, so a crash never leaves half a document under the final name).
 */
export async function saveDocument(
  event: unknown,
  filePath: string,
  options: DocumentOptions = {},
): Promise<SavedDocument> {
  const document = await openDocument(event, options);
  const target = path.resolve(filePath);
  const temporary = `${target}.${process.pid}.${systemClock.now()}.part`;
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      document.stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      ...(options.signal ? [{ signal: options.signal }] : []),
    );
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return {
    path: target,
    bytes,
    sha256: hash.digest('hex'),
    source: document.source,
    fileName: document.fileName,
    documentType: document.documentType,
  };
}
