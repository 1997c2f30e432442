// Shared by the @trs/client tests that run against the sandbox: the contract's example bodies, a client on a sandbox,
// and a receiver with a journal that the sandbox delivers to.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type ClientJournal, type ClientOptions, type TrsClient } from '@trs/client';
import type { Journal, PendingPost } from '@trs/journal';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { restExample as example, waitUntil } from '@trs/testkit';
import { createReceiver, type Receiver } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import type { Applicant, Application, CreateTenant } from '@trs/validators';

/** The error a call fails with; the test fails if the call succeeds instead. */
export async function failureOf(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('the call succeeded, and the test expected it to fail');
}

export const application = () => example<Application>('Application');
/** A tenant the client fills in (an agent-prefixed reference, no e-mailed form). */
export const createTenant = (): CreateTenant => ({
  ...example<CreateTenant>('CreateTenant'),
  IsApplicantFillingTheForm: false,
});
export const fullApplicant = () => example<Applicant>('Applicant');

/** A sandbox that closes after the test file, with referencing completed only on demand. */
export async function startSandbox(options: Parameters<typeof createSandbox>[0] = {}): Promise<Sandbox> {
  return createSandbox({ referencingDelayMs: null, onProblem: () => undefined, ...options });
}

/** A client of the sandbox with fast retries. */
export function clientOf(sandbox: Sandbox, extra: Partial<ClientOptions> = {}): TrsClient {
  return createClient({
    baseUrl: sandbox.baseUrl,
    credentials: sandbox.credentials,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...extra,
  });
}

/** Logins the sandbox saw from clients (not the admin API's). */
export const clientLogins = (sandbox: Sandbox) => sandbox.admin.logins().filter((l) => l.by === 'client').length;

/**
 * A receiver with `journal` behind a loopback server, and a sandbox that delivers its webhooks there. `handlers` adds
 * handlers before the receiver starts; with `held`, every delivery waits until that promise settles. `close()` closes
 * all three (not the journal).
 */
export async function journalReceiver(
  journal: Journal,
  options: { handlers?: (receiver: Receiver) => void; held?: Promise<void> } = {},
): Promise<{ receiver: Receiver; sandbox: Sandbox; close: () => Promise<void> }> {
  const receiver = createReceiver({
    auth: { values: ['s3cret'] },
    store: memoryStore(),
    journal,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  options.handlers?.(receiver);
  await receiver.start();
  const held = options.held ?? Promise.resolve();
  const server = http.createServer((request, response) => void held.then(() => receiver.node(request, response)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const sandbox = await startSandbox({ webhook: { urls: url, header: { value: 's3cret' } } });
  return {
    receiver,
    sandbox,
    close: async () => {
      await sandbox.close();
      await receiver.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A client's journal that records a POST of unknown outcome only once `ready()` holds (a client that gives up late),
 * and keeps what `journal` held at that moment.
 */
export function lateRecorder(
  journal: Journal,
  ready: () => boolean,
  what: string,
): { journal: ClientJournal; heldWhenRecording(): PendingPost[] | undefined } {
  let held: PendingPost[] | undefined;
  return {
    journal: {
      record: (reference) => journal.record(reference),
      recordPending: async (pending) => {
        await waitUntil(ready, what);
        held = await journal.pending({ all: true });
        return journal.recordPending(pending);
      },
    },
    heldWhenRecording: () => held,
  };
}
