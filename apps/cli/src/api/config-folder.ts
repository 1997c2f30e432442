// The trs folder and its config.json decide where API commands send a password (base URLs, users): only a folder and a
// file of this user's that no other user can write are trusted. The default folder ($XDG_CONFIG_HOME/trs,
// ~/.config/trs) is trs's own: a looser mode is tightened. A folder named by TRS_CONFIG_DIR may be shared (/tmp): it is
// refused, never changed.
import { constants, promises as fs, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE } from '@trs/shared';
import { CliError } from '../errors.js';

export interface ConfigFolder {
  dir: string;
  /** Named by TRS_CONFIG_DIR: another user's or a shared folder is refused, never tightened. */
  chosen: boolean;
}

/** Where trs keeps its files: TRS_CONFIG_DIR, else $XDG_CONFIG_HOME/trs, else ~/.config/trs (%APPDATA%\trs on Windows). */
export function configDir(env: Record<string, string | undefined>): string {
  if (env.TRS_CONFIG_DIR) return path.resolve(env.TRS_CONFIG_DIR);
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'trs');
  if (process.platform === 'win32' && env.APPDATA) return path.join(env.APPDATA, 'trs');
  return path.join(env.HOME || os.homedir(), '.config', 'trs');
}

/** The trs folder, and whether the user named it (TRS_CONFIG_DIR) rather than trs choosing its own. */
export function configFolder(env: Record<string, string | undefined>): ConfigFolder {
  return { dir: configDir(env), chosen: Boolean(env.TRS_CONFIG_DIR) };
}

const ownUid = (): number | null => (typeof process.getuid === 'function' ? process.getuid() : null);
const OTHERS_MAY_WRITE = 0o022;
const octal = (stat: Stats) => (stat.mode & 0o7777).toString(8).padStart(4, '0');

function refuse(message: string): never {
  throw new CliError('TRS_CLI_FAILED', message);
}

function checkOwner(what: string, target: string, stat: Stats): void {
  const uid = ownUid();
  if (uid !== null && stat.uid !== uid)
    refuse(
      `${what} ${target} belongs to another user (uid ${stat.uid}): trs reads its base URLs and users only from a folder and file of yours. Remove it, or set TRS_CONFIG_DIR to a folder of yours.`,
    );
}

/**
 * Checks the trs folder before anything in it is read or written. Returns false when it does not exist (nothing to
 * read); with `create`, a missing folder is made private (0700) and true returned.
 */
export async function checkConfigFolder(folder: ConfigFolder, options: { create?: boolean } = {}): Promise<boolean> {
  const what = folder.chosen ? 'The trs folder (TRS_CONFIG_DIR)' : 'The trs folder';
  const stat = await fs.lstat(folder.dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!stat) {
    if (!options.create) return false;
    await ensurePrivateDir(folder.dir);
    return true;
  }
  if (stat.isSymbolicLink())
    refuse(
      `${what} ${folder.dir} is a symbolic link: trs uses only a real folder of yours there. Remove it, or set TRS_CONFIG_DIR to one.`,
    );
  if (!stat.isDirectory())
    refuse(`${what} ${folder.dir} is not a folder. Remove it, or set TRS_CONFIG_DIR to a folder.`);
  checkOwner(what, folder.dir, stat);
  if (ownUid() === null || (stat.mode & OTHERS_MAY_WRITE) === 0) return true;
  if (folder.chosen)
    refuse(
      `${what} ${folder.dir} can be written by other users (mode ${octal(stat)}): any of them could put a base URL of theirs in its config.json, so trs does not use it. Make it yours only (chmod 700 ${folder.dir}), or set TRS_CONFIG_DIR to another folder.`,
    );
  await fs.chmod(folder.dir, PRIVATE_DIR_MODE);
  return true;
}

/** The text of a file of the trs folder, or undefined when it does not exist; another user's or a writable one is refused. */
export async function readConfigFile(file: string): Promise<string | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') refuse(`${file} is a symbolic link: trs reads only a real file of yours there. Remove it.`);
    throw error;
  }
  try {
    const stat = await handle.stat();
    checkOwner('The file', file, stat);
    if (ownUid() !== null && (stat.mode & OTHERS_MAY_WRITE) !== 0)
      refuse(
        `${file} can be written by other users (mode ${octal(stat)}): any of them could put a base URL of theirs in it, so trs does not read it. Make it yours only (chmod 600 ${file}).`,
      );
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
