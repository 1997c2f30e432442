// The vocabulary of the breaking-change report.

/** What a change does to those who use the contract. */
export type Severity = 'breaking' | 'non-breaking' | 'documentation';

/**
 * Which way the data flows, as a consumer sees it. `sent`: what clients send (OpenAPI parameters and request
 * bodies; AsyncAPI messages of `receive` operations). `received`: what clients and receivers get (OpenAPI responses;
 * AsyncAPI messages of `send` operations, which is every webhook of this contract).
 */
export type Direction = 'sent' | 'received';

export type DocumentKind = 'openapi' | 'asyncapi';

/** One place of the contract that carries data: a parameter, a body, a response, a header, a message payload. */
export interface Usage {
  /** `POST /Applications/{ApplicationRef}/Tenants (addTenant)` or `message addApplicant (sendAddApplicant)`. */
  subject: string;
  /** `request body application/json`, `parameter path ApplicationRef`, `response 200 application/json`, `payload`. */
  part: string;
  direction: Direction;
  /** JSON pointer of the root schema of this usage in the document. */
  pointer: string;
}

/** A hit of one rule at one place, before the report groups the places together. */
export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  /** JSON pointer of what changed, in the head document, or in the base document when it was removed. */
  pointer: string;
  side: 'base' | 'head';
  /** Where inside the usage's data the change sits: property names, `[]` for array items. */
  field?: string[];
  usage?: Usage;
  /** Why the severity is what it is, where that is not obvious (the tolerant reader, the strict writer). */
  note?: string;
  /** Other pointers this finding accounts for (the `required` list a new required field was added to). */
  explains?: string[];
}

/** One change of the report: a rule hit and every operation or message it affects. */
export interface Change {
  document: DocumentKind;
  rule: string;
  severity: Severity;
  message: string;
  pointer: string;
  side: 'base' | 'head';
  note?: string;
  /** Who found it: our direction-aware rules, Redocly's diff, or both. */
  sources: ('trs' | 'redocly')[];
  affected: { usage: Usage; field?: string[] }[];
  /** Filled by the report: packages whose generated code changed with it. */
  packages?: string[];
}

export const TOLERANT_READER_NOTE =
  'Non-breaking only because our readers are tolerant: unknown topics, codes and fields are accepted and ignored, ' +
  'so nothing already deployed fails; regenerate to handle the new value.';

export const STRICT_WRITER_NOTE =
  'Breaking because our client validates what it sends strictly (every object closed): code that still sends ' +
  'the field is refused before sending, and the service no longer reads it.';
