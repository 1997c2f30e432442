// A worker process of the token-sharing test (token-sharing.test.ts): a client sharing its session through a ready
// store (the file store or the PostgreSQL store, with 0–20 ms of latency added to every store operation), which runs
// a phase of calls each time the parent says 'phase' and answers with the result; 'stop' ends it.
import { createClient, type TokenStore } from '@trs/client';
import { createFileTokenStore } from '@trs/client/token-store/file';
import { createPostgresTokenStore } from '@trs/client/token-store/postgres';
import { runPhase, withLatency } from './token-sharing.js';

const config = JSON.parse(process.env.TRS_WORKER!) as {
  baseUrl: string;
  credentials: { userName: string; password: string };
  latencyMs: number;
  store: { kind: 'file'; path: string } | { kind: 'postgres'; url: string; key: string };
};

const ready =
  config.store.kind === 'file'
    ? createFileTokenStore({ path: config.store.path })
    : createPostgresTokenStore({ connectionString: config.store.url, key: config.store.key });
const store: TokenStore = withLatency(ready, config.latencyMs);
const client = createClient({ baseUrl: config.baseUrl, credentials: config.credentials, tokenStore: store });

async function answer(message: unknown): Promise<void> {
  if (message === 'phase') process.send!(await runPhase(client));
  if (message === 'stop') {
    if ('close' in ready) await ready.close();
    process.disconnect();
  }
}
process.on('message', (message) => void answer(message));
