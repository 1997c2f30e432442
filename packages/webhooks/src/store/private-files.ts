// The embedded stores hold raw bodies (personal data, presigned URLs): their folders are the owner's only (0700) and
// their files too (0600), whatever the umask. SQLite gives its -wal and -shm files the mode of the database file, so
// the database file is created here, private, before SQLite opens it; files an earlier version left looser are
// tightened when the store opens.
import { chmodSync, closeSync, constants, fchmodSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Tightens a file or folder of ours to `mode` when it grants more; leaves one it cannot change (not ours) alone. */
function tighten(target: string, mode: number): void {
  try {
    if ((statSync(target).mode & 0o777 & ~mode) !== 0) chmodSync(target, mode);
  } catch {
    // absent, or not ours: opening the store says what is wrong with it, if anything
  }
}

/** Creates the folder (and its missing parents) as 0700, and tightens it if it exists with more. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** Creates the file, empty, as 0600 when it does not exist (never truncating one that does); tightens it if it does. */
export function makePrivateFile(file: string): void {
  try {
    const fd = openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE);
    try {
      fchmodSync(fd, PRIVATE_FILE_MODE);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    tighten(file, PRIVATE_FILE_MODE);
  }
}

/** Tightens every file directly in `dir` (a store folder an earlier version wrote with the umask's modes). */
export function tightenFilesIn(dir: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    tighten(full, statSafe(full)?.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  }
}

function statSafe(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}
