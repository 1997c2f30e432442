// Reading a delivery's body as it arrives, into its place: memory while it is small, a file of the store (or a spool
// file) once it passes the spill threshold, so that a large fileData document never sits whole in memory. A small
// body (the usual event) is classified once it is whole, by one JSON.parse (json-scan.ts's scanJson) and hashed only
// if a key needs the hash of the whole body; a larger one goes through the JSON scanner chunk by chunk as it arrives
// (classification needs no parse) and is hashed as it is written. The cap is enforced as bytes arrive; past it
// nothing more is stored, but the scanner reads on (to the end of the body, twice the cap at most, within the
// deadline) so that the dead letter can say which tenancy and document the provider has to send again.
import { PRIVATE_FILE_MODE } from '@trs/shared';
import { createHash, hash as hashOnce, randomUUID, type Hash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PARSE_WHOLE_MAX, type JsonScanner } from './json-scan.js';
import type { SpooledBody } from '../store/types.js';
import type { ChunkSource } from './request.js';

export interface BodyLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Bodies larger than this go to a file as they arrive (when the store gives a directory). */
  spillBytes: number;
  /** Bytes of a body over the cap kept in its dead letter. */
  keepPrefix: number;
}

export type BodyOutcome =
  | {
      kind: 'ok';
      body: Buffer | SpooledBody;
      size: number;
      /** The SHA-256 of the body (base64url), computed when first asked for (a body in memory). */
      sha256: () => string;
      /** The scanner that read the body as it arrived; null for a small body, to be read whole (scanJson). */
      scanner: JsonScanner | null;
    }
  | { kind: 'too_large'; size: number; complete: boolean; prefix: Buffer; scanner: JsonScanner }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

class Spool {
  private handle: fs.FileHandle | undefined;
  readonly file: string;
  constructor(dir: string) {
    this.file = path.join(dir, `${randomUUID()}.body`);
  }
  async write(chunk: Uint8Array): Promise<void> {
    this.handle ??= await fs.open(this.file, 'wx', PRIVATE_FILE_MODE);
    await this.handle.write(chunk);
  }
  /** On stable storage before the record that points at it is committed. */
  async finish(): Promise<void> {
    await this.handle?.sync();
    await this.handle?.close();
    this.handle = undefined;
  }
  async discard(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = undefined;
    await fs.rm(this.file, { force: true });
  }
}

const TIMED_OUT = Symbol('timed out');

/**
 * Reads `source` to its end (or the deadline). `declared` is the Content-Length, when sent: a body announced over
 * the cap is not stored at all, only scanned.
 */
export async function readBody(
  source: ChunkSource,
  declared: number | undefined,
  limits: BodyLimits,
  spoolDir: string | null,
  newScanner: () => JsonScanner,
): Promise<BodyOutcome> {
  // Until the body grows past PARSE_WHOLE_MAX (or over the cap, or into a spool file) every chunk of it is in
  // `chunks`: no scanner and no hash yet. From then on both run as chunks arrive, caught up on the chunks held.
  let scanner: JsonScanner | undefined;
  let hash: Hash | undefined;
  const chunks: Buffer[] = [];
  // the first keepPrefix bytes (for the dead letter of a body over the cap): views, never copies
  const prefix: Buffer[] = [];
  let prefixSize = 0;
  let size = 0;
  let inMemory = 0;
  let spool: Spool | undefined;
  let tooLarge = declared !== undefined && declared > limits.maxBytes;
  const scanUntil = limits.maxBytes * 2;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limits.timeoutMs);
  });
  const stopStoring = async () => {
    chunks.length = 0;
    inMemory = 0;
    await spool?.discard();
    spool = undefined;
  };
  const prefixOf = () => (prefix.length === 1 ? prefix[0]! : Buffer.concat(prefix, prefixSize));
  try {
    for (;;) {
      let next: Uint8Array | null | typeof TIMED_OUT;
      try {
        next = await Promise.race([source.next(), deadline]);
      } catch {
        await stopStoring();
        return { kind: 'aborted' };
      }
      if (next === TIMED_OUT) {
        source.stop();
        await stopStoring();
        if (tooLarge)
          return { kind: 'too_large', size, complete: false, prefix: prefixOf(), scanner: scanner ?? newScanner() };
        return { kind: 'timeout' };
      }
      if (next === null) break;
      const chunk = Buffer.isBuffer(next) ? next : Buffer.from(next.buffer, next.byteOffset, next.byteLength);
      size += chunk.length;
      if (prefixSize < limits.keepPrefix) {
        const piece = chunk.subarray(0, limits.keepPrefix - prefixSize);
        prefix.push(piece);
        prefixSize += piece.length;
      }
      if (
        !scanner &&
        (tooLarge ||
          size > PARSE_WHOLE_MAX ||
          size > limits.maxBytes ||
          (spoolDir !== null && inMemory + chunk.length > limits.spillBytes))
      ) {
        scanner = newScanner();
        hash = createHash('sha256');
        for (const piece of chunks) {
          if (!scanner.failed) scanner.write(piece);
          hash.update(piece);
        }
      }
      if (scanner && !scanner.failed) scanner.write(chunk);
      if (!tooLarge && size > limits.maxBytes) {
        tooLarge = true;
        await stopStoring();
      }
      if (tooLarge) {
        if (size > scanUntil) {
          source.stop();
          return { kind: 'too_large', size, complete: false, prefix: prefixOf(), scanner: scanner! };
        }
        continue;
      }
      hash?.update(chunk);
      if (spool) await spool.write(chunk);
      else {
        chunks.push(chunk);
        inMemory += chunk.length;
        if (spoolDir && inMemory > limits.spillBytes) {
          spool = new Spool(spoolDir);
          for (const piece of chunks) await spool.write(piece);
          chunks.length = 0;
          inMemory = 0;
        }
      }
    }
    if (tooLarge)
      return { kind: 'too_large', size, complete: true, prefix: prefixOf(), scanner: scanner ?? newScanner() };
    if (declared !== undefined && size !== declared) {
      await stopStoring();
      return { kind: 'aborted' };
    }
    if (spool) {
      await spool.finish();
      return { kind: 'ok', body: { file: spool.file, size }, size, sha256: known(hash!), scanner: scanner ?? null };
    }
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
    chunks.length = 0;
    return { kind: 'ok', body, size, sha256: hash ? known(hash) : hashOf(body), scanner: scanner ?? null };
  } catch (error) {
    await stopStoring().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// Made outside readBody: a closure made in it would keep its whole scope alive with the outcome (the chunks of a large
// body beside their concatenation, for as long as the delivery is being stored).
const known = (hash: Hash): (() => string) => {
  const sha256 = hash.digest('base64url');
  return () => sha256;
};
const hashOf = (body: Buffer): (() => string) => {
  let sha256: string | undefined;
  return () => (sha256 ??= hashOnce('sha256', body, 'base64url'));
};

/** A body a parser left behind (rawBody), read as if it had arrived in one chunk. */
export function bufferSource(buffer: Buffer): ChunkSource {
  let done = false;
  return {
    next: () => {
      if (done) return Promise.resolve(null);
      done = true;
      return Promise.resolve(buffer);
    },
    stop: () => undefined,
  };
}

export function declaredLength(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
