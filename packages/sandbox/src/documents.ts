// Documents of uploadPartnerDocument events: kept in memory and served by the sandbox itself at presigned URLs that
// need no Token and stop working after their lifetime (24 hours of sandbox time by default, provider spec 8).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@trs/shared';
import type { SandboxState, StoredDocument } from './state.js';

export const DOCUMENTS_PATH = '/_sandbox/documents/';

export class DocumentStore {
  private readonly key = randomBytes(32);

  constructor(
    private readonly state: SandboxState,
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly origin: () => string,
  ) {}

  add(document: Omit<StoredDocument, 'id' | 'createdAt' | 'expiresAt'>): StoredDocument {
    const now = this.clock.now();
    const stored: StoredDocument = {
      ...document,
      id: this.state.nextDocumentId(),
      createdAt: now,
      expiresAt: now + this.lifetimeMs,
    };
    this.state.documents.set(stored.id, stored);
    return stored;
  }

  private signature(id: string, expiresAt: number): string {
    return createHmac('sha256', this.key).update(`${id}\n${expiresAt}`).digest('base64url');
  }

  presignedUrl(document: StoredDocument): string {
    const name = encodeURIComponent(document.fileName);
    return `${this.origin()}${DOCUMENTS_PATH}${document.id}/${name}?expires=${document.expiresAt}&signature=${this.signature(document.id, document.expiresAt)}`;
  }

  /** The document a presigned URL names, or why it cannot be served (403 as a storage service answers). */
  resolve(
    pathname: string,
    search: URLSearchParams,
  ): { document: StoredDocument } | { status: number; message: string } {
    const id = pathname.slice(DOCUMENTS_PATH.length).split('/')[0] ?? '';
    const document = this.state.documents.get(id);
    const expires = Number(search.get('expires'));
    const given = Buffer.from(search.get('signature') ?? '');
    const expected = Buffer.from(document ? this.signature(document.id, expires) : '');
    if (!document || given.length !== expected.length || !timingSafeEqual(given, expected))
      return { status: 403, message: 'The request signature does not match: use the presignedUrl exactly as sent.' };
    if (this.clock.now() >= expires)
      return {
        status: 403,
        message: 'Request has expired: a presigned document URL works for 24 hours after the event.',
      };
    return { document };
  }
}
