// What the client's policy reads about each operation: the shape of the generated table (operations.gen.ts).

/** A path parameter and the rule of its schema, checked before any request is sent. */
export interface PathParameterRule {
  readonly name: string;
  /** The component the schema refers to (BranchId, ApplicationReference, …), or null for an inline schema. */
  readonly schema: string | null;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
}

/** A reference the answer of a call that creates something carries (a tenancy's, an applicant's): never to be lost. */
export interface ReturnedReference {
  /** Where it is in the answer: '' (the answer itself) or '/Field'. */
  readonly pointer: string;
  /** Its schema component: ApplicationReference or ApplicantReference. */
  readonly schema: string;
  /** The pattern of its documented form. */
  readonly pattern: string;
}

/** What the client knows about one operation of the contract. */
export interface OperationInfo {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE';
  /** The path template, relative to the base URL ({origin}/v2). */
  readonly path: string;
  readonly summary: string;
  /** Sends the Token header (false only for POST /Authenticate). */
  readonly authenticated: boolean;
  /** Its answer carries the session token (the login): repeating it only issues another token. */
  readonly issuesSessionToken: boolean;
  /** Repeating it has the effect of sending it once (RFC 9110 method semantics, or x-idempotent): retried automatically. */
  readonly idempotent: boolean;
  readonly deprecated: boolean;
  /** The @trs/validators validator of the JSON request body, or null when the call sends no body. */
  readonly requestBody: string | null;
  readonly successStatus: number;
  /** Content type of the success answer, or null when it has no body. */
  readonly responseContentType: string | null;
  /** The @trs/validators validator of the JSON success answer, or null. */
  readonly responseValidator: string | null;
  readonly pathParameters: readonly PathParameterRule[];
  /** The references its answer must carry (a call that creates something), empty for every other call. */
  readonly returns: readonly ReturnedReference[];
  /** What to tell the user in situations the client cannot resolve (x-advice of the operation). */
  readonly advice: { readonly outcomeUnknown?: string } | null;
}
