// The embedded journal: one append-only file of JSON lines (journal.ndjson, 0600 in a 0700 folder), no set-up. Each
// write is one write(2) on a descriptor opened O_APPEND, then fdatasync, before its promise resolves; writes that
// arrive meanwhile share the next sync (group commit). Several processes on one machine may share the folder: appends
// of whole lines never interleave, and each reader folds the lines written since it last read (by any process).
import { randomUUID } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { clockFrom, ensurePrivateDir, makePrivateFileSync, type ClockOption } from '@trs/shared';
import { checkFinished, checkPending, checkReference, checkResolve, newPendingEntry } from './check.js';
import { JournalInputError, JournalWriteError } from './errors.js';
import { ResolvedListeners } from './listeners.js';
import { JournalState, parseEntry, type Entry } from './state.js';
import type {
  FinishedTarget,
  Journal,
  JournalExport,
  NewPendingPost,
  NewReference,
  OpenTenancy,
  PendingPost,
  ReferenceFilter,
  Resolution,
  ResolveRequest,
} from './types.js';

export const JOURNAL_FILE = 'journal.ndjson';

export interface FileJournalOptions {
  /** The journal's folder (created 0700 if missing; a looser folder of yours is tightened). */
  dir: string;
  /** The time the journal stamps (a Clock of @trs/shared, `{ now }` or `() => ms`). Default: the system clock. */
  clock?: ClockOption;
}

interface Waiter {
  line: string;
  done: (error?: unknown) => void;
}

/** Opens (creating if needed) the embedded journal in `dir`. */
export async function openJournal(options: FileJournalOptions): Promise<Journal> {
  if (!options || typeof options.dir !== 'string' || options.dir === '')
    throw new JournalInputError('dir', 'must be the path of the journal folder');
  let clock;
  try {
    clock = clockFrom(options.clock);
  } catch (error) {
    throw new JournalInputError('clock', (error as Error).message);
  }
  const dir = path.resolve(options.dir);
  await ensurePrivateDir(dir, { tighten: true });
  const file = path.join(dir, JOURNAL_FILE);
  const created = !(await fs.lstat(file).catch(() => null));
  makePrivateFileSync(file);
  const handle = await fs.open(file, constants.O_APPEND | constants.O_RDWR | constants.O_NOFOLLOW);
  if (created) await syncFolder(dir);
  await repairTornTail(handle);
  return new FileJournal(file, handle, () => new Date(clock.now()).toISOString());
}

/** Makes a new file's name durable: the folder's entry is synced too. */
async function syncFolder(dir: string): Promise<void> {
  const folder = await fs.open(dir, constants.O_RDONLY);
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** A line cut short by a crash would glue itself to the next one: end it, so that only it is skipped. */
async function repairTornTail(handle: FileHandle): Promise<void> {
  const { size } = await handle.stat();
  if (size === 0) return;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] !== 0x0a) {
    await handle.write('\n');
    await handle.datasync();
  }
}

class FileJournal implements Journal {
  readonly #file: string;
  readonly #handle: FileHandle;
  readonly #now: () => string;
  readonly #state = new JournalState();
  readonly #listeners = new ResolvedListeners();
  /** Bytes of the file folded so far (always the end of a whole line). */
  #offset = 0;
  #reading: Promise<void> = Promise.resolve();
  #queue: Waiter[] = [];
  #flushing = false;
  #closed = false;

  constructor(file: string, handle: FileHandle, now: () => string) {
    this.#file = file;
    this.#handle = handle;
    this.#now = now;
  }

  async record(reference: NewReference): Promise<void> {
    checkReference(reference);
    await this.#append({ v: 1, type: 'reference', at: this.#now(), reference: { ...reference } });
  }

