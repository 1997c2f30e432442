// A lock file holding the pid of its owner: taken exclusively, taken over when its owner is gone.
import { PRIVATE_FILE_MODE } from '@trs/shared';
import { constants, promises as fs } from 'node:fs';
import { StoreError } from '../errors.js';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds now: a second store object of this process on the same directory is refused. */
const held = new Set<string>();

/** Takes `file` for this process; `busy(owner)` words the error when a live process (or this one) holds it. */
export async function takePidLock(
  file: string,
  store: 'sqlite',
  busy: (owner: number) => string,
): Promise<() => Promise<void>> {
  if (held.has(file)) throw new StoreError('TRS_STORE_LOCKED', busy(process.pid), { store });
  held.add(file);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const handle = await fs.open(
          file,
          constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY,
          PRIVATE_FILE_MODE,
        );
        await handle.writeFile(String(process.pid));
        await handle.close();
        return async () => {
          held.delete(file);
          const owner = await fs.readFile(file, 'utf8').catch(() => '');
          if (owner.trim() === String(process.pid)) await fs.rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
        if (owner && owner !== process.pid && pidAlive(owner))
          throw new StoreError('TRS_STORE_LOCKED', busy(owner), { store });
        // A lock left by a process that died (or by an earlier life of this pid): take it over.
        await fs.rm(file, { force: true });
      }
    }
  } catch (error) {
    held.delete(file);
    throw error;
  }
  held.delete(file);
  throw new StoreError('TRS_STORE_LOCKED', `could not take the lock ${file}: remove it if no receiver runs`, { store });
}
