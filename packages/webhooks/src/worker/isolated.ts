// Handlers in a process of their own (worker: { module }): the receiving process forks a worker process that loads
// the handler module, opens the same store and runs the worker loop there. A handler that exits the process, aborts,
// runs out of memory or spins the CPU takes down or stalls only the worker process: the receiving process keeps
// answering deliveries (they are stored and wait), reports the exit with the events it left unfinished, and starts
// the worker again after a back-off. Each unfinished run counts an attempt, so a poison event becomes a `crashed`
// dead letter after maxAttempts runs instead of taking the worker down for ever.
import { systemClock } from '@trs/shared';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DeliveryError, HandlerError, StoreError, WorkerError, type WebhooksError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import type { InboxRecord, StoreDriver, StoreLocation } from '../store/types.js';
import { sourceLoaderInherited } from '../source-loader.js';

export interface IsolatedWorkerConfig {
  /** file: URL of the handler module. */
  module: string;
  location: StoreLocation;
  concurrency: number;
  pollIntervalMs: number;
  maxAttempts: number;
  handlerTimeoutMs: number;
  validate: boolean;
  horizonMs: number;
  /** The receiving process: the worker process exits as soon as it is gone. Set by IsolatedWorker. */
  parentPid?: number;
}

/** Why the worker process cannot claim events: the last claim's error, as it reports it. */
export interface ClaimProblem {
  code: string | null;
  message: string;
}

/** What the worker process says over IPC. */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string }
  | { type: 'error'; name: string; code: string; message: string; details: unknown }
  | { type: 'active'; active: number; claimError: ClaimProblem | null };

/** What the receiving process says to it. */
export type ParentMessage = { type: 'wake' } | { type: 'stop'; timeoutMs: number };

const here = path.dirname(fileURLToPath(import.meta.url));

/** The child entry next to this file: child.js when built, child.ts when run from the sources (tests, tsx). */
function childEntry(): { file: string; execArgv: string[] } {
  const js = path.join(here, 'child.js');
  if (existsSync(js)) return { file: js, execArgv: process.execArgv };
  const ts = path.join(here, 'child.ts');
  return { file: ts, execArgv: sourceLoaderInherited() ? process.execArgv : [...process.execArgv, '--import', 'tsx'] };
}

/** Errors from the worker process, as the classes onError listeners switch on. */
function revive(message: Extract<ChildMessage, { type: 'error' }>): WebhooksError {
  // The worker process sent the code and details an error of this class carried there.
  const { code, details } = message;
  if (message.name === 'HandlerError')
    return new HandlerError(code as HandlerError['code'], message.message, details as HandlerError['details']);
  if (message.name === 'StoreError')
    return new StoreError(code as StoreError['code'], message.message, details as StoreError['details']);
  if (message.name === 'DeliveryError')
    return new DeliveryError(code as DeliveryError['code'], message.message, details as DeliveryError['details']);
  return new StoreError('TRS_STORE_UNAVAILABLE', message.message, { store: null });
}

export class IsolatedWorker {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private consecutive = 0;
  restarts = 0;
  active = 0;
  /** Set while the worker process reports that it cannot claim events. */
  claimError: ClaimProblem | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: IsolatedWorkerConfig,
    private readonly store: () => StoreDriver,
    private readonly logger: Logger,
    private readonly report: (error: WebhooksError) => void,
  ) {}

  get isRunning(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): void {
    if (this.stopping || this.isRunning) return;
    const { file, execArgv } = childEntry();
    const child = fork(file, [], {
      execArgv,
      env: {
        ...process.env,
        TRS_WEBHOOKS_WORKER: JSON.stringify({ ...this.config, parentPid: process.pid } satisfies IsolatedWorkerConfig),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.child = child;
    this.startedAt = systemClock.now();
    child.on('message', (message: ChildMessage) => this.onMessage(message));
    child.on('error', () => undefined);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        this.active = 0;
        this.claimError = null;
        void this.onExit(code, signal).finally(resolve);
      }),
    );
  }

  wake(): void {
    if (this.isRunning) this.child!.send({ type: 'wake' } satisfies ParentMessage, () => undefined);
  }

  private onMessage(message: ChildMessage): void {
    switch (message.type) {
      case 'log':
        (this.logger[message.level] ?? this.logger.info).call(this.logger, message.fields, message.message);
        break;
      case 'error':
        this.report(revive(message));
        break;
      case 'active':
        this.active = message.active;
        this.claimError = message.claimError;
        break;
      case 'ready':
        break;
    }
  }

  private async onExit(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    if (this.stopping) return;
    // A worker that ran a while before dying starts again at once; one that keeps dying waits longer each time.
    if (systemClock.now() - this.startedAt > 60_000) this.consecutive = 0;
    const restartInMs = Math.min(30_000, 250 * 2 ** this.consecutive);
    this.consecutive += 1;
    this.restarts += 1;
    let running: InboxRecord[] = [];
    try {
      running = await this.store().running();
    } catch {
      // the store is unreachable; its own errors say so
    }
    // the runs this process started (events given back as suspects keep the mark of an earlier run)
    const list = running
      .filter((r) => r.runStartedAt && r.runStartedAt.getTime() >= this.startedAt - 1000)
      .map((r) => ({ id: r.id, eventName: r.eventName, attempt: r.attempts }));
    const named = list.map((r) => `${r.eventName ?? 'event'} ${r.id} (attempt ${r.attempt})`).join(', ');
    this.report(
      new WorkerError(
        `the worker process exited (${signal ?? `code ${code}`}) while handling ${list.length ? named : 'no event'}; deliveries are still received and stored; it starts again in ${restartInMs} ms. An event that keeps taking it down becomes a dead letter "crashed" after maxAttempts runs.`,
        { exitCode: code, signal, restarts: this.restarts, restartInMs, running: list },
      ),
    );
    this.restartTimer = setTimeout(() => this.start(), restartInMs);
    this.restartTimer.unref();
  }

  /** Asks the worker process to finish its runs (up to timeoutMs) and exit; kills it if it does not. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || !this.isRunning) return;
    child.send({ type: 'stop', timeoutMs } satisfies ParentMessage, () => undefined);
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs + 5_000);
    await this.exited;
    clearTimeout(killer);
  }
}

/** The handler module, as the worker process imports it. */
export function moduleUrl(module: string | URL): string {
  if (module instanceof URL) return module.href;
  if (/^file:/.test(module)) return module;
  return pathToFileURL(path.resolve(module)).href;
}
