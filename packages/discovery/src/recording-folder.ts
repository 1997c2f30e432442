// The folder a recording is written to. `recordTo` may be a folder of the user's own (created here, or already
// private) or a shared one (`/tmp`, 1777; a project folder, 0755): a shared folder is never changed, its mode and
// sticky bit stay, and the recording goes into a private folder created inside it.
import path from 'node:path';
import { ensurePrivateDirSync, UnsafePathError } from '@trs/shared';

/** The private folder created inside a `recordTo` that is not private itself. */
export const PRIVATE_RECORDING_FOLDER = 'trs-recordings';

/** The private folder (0700) the recording goes to: `recordTo`, or `recordTo/trs-recordings` when it is shared. */
export function recordingFolder(recordTo: string): string {
  let state: ReturnType<typeof ensurePrivateDirSync>;
  try {
    state = ensurePrivateDirSync(recordTo);
  } catch (error) {
    // Another user's folder (`/tmp` is root's) is as shared as a loose one: a private folder inside it.
    if (!(error instanceof UnsafePathError && error.details.problem === 'other_owner')) throw error;
    state = 'shared';
  }
  if (state !== 'shared') return recordTo;
  const inside = path.join(recordTo, PRIVATE_RECORDING_FOLDER);
  // Its own folder, by name: tightened if an earlier run left it looser; another user's or a link is refused.
  ensurePrivateDirSync(inside, { tighten: true });
  return inside;
}
