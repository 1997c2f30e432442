#!/usr/bin/env node
// trs: the process around run(). Ctrl-C (SIGINT) and SIGTERM abort the running command, which stops what it
// started and returns; a second signal exits at once.
import { run } from './index.js';
import { processIo } from './io.js';

// A reader that went away (`trs webhooks list | head`) is not an error of ours.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

const controller = new AbortController();
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) process.exit(130);
    controller.abort(new Error(`stopped by ${signal}`));
  });
}

const code = await run(process.argv.slice(2), processIo(controller.signal));
process.exitCode = code;
// Nothing the command started should keep the process alive; if something does, do not hang the shell.
setTimeout(() => process.exit(code), 3_000).unref();
