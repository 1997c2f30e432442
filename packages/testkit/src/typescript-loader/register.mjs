// `node --import <this file> script.ts`: runs the workspace's TypeScript sources in a child process of a test, as
// `--import tsx` does, at a third of its start-up cost. The hooks (hooks.mjs) are registered once per process and also
// serve its worker threads. Each transformed file carries an inline source map: add --enable-source-maps to see the
// .ts lines in a stack trace (off by default, as it costs every process about 0.06 s of CPU).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
