// Where a command reads and writes: the process's streams when run as `trs`, captured streams in tests. Commands
// never touch process.stdout, process.env or process.exit themselves, so the same code runs in-process and spawned.
import type { Readable, Writable } from 'node:stream';

export interface OutputStream extends Pick<Writable, 'write'> {
  /** True when the stream is a terminal: live progress and colour are used only then. */
  isTTY?: boolean;
  /** Terminal width, when it is one. */
  columns?: number;
}

export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Read by `FILE|-` arguments and --password-stdin. */
  stdin: Readable;
  env: Record<string, string | undefined>;
  /** Relative paths are resolved against it. */
  cwd: string;
  /** Aborted on Ctrl-C (SIGINT) or SIGTERM: long-running commands stop cleanly when it is. */
  signal: AbortSignal;
}

export function processIo(signal: AbortSignal): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    signal,
  };
}

/** Resolves when the signal is aborted (at once if it already is). */
export function aborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
