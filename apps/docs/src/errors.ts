// The docs' errors, on the one error design of every @trs package (TrsError: a stable code, a message that says what
// to do, typed details).
import { TrsError } from '@trs/validators';

export type DocsErrorCode = 'TRS_DOCS_SOURCE_MISSING' | 'TRS_DOCS_NOT_BUILT';

export interface DocsErrorDetails {
  /** The file the docs needed (relative to the repository). */
  readonly file: string;
}

export class DocsError extends TrsError<DocsErrorCode, DocsErrorDetails> {}
