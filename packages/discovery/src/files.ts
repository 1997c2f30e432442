// Recordings on disk: folders 0700, files 0600, written whole through a temporary file and a rename.
import { chmod, mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

export async function ensurePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}

/** Writes a file whole (0600), so a reader never sees half of it. */
export async function writePrivateFile(file: string, content: string): Promise<void> {
  await ensurePrivateFolder(path.dirname(file));
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Appends one line to a file (0600), creating it and its folder (0700). */
export async function appendPrivateLine(file: string, line: string): Promise<void> {
  await ensurePrivateFolder(path.dirname(file));
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.appendFile(`${line}\n`);
  } finally {
    await handle.close();
  }
}
