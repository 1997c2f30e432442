// Where trs keeps its reference journal: TRS_JOURNAL_DIR, or `journal` in the trs config folder. The commands that
// call the service record into it every reference they are answered (createTenancy, addTenant…); `trs journal` reads it.
import path from 'node:path';
import { configDir } from './config-folder.js';

export function journalDir(env: Record<string, string | undefined>, given?: string): string {
  if (given) return path.resolve(given);
  if (env.TRS_JOURNAL_DIR) return path.resolve(env.TRS_JOURNAL_DIR);
  return path.join(configDir(env), 'journal');
}
