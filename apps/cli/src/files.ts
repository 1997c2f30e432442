// Files the CLI writes that hold secrets or documents (session tokens, report PDFs, .env): @trs/shared's private
// files (0600 in 0700 folders whatever the umask, written whole through a temporary file beside the target, a link
// planted there replaced, never followed), with the CLI's messages: what the folder is for, and the option that
// allows replacing a file.
import { promises as fs } from 'node:fs';
import {
  ensurePrivateDir as ensureSharedPrivateDir,
  UnsafePathError,
  writePrivateFile as writeSharedPrivateFile,
} from '@trs/shared';
import { CliError } from './errors.js';

/**
 * The folder, created 0700 when missing. One that exists must be a real folder of this user's: a looser mode is
 * tightened to 0700; a link, or a folder of another user, is refused (`what` names it in the message).
 */
export async function ensurePrivateDir(dir: string, what: string): Promise<void> {
  try {
    await ensureSharedPrivateDir(dir, { tighten: true });
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    const { problem } = error.details;
    if (problem === 'other_owner') {
      const { uid } = await fs.lstat(dir);
      throw new CliError(
        'TRS_CLI_FAILED',
        `${what} ${dir} belongs to another user (uid ${uid}): it holds secrets, so trs uses only a folder of yours. Remove it, or point trs elsewhere.`,
      );
    }
    throw new CliError(
      'TRS_CLI_FAILED',
      `${what} ${dir} is ${problem === 'symbolic_link' ? 'a symbolic link' : 'not a folder'}: it holds secrets, so trs uses only a real folder of yours there. Remove it, or point trs elsewhere.`,
    );
  }
}

export interface WriteOptions {
  /** Replace a file that exists (default false: refuse, naming the option that allows it). */
  overwrite?: boolean;
  /** The option that allows replacing, for the message (default --force). */
  overwriteOption?: string;
}

/**
 * Writes `content` to `file` for its owner only (0600 whatever the umask): into a new temporary file in the same
 * folder, then moved into place. Never follows a symbolic link at `file` (the link itself is replaced when
 * overwriting, refused otherwise); never replaces a file that exists unless told to.
 */
export async function writePrivateFile(
  file: string,
  content: string | Uint8Array,
  options: WriteOptions = {},
): Promise<void> {
  try {
    await writeSharedPrivateFile(file, content, { overwrite: options.overwrite });
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    if (error.details.problem === 'a_folder')
      throw new CliError('TRS_CLI_FAILED', `${file} is a folder: give the path of a file to write.`);
    const existing = await fs.lstat(file).catch(() => null);
    throw new CliError(
      'TRS_CLI_FAILED',
      `${file} exists${existing?.isSymbolicLink() ? ' (a symbolic link)' : ''}: trs does not replace it unless you pass ${options.overwriteOption ?? '--force'}.`,
    );
  }
}
