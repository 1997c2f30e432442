// Bodies too large to be worth a trip through the database engine, as files in `<store dir>/bodies/`. The intake
// writes them there as they arrive (core/spool.ts) and fsyncs them; the store records the file's name in the same
// commit as the row, after the directory entry is on disk too, and removes the file with the row.
import { systemClock } from '@trs/shared';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { StoreError } from '../errors.js';

export class BodyFiles {
  readonly dir: string;
  constructor(
    storeDir: string,
    private readonly store: 'sqlite',
  ) {
    this.dir = path.join(storeDir, 'bodies');
  }

  /** The name to record for a spooled file, which must be one of this directory's. */
  nameOf(file: string): string {
    const full = path.resolve(file);
    if (path.dirname(full) !== this.dir)
      throw new StoreError('TRS_STORE_CORRUPT', `body file ${file} is not in ${this.dir}`, { store: this.store });
    return path.basename(full);
  }

  private resolve(name: string): string {
    const full = path.resolve(this.dir, name);
    if (path.dirname(full) !== this.dir)
      throw new StoreError('TRS_STORE_CORRUPT', `body path ${name} points outside ${this.dir}`, { store: this.store });
    return full;
  }

  /** Makes the directory entries of files created in it durable (a file's own fsync does not cover its name). */
  async syncDirectory(): Promise<void> {
    const handle = await fs.open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  read(name: string): Promise<Buffer> {
    return fs.readFile(this.resolve(name));
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(this.resolve(name), { force: true })));
  }

  /** Deletes files no record points at (left by a crash between writing the file and the row, or by a duplicate). */
  async sweep(referenced: (names: string[]) => Promise<Set<string>>, olderThanMs = 60_000): Promise<void> {
    const names = (await fs.readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith('.body'));
    if (!names.length) return;
    const kept = await referenced(names);
    const now = systemClock.now();
    for (const name of names) {
      if (kept.has(name)) continue;
      // a file still being written by a delivery in flight (another process, or this one) is young: leave it
      const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (stat && now - stat.mtimeMs > olderThanMs) await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}
