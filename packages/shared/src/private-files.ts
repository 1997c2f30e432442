// Files that hold secrets, bodies or personal data (tokens, recordings, inbox bodies, report PDFs): the owner's only,
// 0600 in 0700 folders, whatever the umask. A folder is created private; one that exists must be a real folder of this
// user's (never a link, never another user's), and its mode is changed only when the caller owns it by role (a store's
// own folder), never a folder it was merely pointed at. Files are written whole through a temporary file beside them,
// so a reader never sees half of one and a link planted at the target is never followed.
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, constants, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { TrsError } from './errors.js';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export type UnsafePathProblem = 'symbolic_link' | 'not_a_folder' | 'a_folder' | 'other_owner' | 'exists';

/** A path that cannot safely hold private data, with what is wrong with it. */
export class UnsafePathError extends TrsError<'TRS_UNSAFE_PATH', { path: string; problem: UnsafePathProblem }> {
  constructor(target: string, problem: UnsafePathProblem) {
    const what: Record<UnsafePathProblem, string> = {
      symbolic_link:
        'is a symbolic link: private data goes only into a real folder of yours. Remove it, or choose another path.',
      not_a_folder: 'is not a folder: give the path of a folder.',
      a_folder: 'is a folder: give the path of a file.',
      other_owner: 'belongs to another user: private data goes only into a folder of yours. Choose another path.',
      exists: 'exists: it is not replaced unless you ask for that.',
    };
    super('TRS_UNSAFE_PATH', `${target} ${what[problem]}`, { path: target, problem });
  }
}

/**
 * How a folder stands after ensurePrivateDir: `created` by this call (0700), `private` (it existed, 0700 or tighter,
 * or was tightened), or `shared` (it existed with a looser mode that was left alone: create a private folder inside).
 */
export type PrivateDirState = 'created' | 'private' | 'shared';

export interface PrivateDirOptions {
  /** The folder is the caller's own (a store's folder): tighten a looser mode instead of reporting it `shared`. */
  tighten?: boolean;
}

const ownUid = (): number | null => (typeof process.getuid === 'function' ? process.getuid() : null);

function checkFolder(dir: string, stat: Stats): void {
  if (stat.isSymbolicLink()) throw new UnsafePathError(dir, 'symbolic_link');
  if (!stat.isDirectory()) throw new UnsafePathError(dir, 'not_a_folder');
  const uid = ownUid();
  if (uid !== null && stat.uid !== uid) throw new UnsafePathError(dir, 'other_owner');
}

const isLoose = (stat: Stats, mode: number) => (stat.mode & 0o777 & ~mode) !== 0;

/** The folder, made private (see PrivateDirState). Throws UnsafePathError for a link, a file or another's folder. */
export async function ensurePrivateDir(dir: string, options: PrivateDirOptions = {}): Promise<PrivateDirState> {
  const existing = await fs.lstat(dir).catch(() => null);
  if (!existing) {
    await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.chmod(dir, PRIVATE_DIR_MODE);
    return 'created';
  }
  checkFolder(dir, existing);
  if (!isLoose(existing, PRIVATE_DIR_MODE)) return 'private';
  if (!options.tighten) return 'shared';
  await fs.chmod(dir, PRIVATE_DIR_MODE);
  return 'private';
}

/** ensurePrivateDir for code that must stay synchronous (opening an embedded database). */
export function ensurePrivateDirSync(dir: string, options: PrivateDirOptions = {}): PrivateDirState {
  let existing: Stats | null = null;
  try {
    existing = lstatSync(dir);
  } catch {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(dir, PRIVATE_DIR_MODE);
    return 'created';
  }
  checkFolder(dir, existing);
  if (!isLoose(existing, PRIVATE_DIR_MODE)) return 'private';
  if (!options.tighten) return 'shared';
  chmodSync(dir, PRIVATE_DIR_MODE);
  return 'private';
}

/**
 * Creates the file, empty, as 0600 when it does not exist (never truncating one that does), and tightens one that
 * does. For a file another program then opens (SQLite gives its -wal and -shm files the database file's mode).
 */
export function makePrivateFileSync(file: string): void {
  try {
    const fd = openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE);
    try {
      fchmodSync(fd, PRIVATE_FILE_MODE);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) throw new UnsafePathError(file, 'symbolic_link');
    if (isLoose(stat, PRIVATE_FILE_MODE)) chmodSync(file, PRIVATE_FILE_MODE);
  }
}

/** Tightens every file and folder directly in `dir`, a folder of the caller's own that an earlier version wrote looser. */
export function tightenEntriesSync(dir: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) continue;
      const mode = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
      if (isLoose(stat, mode)) chmodSync(full, mode);
    } catch {
      // gone meanwhile, or not ours: whoever opens it says what is wrong with it
    }
  }
}

export interface WriteOptions {
  /** Replace a file that exists (default false: UnsafePathError `exists`). A link at the target is replaced, never followed. */
  overwrite?: boolean;
}

/**
 * Writes `content` to `file` (0600, whatever the umask) whole: into a new temporary file in the same folder, synced,
 * then moved into place. The folder must exist (ensurePrivateDir).
 */
export async function writePrivateFile(
  file: string,
  content: string | Uint8Array,
  options: WriteOptions = {},
): Promise<void> {
  const existing = await fs.lstat(file).catch(() => null);
  if (existing?.isDirectory()) throw new UnsafePathError(file, 'a_folder');
  if (existing && !options.overwrite) throw new UnsafePathError(file, 'exists');
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  // O_EXCL: a name that exists, a link included, is never opened
  const handle = await fs.open(temporary, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE);
  try {
    try {
      await handle.chmod(PRIVATE_FILE_MODE);
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.overwrite) await fs.rename(temporary, file);
    else await linkWithoutReplacing(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** Gives `temporary` the name `file` unless that name was taken meanwhile (link() fails then; nothing is replaced). */
async function linkWithoutReplacing(temporary: string, file: string): Promise<void> {
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UnsafePathError(file, 'exists');
    // a file system without hard links: a copy that fails as well when the name exists (the mode comes along)
    await fs.copyFile(temporary, file, constants.COPYFILE_EXCL);
  }
}

/** Appends one line to a file (0600), creating it; the folder must exist (ensurePrivateDir). Never follows a link. */
export async function appendPrivateLine(file: string, line: string): Promise<void> {
  const handle = await fs.open(
    file,
    constants.O_CREAT | constants.O_APPEND | constants.O_WRONLY | constants.O_NOFOLLOW,
    PRIVATE_FILE_MODE,
  );
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.appendFile(`${line}\n`);
  } finally {
    await handle.close();
  }
}
