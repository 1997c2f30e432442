// Shared by the sandbox's tests: the contract's example bodies, PDF text extraction and a real @trs/webhooks receiver.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from '@cantoo/pdf-lib';
import { restExample as example } from '@trs/testkit';
import { createReceiver, type AnyWebhookEvent, type Receiver } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import type { Applicant, Application, CreateTenant } from '@trs/validators';

export const application = () => example<Application>('Application');
export const createTenant = () => example<CreateTenant>('CreateTenant');
export const fullApplicant = () => example<Applicant>('Applicant');
export const createGuarantor = () => example<CreateTenant>('CreateGuarantor');
export const fullGuarantor = () => example<Applicant>('Guarantor');

/** A tenant that the client, not the applicant, fills in (an agent-prefixed reference). */
export function clientFilledTenant(overrides: Partial<CreateTenant> = {}): CreateTenant {
  return { ...createTenant(), IsApplicantFillingTheForm: false, ...overrides };
}

/** The text a PDF reader shows: every string of every page's content stream (Tj and TJ operators). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      const source = raw.toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(
          match[1] !== undefined
            ? Buffer.from(match[1], 'hex').toString('latin1')
            : match[2]!.replace(/\\([()\\])/g, '$1'),
        );
      }
    }
  }
  return lines.join('\n');
}

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export interface TestReceiver {
  url: string;
  receiver: Receiver;
  /** Every event handed to the handlers, in order. */
  handled: AnyWebhookEvent[];
  close(): Promise<void>;
}

/** A real @trs/webhooks receiver (memory inbox), authenticating the static header, recording every handled event. */
export async function startReceiver(headerValue: string): Promise<TestReceiver> {
  const receiver = createReceiver({
    auth: { values: [headerValue] },
    store: memoryStore(),
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  const handled: AnyWebhookEvent[] = [];
  receiver.onAny((event) => {
    handled.push(event);
  });
  await receiver.start();
  const server = http.createServer(receiver.node);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    receiver,
    handled,
    async close() {
      await receiver.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
