// The handlers of the service, as a module: the receiver (main.ts) runs them in a worker process of its own
// (WORKER=process, the default), so that a handler that exits, aborts, runs out of memory or spins never stops the
// receiving of deliveries; with WORKER=inline main.ts registers them in its own process.
import { loadConfig } from './config.js';
import { saveDocumentsTo } from './documents.js';
import { handlers as generated } from './handlers/index.gen.js';

const config = loadConfig();

/** The generated handler of every event, and the document saver when DOCUMENTS_DIR is set. */
export const handlers = [
  ...Object.values(generated),
  ...(config.documentsDir ? [saveDocumentsTo(config.documentsDir)] : []),
];
