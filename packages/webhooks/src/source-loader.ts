// Run from its sources (this package's tests), the worker process and the SQLite writer thread are .ts files. A
// process started with a TypeScript loader (`--import tsx`, the tests' own loader) passes it on: a forked process gets
// the same execArgv, and a thread shares the process's module hooks. This package's vitest workers run with the
// tests' loader (the root vitest.config.ts); where a process has none, the worker process and thread register tsx.

/** Whether this process was started with a loader of .ts files that its child processes and threads inherit. */
export function sourceLoaderInherited(): boolean {
  return process.execArgv.some((arg) => /tsx|ts-node|--experimental-strip-types|typescript-loader/.test(arg));
}
