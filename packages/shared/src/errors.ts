// The error design of every @trs package: a base class with a stable `code` (switch on it), a message that says what
// to do, and typed `details`. Every package builds its errors on it (@trs/validators re-exports it).

/**
 * The base of every error the @trs packages throw. `code` is stable across versions; `message` says what happened and
 * what to do; `details` holds the facts, typed per class. `name` is the class name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the details of an error that has none
export class TrsError<Code extends string = string, Details extends object = {}> extends Error {
  readonly code: Code;
  readonly details: Details;

  constructor(code: Code, message: string, details: Details, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}
