// There is no list or search endpoint: every reference the service returns must be stored at once, with the link
// from an applicant to its tenancy (deprecated notifications carry only the applicant). A JSON-lines file stands in
// for your database here.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export type StoredReference =
  | { kind: 'tenancy'; applicationRef: string; externalReference: string }
  | { kind: 'applicant'; applicantRef: string; applicationRef: string };

export interface ReferenceStore {
  save(reference: StoredReference): Promise<void>;
}

export function jsonLinesStore(file: string): ReferenceStore {
  return {
    async save(reference) {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ ...reference, at: new Date().toISOString() })}\n`);
    },
  };
}
