// The contract's fields, gaps and places as every reader of the contract model sees them: @trs/codegen's model is made
// of these, its targets write data of these types (the field index of @trs/discovery), and the docs site renders
// them. Types only: nothing here exists at run time.

/** The kinds of x-sensitive: what a recording keeps only as a shape. */
export type Sensitivity = 'personal' | 'secret' | 'document';

/** One field of a body or payload, flattened through references, allOf and nested objects. */
export interface Field {
  /** JSON pointer in the value; a `*` segment stands for every item of an array ('/data/applicants/*\/type'). */
  readonly pointer: string;
  readonly name: string;
  /** Required where its parent object is present. */
  readonly required: boolean;
  /** When the field is required only under a condition (if/then): the condition in words ("when Title is 10"). */
  readonly requiredWhen: string | null;
  /** The JSON type(s), readable: 'string', 'integer | string', 'string | null', 'array of object'. */
  readonly type: string;
  readonly format: string | null;
  readonly pattern: string | null;
  /** The only value allowed (const); absent (undefined) when the schema allows more than one. */
  readonly constant?: unknown;
  readonly description: string | null;
  /** The known codes of an open code (x-codes): value → meaning. Other values are accepted too. */
  readonly codes: Readonly<Record<string, string>> | null;
  /** The schema component the field's schema refers to, if any. */
  readonly component: string | null;
  /** Ids of the gaps and assumptions attached to the field or its component. */
  readonly gaps: readonly string[];
  /**
   * What must never be recorded of it (x-sensitive on its schema, its component or an enclosing field): `personal`
   * (names, e-mail, phone, birth date, addresses, note text), `secret` (credentials: passwords, presigned URLs),
   * `document` (file bytes: only their size may be logged); null when none.
   */
  readonly sensitive: Sensitivity | null;
}

/** Where a piece of the contract lives: the document, a JSON pointer into it, and what it belongs to. */
export interface Place {
  readonly document: 'openapi' | 'asyncapi';
  /** JSON pointer into the bundled document ('' is the document itself). */
  readonly pointer: string;
  /** Readable name of the place, as spec/GAPS.md prints it ("POST /Authenticate (authenticate)", "schemas Money"). */
  readonly label: string;
  /** The operation the place belongs to, if any (for links from the docs). */
  readonly operationId: string | null;
  /** The message the place belongs to, if any. */
  readonly message: string | null;
  /** The schema component the place belongs to, if any. */
  readonly schema: string | null;
}

/** An `x-gap` (what the provider does not show) or an `x-assumption` (what we chose, and why). */
export interface Gap {
  /** Stable within one version of the contract: `gap-3`, `assumption-12` (the row numbers of spec/GAPS.md). */
  readonly id: string;
  readonly kind: 'gap' | 'assumption';
  readonly text: string;
  /** Every place that carries the same text (a shared component is one place). */
  readonly places: readonly Place[];
}
