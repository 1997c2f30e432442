// How the tests run trs: in-process (run() with captured streams) and spawned (the built bin, as a user runs it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { tempDir, WAIT_DEADLINE_MS, waitUntil } from '@trs/testkit';
import { run, type Io } from '../src/index.js';

export const cliDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = path.join(cliDir, 'dist', 'bin.js');

/** A private config folder per test file, so that no test reads another's (or the user's) token files. */
export async function isolatedEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const dir = await tempDir('trs-cli-test-');
  return { TRS_CONFIG_DIR: path.join(dir, 'config'), NO_COLOR: '', ...extra };
}

/** The environment of a spawned trs: the test's own, without the TRS_* and colour variables of the caller. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('TRS_') && key !== 'NO_COLOR' && key !== 'FORCE_COLOR',
    ),
  );
  return { ...base, ...env };
}

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

class Capture extends PassThrough {
  text = '';
  isTTY: boolean;
  constructor(tty: boolean) {
    super();
    this.isTTY = tty;
    this.on('data', (chunk: Buffer) => (this.text += chunk.toString('utf8')));
  }
}

export interface InProcessOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
  cwd?: string;
  tty?: boolean;
  signal?: AbortSignal;
}

export interface InProcessRun {
  /** What has been written so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves when stdout matches (polls the captured text). */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  readonly result: Promise<Result>;
}

/** run() with captured streams, for commands that run until their signal is aborted. */
export function startInProcess(argv: string[], options: InProcessOptions = {}): InProcessRun {
  const stdout = new Capture(options.tty ?? false);
  const stderr = new Capture(options.tty ?? false);
  const result = run(argv, {
    stdout,
    stderr,
    stdin: Readable.from([]),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    signal: options.signal ?? new AbortController().signal,
  }).then((code) => ({ code, stdout: stdout.text, stderr: stderr.text }));
  let done = false;
  void result.then(() => (done = true));
  return {
    output: () => ({ stdout: stdout.text, stderr: stderr.text }),
    result,
    waitFor(pattern) {
      return waitUntil(
        () => {
          const match = stdout.text.match(pattern);
          if (!match && done) throw new Error(`no ${pattern} in the output:\n${stdout.text}\n${stderr.text}`);
          return match;
        },
        () => `${pattern} in the output:\n${stdout.text}\n${stderr.text}`,
      );
    },
  };
}

/** run() with captured streams. */
export async function runInProcess(argv: string[], options: InProcessOptions = {}): Promise<Result> {
  const stdout = new Capture(options.tty ?? false);
  const stderr = new Capture(options.tty ?? false);
  const io: Io = {
    stdout,
    stderr,
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    signal: options.signal ?? new AbortController().signal,
  };
  const code = await run(argv, io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

export interface SpawnOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
  cwd?: string;
}

/** The built bin, run to its end. */
export function runSpawned(argv: string[], options: SpawnOptions = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], {
      cwd: options.cwd ?? process.cwd(),
      env: childEnv(options.env ?? {}),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly output: () => { stdout: string; stderr: string };
  /** Resolves when stdout (or stderr) matches. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr', timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

/** A long-running command (or any program) spawned; `command` defaults to the built bin under this Node. */
export function startProcess(
  argv: string[],
  options: SpawnOptions & { command?: string; detached?: boolean } = {},
): RunningProcess {
  const child = spawn(options.command ?? process.execPath, options.command ? argv : [bin, ...argv], {
    cwd: options.cwd ?? process.cwd(),
    env: childEnv(options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  const text = { stdout: '', stderr: '' };
  let waiters: { check: () => boolean }[] = [];
  const changed = () => (waiters = waiters.filter((w) => !w.check()));
  child.stdout.on('data', (chunk: Buffer) => {
    text.stdout += chunk.toString('utf8');
    changed();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    text.stderr += chunk.toString('utf8');
    changed();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  void exited.then(changed);
  return {
    child,
    output: () => ({ ...text }),
    exited,
    waitFor(pattern, stream = 'stdout', timeoutMs = WAIT_DEADLINE_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern} on ${stream}:\n${text.stdout}\n${text.stderr}`)),
          timeoutMs,
        );
        const check = () => {
          const match = text[stream].match(pattern);
          if (match) {
            clearTimeout(timer);
            resolve(match);
            return true;
          }
          if (child.exitCode !== null || child.signalCode !== null) {
            clearTimeout(timer);
            reject(new Error(`the process ended before ${pattern} appeared:\n${text.stdout}\n${text.stderr}`));
            return true;
          }
          return false;
        };
        if (!check()) waiters.push({ check });
      });
    },
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null && child.signalCode === null) {
        if (options.detached) process.kill(-child.pid!, signal);
        else child.kill(signal);
      }
      return exited;
    },
  };
}

/** Whether anything accepts connections on the port. */
export async function listening(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
