// What the reconciliation tests share: a journal that holds what the client returned (the shape of @trs/journal's
// openTenancies and markFinished), the typical sequence through @trs/client, and a receiver on a store of its own.
import { createClient, type TrsClient } from '@trs/client';
import type { Sandbox } from '@trs/sandbox';
import { createReceiver, type Receiver } from '@trs/webhooks';
import { restExample as example } from '@trs/testkit';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenTenancyLike, ReconcileJournal } from '../src/index.js';

export const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** A journal in memory, with the two calls reconciliation makes. */
export class TestJournal implements ReconcileJournal {
  readonly tenancies = new Map<string, { applicants: Set<string> }>();
  readonly finished = new Set<string>();

  recordTenancy(tenancy: string) {
    this.tenancies.set(tenancy, { applicants: new Set() });
  }
  recordApplicant(tenancy: string, applicant: string) {
    this.tenancies.get(tenancy)!.applicants.add(applicant);
  }
  async *openTenancies(): AsyncIterable<OpenTenancyLike> {
    await Promise.resolve();
    for (const [tenancy, { applicants }] of this.tenancies) {
      if (this.finished.has(tenancy)) continue;
      yield {
        tenancy: { tenancy },
        applicants: [...applicants].filter((a) => !this.finished.has(a)).map((applicant) => ({ applicant })),
      };
    }
  }
  markFinished(target: { applicant: string } | { tenancy: string }): Promise<void> {
    this.finished.add('applicant' in target ? target.applicant : target.tenancy);
    return Promise.resolve();
  }
}

export function clientOf(
  sandbox: Sandbox,
  credentials = sandbox.credentials,
  fetch?: typeof globalThis.fetch,
): TrsClient {
  return createClient({
    baseUrl: sandbox.baseUrl,
    credentials,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...(fetch ? { fetch } : {}),
  });
}

/** Create tenancy, add tenant, submit tenant (provider spec 1), each reference journaled. */
export async function typicalSequence(
  client: TrsClient,
  journal: TestJournal,
): Promise<{ tenancy: string; tenant: string }> {
  const tenancy: string = await client.createTenancy(42 as never, example<never>('Application'));
  journal.recordTenancy(tenancy);
  const added = (await client.addTenant(tenancy as never, example<never>('CreateTenant'))) as {
    ReferenceNumber: string;
  };
  journal.recordApplicant(tenancy, added.ReferenceNumber);
  await client.submitTenant(tenancy as never, added.ReferenceNumber as never, example<never>('Applicant'));
  return { tenancy, tenant: added.ReferenceNumber };
}

export interface ServedReceiver {
  receiver: Receiver;
  url: string;
  close(): Promise<void>;
}

export async function serveReceiver(receiver: Receiver): Promise<ServedReceiver> {
  await receiver.start();
  const server = http.createServer(receiver.node);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    receiver,
    url: `http://127.0.0.1:${port}/webhooks`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await receiver.close();
    },
  };
}

export { createReceiver };
