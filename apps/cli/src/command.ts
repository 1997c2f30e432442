// A command is data: its words, arguments, options, an example and a handler taking typed options. The runner
// (runner.ts) turns the table of them into the command line; handlers are thin calls into the libraries.
import type { Io } from './io.js';
import type { Style } from './style.js';

export interface ArgumentDefinition {
  /** Its name in the options object the handler receives (camelCase), and in usage (<name>). */
  name: string;
  description: string;
  /** Default true. */
  required?: boolean;
  /** Collects the rest of the arguments into an array. */
  variadic?: boolean;
}

export type OptionValueKind = 'string' | 'integer' | 'port' | 'boolean';

export interface OptionDefinition {
  /** Commander's flags: '-o, --output <file>', '--duplicate', '--no-receiver'. */
  flags: string;
  description: string;
  /** How the value is read (default: string when the flags take a value, else boolean). */
  kind?: OptionValueKind;
  /** The value when the option is absent (shown in --help). */
  default?: string | number | boolean;
  /** The only values accepted. */
  choices?: readonly string[];
  /** May be given several times; the handler receives an array. */
  repeatable?: boolean;
  /** The environment variable read when the option is absent (shown in --help). */
  env?: string;
}

/** What every handler receives besides its options. */
export interface CommandContext {
  readonly io: Io;
  /** Writes a line to stdout (data). */
  out(line?: string): void;
  /** Writes a line to stderr (progress, notes, hints). */
  note(line?: string): void;
  /** Writes a value as JSON to stdout: pretty on a terminal, one line otherwise. */
  json(value: unknown): void;
  /** Colour for stdout and for stderr (each on only where that stream is a terminal and NO_COLOR is unset). */
  readonly style: Style;
  readonly errStyle: Style;
  /** Aborted on Ctrl-C (SIGINT) or SIGTERM. */
  readonly signal: AbortSignal;
  /** The service the command talks to, once it has opened its session (named in a "nothing answered" error). */
  readonly target: { baseUrl?: string };
}

export interface CommandDefinition<Options = unknown> {
  /** The words after `trs`: ['webhooks', 'trigger']. */
  path: readonly string[];
  summary: string;
  /** More words for --help, if the summary is not enough. */
  description?: string;
  arguments?: readonly ArgumentDefinition[];
  options?: readonly OptionDefinition[];
  /** Adds --json: the output is data. */
  json?: boolean;
  /** Adds --base-url, --user, --password, --password-stdin (with TRS_BASE_URL, TRS_USER, TRS_PASSWORD). */
  api?: boolean;
  /** Shown under "Examples:" in --help; at least one. */
  examples: readonly string[];
  /** Returns the exit code (0 when it returns nothing); throws CliError (or any TrsError) to fail. */
  run(options: Options, context: CommandContext): Promise<number | void> | number | void;
}

export function defineCommand<Options>(definition: CommandDefinition<Options>): CommandDefinition<Options> {
  return definition;
}