  async recordPending(pending: NewPendingPost): Promise<PendingPost> {
    checkPending(pending);
    const entry = newPendingEntry(pending, this.#now());
    await this.#append({ v: 1, type: 'pending', pending: entry });
    // Its webhook may have been handled already (its resolvePending found nothing): what any process appended so far is
    // read now, and a reference that webhook announced resolves the entry at once. A webhook handled after this append
    // finds the entry itself; if both resolve it, the first line wins and only its writer tells its listeners.
    await this.#catchUp();
    const reference = this.#state.heldResolution(entry.id);
    if (reference !== undefined) await this.#resolve(entry.id, { at: this.#now(), reference, by: 'webhook' });
    return this.#state.pendingById(entry.id) ?? structuredClone(entry);
  }

  async resolvePending(request: ResolveRequest): Promise<PendingPost | undefined> {
    checkResolve(request);
    await this.#catchUp();
    const found = this.#state.match(request);
    if (!found || 'already' in found) return undefined;
    return this.#resolve(found.resolve.id, { at: this.#now(), reference: request.reference, by: request.by });
  }

  /**
   * Appends the resolution of entry `id` and answers the entry (telling the listeners) if it is the one that stands;
   * another process's resolution appended first stands instead, and was its writer's to announce.
   */
  async #resolve(id: string, resolution: Resolution): Promise<PendingPost | undefined> {
    const claim = randomUUID();
    await this.#append({ v: 1, type: 'resolved', id, resolution, claim });
    await this.#catchUp();
    if (!this.#state.resolvedWith(id, claim)) return undefined;
    const resolved = this.#state.pendingById(id) as PendingPost & { resolved: Resolution };
    this.#listeners.notify(resolved);
    return resolved;
  }

  async markFinished(target: FinishedTarget): Promise<void> {
    checkFinished(target);
    const entry =
      'tenancy' in target
        ? { v: 1 as const, type: 'finished' as const, at: this.#now(), tenancy: target.tenancy }
        : { v: 1 as const, type: 'finished' as const, at: this.#now(), applicant: target.applicant };
    await this.#append(entry);
  }

  async references(filter?: ReferenceFilter) {
    await this.#catchUp();
    return this.#state.references(filter);
  }

  async pending(options: { all?: boolean } = {}) {
    await this.#catchUp();
    return this.#state.pending(options.all === true);
  }

  async tenancyOfApplicant(applicant: string) {
    if (typeof applicant !== 'string' || applicant === '')
      throw new JournalInputError('applicant', 'must be a non-empty string');
    await this.#catchUp();
    return this.#state.tenancyOfApplicant(applicant);
  }

  async *openTenancies(): AsyncIterable<OpenTenancy> {
    await this.#catchUp();
    yield* this.#state.openTenancies();
  }

  async export(): Promise<JournalExport> {
    await this.#catchUp();
    return {
      schema: 'trs-journal/1',
      exportedAt: this.#now(),
      references: this.#state.references(),
      pending: this.#state.pending(true),
    };
  }

  onResolved(listener: Parameters<Journal['onResolved']>[0]) {
    return this.#listeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    while (this.#flushing || this.#queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
    await this.#handle.close();
  }

  /** Appends one entry and resolves once it is on stable storage. */
  #append(entry: Entry): Promise<void> {
    if (this.#closed) return Promise.reject(new JournalWriteError(this.#file, new Error('the journal is closed')));
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({
        line: `${JSON.stringify(entry)}\n`,
        done: (error) => (error === undefined ? resolve() : reject(new JournalWriteError(this.#file, error))),
      });
      if (!this.#flushing) void this.#flush();
    });
  }

  /** Writes every queued line in one write(2) and syncs once; then the next batch. */
  async #flush(): Promise<void> {
    this.#flushing = true;
    while (this.#queue.length > 0) {
      const batch = this.#queue;
      this.#queue = [];
      try {
        const bytes = Buffer.from(batch.map((waiter) => waiter.line).join(''));
        let written = 0;
        while (written < bytes.length) written += (await this.#handle.write(bytes, written)).bytesWritten;
        await this.#handle.datasync();
        for (const waiter of batch) waiter.done();
      } catch (error) {
        for (const waiter of batch) waiter.done(error);
      }
    }
    this.#flushing = false;
  }

  /** Folds the lines appended (by any process) before this call. One read at a time, each after the previous. */
  #catchUp(): Promise<void> {
    const read = this.#reading.then(() => this.#readNew());
    this.#reading = read.catch(() => undefined);
    return read;
  }

  async #readNew(): Promise<void> {
    const { size } = await this.#handle.stat();
    if (size <= this.#offset) return;
    const bytes = Buffer.alloc(size - this.#offset);
    let read = 0;
    while (read < bytes.length) {
      const { bytesRead } = await this.#handle.read(bytes, read, bytes.length - read, this.#offset + read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    const end = bytes.lastIndexOf(0x0a, read - 1);
    if (end < 0) return;
    for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
      if (line === '') continue;
      const entry = parseEntry(line);
      if (entry) this.#state.apply(entry);
    }
    this.#offset += end + 1;
  }
}
