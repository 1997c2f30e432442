// scaffoldReceiver: the receiver skeleton in a team's own folder. It never overwrites a handler file that exists
// (edited or not), adds stubs only for events that have none (new in the contract, or never scaffolded), always
// rewrites index.gen.ts, and reports what it did. `trs init receiver` calls it.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadModel, type ContractModel } from '../../model/index.js';
import { DEFAULT_WEBHOOKS_MODULE, INDEX_FILE } from './config.js';
import { skeletonFiles } from './stubs.js';

export interface ScaffoldReceiverOptions {
  /** The folder of the handlers (created when missing). */
  dir: string;
  /** The contract; default: the model of the installed @trs/spec. */
  model?: Pick<ContractModel, 'messages'>;
  /** The module the handlers import defineHandler from. Default '@trs/webhooks'. */
  webhooksModule?: string;
}

export interface ScaffoldedHandler {
  event: string;
  /** Path of the handler file, relative to `dir`. */
  file: string;
}

export interface ScaffoldReceiverResult {
  /** The folder, absolute. */
  dir: string;
  /** Stubs written now, for events that had no handler file. */
  added: ScaffoldedHandler[];
  /** Handler files that existed and were left exactly as they were. */
  kept: ScaffoldedHandler[];
  /**
   * Handler files (defineHandler) named after an event the contract no longer dispatches: left in place, no longer
   * registered by the index. Remove them when you are done with them.
   */
  orphaned: string[];
  /** The index, rewritten (relative to `dir`). */
  index: string;
}

export async function scaffoldReceiver(options: ScaffoldReceiverOptions): Promise<ScaffoldReceiverResult> {
  if (!options || typeof options.dir !== 'string' || !options.dir) {
    throw new TypeError('scaffoldReceiver({ dir }): dir must be the folder of the receiver handlers');
  }
  const dir = path.resolve(options.dir);
  const model = options.model ?? (await loadModel());
  const { stubs, index } = await skeletonFiles(model.messages, options.webhooksModule ?? DEFAULT_WEBHOOKS_MODULE);
  await mkdir(dir, { recursive: true });
  const result: ScaffoldReceiverResult = { dir, added: [], kept: [], orphaned: [], index: INDEX_FILE };
  for (const file of stubs) {
    const entry = { event: file.event!, file: file.file };
    try {
      // 'wx': created only if absent, so an existing (edited) handler is never replaced, even by a racing run.
      await writeFile(path.join(dir, file.file), file.content, { flag: 'wx' });
      result.added.push(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      result.kept.push(entry);
    }
  }
  await writeFile(path.join(dir, index.file), index.content);
  const current = new Set(stubs.map((s) => s.file));
  for (const name of (await readdir(dir)).sort()) {
    if (!name.endsWith('.ts') || name === INDEX_FILE || name.endsWith('.d.ts') || current.has(name)) continue;
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
    if (/\bdefineHandler\(/.test(text)) result.orphaned.push(name);
  }
  return result;
}
