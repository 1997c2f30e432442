// Files the CLI writes that hold secrets or documents (session tokens, report PDFs, .env): the owner's only (0600, in
// 0700 folders) whatever the umask, written to a temporary file beside the target and then moved into place, so that
// a link planted at the target is replaced, never followed, and a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { CliError } from './errors.js';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

const ownUid = () => (typeof process.getuid === 'function' ? process.getuid() : null);

/**
 * The folder, created 0700 when missing. One that exists must be a real folder of this user's: a looser mode is
 * tightened to 0700; a link, or a folder of another user, is refused (`what` names it in the message).
 */
export async function ensurePrivateDir(dir: string, what: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = await fs.lstat(dir);
  if (!stat.isDirectory())
    throw new CliError(
      'TRS_CLI_FAILED',
      `${what} ${dir} is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}: it holds secrets, so trs uses only a real folder of yours there. Remove it, or point trs elsewhere.`,
    );
  const uid = ownUid();
  if (uid !== null && stat.uid !== uid)
    throw new CliError(
      'TRS_CLI_FAILED',
      `${what} ${dir} belongs to another user (uid ${stat.uid}): it holds secrets, so trs uses only a folder of yours. Remove it, or point trs elsewhere.`,
    );
  if ((stat.mode & 0o077) !== 0) await fs.chmod(dir, PRIVATE_DIR_MODE);
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
  const existing = await fs.lstat(file).catch(() => null);
  if (existing?.isDirectory())
    throw new CliError('TRS_CLI_FAILED', `${file} is a folder: give the path of a file to write.`);
  if (existing && !options.overwrite)
    throw new CliError(
      'TRS_CLI_FAILED',
      `${file} exists${existing.isSymbolicLink() ? ' (a symbolic link)' : ''}: trs does not replace it unless you pass ${options.overwriteOption ?? '--force'}.`,
    );
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
    else {
      // link() fails when the name was taken meanwhile: nothing that appeared there is replaced
      await fs.link(temporary, file).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST')
          throw new CliError(
            'TRS_CLI_FAILED',
            `${file} exists: trs does not replace it unless you pass ${options.overwriteOption ?? '--force'}.`,
          );
        // a file system without hard links: a copy that fails as well when the name exists (the mode comes along)
        await fs.copyFile(temporary, file, constants.COPYFILE_EXCL);
      });
      await fs.rm(temporary, { force: true });
    }
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
