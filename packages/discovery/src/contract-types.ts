// The shape of contract.gen.ts: the contract as the recorders and the gaps report compare traffic with it.
import type { Field, Gap, Place } from '@trs/shared';

export type { Sensitivity } from '@trs/shared';

/**
 * A field as the recorders and the report read it: the contract model's one Field type (@trs/shared), without what
 * only a reader of the docs needs (name, required, description). `codes` maps every known code of an open code to
 * its meaning (other values are accepted but worth reporting); `constant` is the only value allowed, when there is one.
 */
export type KnownField = Pick<
  Field,
  'pointer' | 'type' | 'format' | 'pattern' | 'constant' | 'codes' | 'component' | 'sensitive' | 'gaps'
>;

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

export interface KnownPathParameter {
  readonly name: string;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern: string | null;
}

export interface KnownOperation {
  readonly operationId: string;
  readonly method: string;
  /** Path template relative to the base address ({origin}/v2). */
  readonly path: string;
  /** JSON pointer of the operation in the bundled OpenAPI document. */
  readonly pointer: string;
  /** The path's parameters in template order: what a segment of the path must look like to be a value of it. */
  readonly pathParameters: readonly KnownPathParameter[];
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

/** Where a gap or an assumption is marked: the model's Place. */
export type KnownPlace = Place;

/** An entry of the gaps register (`gap-3`, `assumption-12`, the rows of spec/GAPS.md): the model's Gap. */
export type KnownGap = Gap;

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
