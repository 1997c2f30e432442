// Shared by the @trs/client tests that run against the sandox: the contract's example bodies, and a client on a sandbox.
import { createClient, type ClientOptions, type TrsClient } from '@trs/client';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { restExample as example } from '@trs/testkit';
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
