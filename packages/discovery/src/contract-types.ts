// The shape of contract.gen.ts: the contract as the recorders and the gaps report compare traffic with it.

/** x-sensitive of the contract: what a recording keeps only as a shape. */
export type Sensitivity = 'personal' | 'secret' | 'document';

export interface KnownField {
  /** JSON pointer in the value; a `*` segment stands for every item of an array. */
  readonly pointer: string;
  /** Readable JSON type(s): 'string', 'integer | string', 'array of object'. */
  readonly type: string;
  readonly format: string | null;
  readonly pattern: string | null;
  /** The schema allows one value only (const). */
  readonly constant: boolean;
  /** The known codes of an open code (x-codes), as strings; other values are accepted but worth reporting. */
  readonly codes: readonly string[] | null;
  readonly component: string | null;
  readonly sensitive: Sensitivity | null;
  /** Ids of the gaps and assumptions attached to the field or its component. */
  readonly gaps: readonly string[];
}

export interface KnownResponse {
  /** The shared response (components/responses) it refers to, if any: its gaps concern this answer too. */
  readonly sharedResponse: string | null;
  readonly status: string;
  readonly contentType: string | null;
  readonly component: string | null;
  /** The @trs/validators validator of a JSON answer (read tolerantly), or null. */
  readonly validator: string | null;
  readonly fields: readonly KnownField[];
  readonly headers: readonly string[];
  /** JSON pointer of the response in the bundled OpenAPI document. */
  readonly pointer: string;
}

export interface KnownOperation {
  readonly operationId: string;
  readonly method: string;
  /** Path template relative to the base address ({origin}/v2). */
  readonly path: string;
  /** JSON pointer of the operation in the bundled OpenAPI document. */
  readonly pointer: string;
  readonly requestBody: {
    readonly contentType: string;
    readonly component: string | null;
    readonly fields: readonly KnownField[];
  } | null;
  readonly responses: readonly KnownResponse[];
  readonly gaps: readonly string[];
}

export interface KnownMessage {
  readonly name: string;
  readonly topic: string | null;
  readonly validator: string;
  /** JSON pointer of the message in the bundled AsyncAPI document. */
  readonly pointer: string;
  readonly ignored: boolean;
  readonly fields: readonly KnownField[];
  readonly gaps: readonly string[];
}

export interface KnownPlace {
  readonly document: 'openapi' | 'asyncapi';
  readonly pointer: string;
  readonly label: string;
  readonly operationId: string | null;
  readonly message: string | null;
  readonly schema: string | null;
}

export interface KnownGap {
  /** `gap-3`, `assumption-12`: the row of spec/GAPS.md. */
  readonly id: string;
  readonly kind: 'gap' | 'assumption';
  readonly text: string;
  readonly places: readonly KnownPlace[];
}

/** One test of a dispatch rule on a payload (x-dispatch). */
export interface KnownCondition {
  readonly pointer: string;
  readonly matches?: string;
  readonly equals?: unknown;
  readonly present?: boolean;
}

/** x-dispatch: the first rule whose conditions all hold names the message; `byTopic` maps the topic's value. */
export type KnownDispatchRule =
  { readonly message: string; readonly when: readonly KnownCondition[] } | { readonly byTopic: string };

export interface KnownContract {
  readonly operations: readonly KnownOperation[];
  readonly messages: readonly KnownMessage[];
  readonly dispatch: readonly KnownDispatchRule[];
  readonly gaps: readonly KnownGap[];
}
