// The recorder of HTTP exchanges: HAR 1.2 (what `redocly drift` reads), every header, query and body redacted
// (redact.ts) before it is written, and each entry's findings (analyze.ts) in the custom field `_trs`.
import { constants } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding, Location } from './analyze.js';
import { listOf, objectOf, PRIVATE_FILE_MODE, UnsafePathError } from '@trs/shared';
import { recordingFolder } from './recording-folder.js';
import { contract as defaultContract } from './contract.gen.js';
import { redactBody, redactHeaders, redactPath, redactQuery, redactStatusText, type FieldIndex } from './redact.js';

/** One request and its answer as the proxy saw them. */
export interface Exchange {
  readonly startedAt: Date;
  readonly method: string;
  /** The URL the caller asked for (the upstream's). */
  readonly url: string;
  readonly requestHeaders: Iterable<readonly [string, string]>;
  readonly requestBody: Uint8Array | null;
  readonly status: number;
  readonly statusText: string;
  readonly responseHeaders: Iterable<readonly [string, string]>;
  readonly responseBody: Uint8Array | null;
  readonly durationMs: number;
}

/** What the recorder knows of the exchange from the contract: the fields of its bodies, and what was found. */
export interface ExchangeContext {
  readonly requestFields: FieldIndex | null;
  readonly responseFields: FieldIndex | null;
  readonly location: Location;
  readonly findings: readonly Finding[];
  /**
   * The URL path as the recording keeps it (redactPath with the exchange's operation). Default: the contract's
   * literal segments and a version segment kept, every other segment a shape.
   */
  readonly recordedPath?: string;
}

export interface HarEntryExtension {
  readonly location: Location;
  readonly findings: readonly Finding[];
}

const headerOf = (headers: Iterable<readonly [string, string]>, name: string) =>
  [...headers].find(([n]) => n.toLowerCase() === name)?.[1] ?? null;

function content(body: Uint8Array | null, contentType: string | null, fields: FieldIndex | null) {
  const redacted = redactBody(body, contentType, fields);
  const mimeType = contentType ?? 'application/octet-stream';
  if (!redacted) return { size: 0, mimeType, text: '' };
  // A body that is not JSON is recorded as the JSON of its shape, never as its bytes.
  if ('shape' in redacted)
    return { size: body!.length, mimeType, text: JSON.stringify({ $shape: redacted.shape }), comment: 'shape only' };
  return { size: body!.length, mimeType, text: JSON.stringify(redacted.json) };
}

/** One HAR entry of an exchange, redacted. */
export function harEntry(exchange: Exchange, context: ExchangeContext) {
  const url = new URL(exchange.url);
  const requestType = headerOf(exchange.requestHeaders, 'content-type');
  const responseType = headerOf(exchange.responseHeaders, 'content-type');
  const query = redactQuery(url.searchParams);
  const recordedPath = context.recordedPath ?? redactPath(url.pathname, '', null, defaultContract);
  const recordedUrl = `${url.origin}${recordedPath}${query.length ? `?${query.map((q) => `${q.name}=${encodeURIComponent(q.value)}`).join('&')}` : ''}`;
  const requestContent = content(exchange.requestBody, requestType, context.requestFields);
  const extension: HarEntryExtension = { location: context.location, findings: context.findings };
  return {
    startedDateTime: exchange.startedAt.toISOString(),
    time: exchange.durationMs,
    request: {
      method: exchange.method,
      url: recordedUrl,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: redactHeaders(exchange.requestHeaders),
      queryString: query,
      ...(exchange.requestBody?.length
        ? { postData: { mimeType: requestContent.mimeType, text: requestContent.text } }
        : {}),
      headersSize: -1,
      bodySize: exchange.requestBody?.length ?? 0,
    },
    response: {
      status: exchange.status,
      statusText: redactStatusText(exchange.status, exchange.statusText),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: redactHeaders(exchange.responseHeaders),
      content: content(exchange.responseBody, responseType, context.responseFields),
      redirectURL: '',
      headersSize: -1,
      bodySize: exchange.responseBody?.length ?? -1,
    },
    cache: {},
    timings: { send: 0, wait: exchange.durationMs, receive: 0 },
    _trs: extension,
  };
}

export type HarEntry = ReturnType<typeof harEntry>;

export interface HarRecorder {
  /** The HAR file (0600, in a 0700 folder). */
  readonly file: string;
  /** Redacts the exchange and appends it to the file. Calls are written in order. */
  record(exchange: Exchange, context: ExchangeContext): Promise<void>;
  readonly entries: readonly HarEntry[];
}

// The file is one JSON document that stays whole after each exchange: the entries array ends with this trailer, and
// an entry is written over it followed by the trailer again. Each exchange costs its own bytes, never the file's.
const TRAILER = '\n]}}\n';

/** Appends one entry to the HAR file, creating it (0600, never through a link) with the first. */
async function appendEntry(file: string, entry: HarEntry, creator: object): Promise<void> {
  const json = JSON.stringify(entry);
  let handle;
  try {
    handle = await open(
      file,
      constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW,
      PRIVATE_FILE_MODE,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (handle) {
    try {
      await handle.chmod(PRIVATE_FILE_MODE);
      await handle.write(`{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"entries":[\n${json}${TRAILER}`);
    } finally {
      await handle.close();
    }
    return;
  }
  // A file of an earlier run (or of an earlier entry): its entries are kept, this one goes after them.
  const existing = await open(file, constants.O_RDWR | constants.O_NOFOLLOW);
  try {
    const { size } = await existing.stat();
    const tail = Buffer.alloc(TRAILER.length);
    if (size >= TRAILER.length) await existing.read(tail, 0, TRAILER.length, size - TRAILER.length);
    if (tail.toString('utf8') !== TRAILER) throw new UnsafePathError(file, 'exists');
    await existing.write(`,\n${json}${TRAILER}`, size - TRAILER.length);
  } finally {
    await existing.close();
  }
}

/**
 * A HAR 1.2 recorder that writes only redacted exchanges, appending each to `file`. Its folder is made private when
 * it is this user's own or new; a shared folder is left as it is and the file goes into a private folder inside it
 * (`trs-recordings`, see `file`).
 */
export function createHarRecorder(file: string, creator = { name: '@trs/discovery', version: '0.1.0' }): HarRecorder {
  const target = path.join(recordingFolder(path.dirname(file)), path.basename(file));
  const entries: HarEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  return {
    file: target,
    entries,
    record(exchange, context) {
      const entry = harEntry(exchange, context);
      entries.push(entry);
      const written = writing.catch(() => undefined).then(() => appendEntry(target, entry, creator));
      writing = written;
      return written;
    },
  };
}

/** The entries of a HAR file written by the recorder (or any HAR 1.2 file: entries without `_trs` have no findings). */
export async function readHar(file: string): Promise<HarEntry[]> {
  const har: unknown = JSON.parse(await readFile(file, 'utf8'));
  // Entries as the recorder writes them; readers take each member tolerantly.
  return listOf(objectOf(objectOf(har).log).entries) as HarEntry[];
}
