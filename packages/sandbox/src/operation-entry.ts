// The shape of one entry of the generated operations table (operations.gen.ts), agreed with the codegen target
// `sandbox` (packages/codegen). Hand-written and owned by this package; the table is generated from the contract.
import type { ValidatorName } from '@trs/validators';

export interface PathParameterEntry {
  readonly name: string;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
}

export interface OperationEntry {
  readonly operationId: string;
  readonly summary: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly authenticated: boolean;
  readonly deprecated: boolean;
  readonly pathParameters: readonly PathParameterEntry[];
  readonly requestBody: {
    readonly validator: ValidatorName;
    readonly contentType: string;
    readonly required: boolean;
  } | null;
  /** The lowest documented 2xx: its status, content type (null: no body), first example, and example header values. */
  readonly success: {
    readonly status: number;
    readonly contentType: string | null;
    readonly example: unknown;
    readonly headers: Readonly<Record<string, string>>;
  };
  /** Every documented non-2xx answer by status, with its first example (null when none). */
  readonly errors: Readonly<Record<string, { readonly contentType: string | null; readonly example: unknown }>>;
}
