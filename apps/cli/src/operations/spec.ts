// The shape of the generated table of operation commands (commands.gen.ts, written by the codegen's cli target).

/** The rule of a path parameter's schema, checked before anything is sent. */
export interface ParameterRuleSpec {
  readonly component: string | null;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
}

export interface ParameterSpec {
  /** Its name in the path template (ApplicationRef). */
  readonly name: string;
  /** The argument's name in usage and in the client helper (applicationRef). */
  readonly argument: string;
  /** When set, the parameter is this option (`--branch`) instead of a positional argument. */
  readonly option: string | null;
  readonly description: string | null;
  readonly rule: ParameterRuleSpec;
}

export interface BodyExampleSpec {
  readonly name: string;
  readonly summary: string | null;
  readonly value: unknown;
}

export interface BodySpec {
  /** The @trs/validators validator of the body. */
  readonly validator: string | null;
  readonly component: string | null;
  readonly argument: string;
  /** The contract's examples of the body, sent by --example NAME. */
  readonly examples: readonly BodyExampleSpec[];
}

export interface OperationCommandSpec {
  readonly operationId: string;
  /** The words after `trs`. */
  readonly words: readonly string[];
  readonly summary: string;
  readonly description: string | null;
  readonly method: string;
  readonly path: string;
  readonly deprecated: boolean;
  readonly idempotent: boolean;
  /** The path parameters, in the order of the template (the order of the client helper's arguments). */
  readonly parameters: readonly ParameterSpec[];
  readonly body: BodySpec | null;
  /** What the success answer is: JSON, a PDF, or nothing. */
  readonly answer: 'json' | 'pdf' | 'none';
  readonly answerValidator: string | null;
  /** Where the reference the call creates is in its answer ('' the answer itself), or null. */
  readonly returns: string | null;
  /** The webhook events the call raises. */
  readonly raises: readonly string[];
  /** The sentence printed when an answer without a body arrives ({Parameter} replaced), or null. */
  readonly done: string | null;
}

export interface CommandGroupSpec {
  readonly path: readonly string[];
  readonly summary: string;
}

/** A call that changes data at the service (anything but a GET). */
export const changesData = (spec: OperationCommandSpec) => spec.method !== 'GET';
