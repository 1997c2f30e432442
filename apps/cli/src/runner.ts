// The one adapter from argv to a handler's options: the table of command definitions becomes a commander program;
// commander parses (and writes --help and usage errors to the given streams); the handler gets one typed object
// of its arguments and options. Exit codes: 0 ok, 1 failure, 2 usage error, 130 interrupted.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { printable, printableLines, TrsError, ValidationError } from '@trs/validators';
import type { CommandContext, CommandDefinition, OptionDefinition } from './command.js';
import { CliError, EXIT, UsageError } from './errors.js';
import type { Io } from './io.js';
import { explainApiError } from './api/errors.js';
import { colourAllowed, createStyle, forTerminal } from './style.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const version = manifest.version;

/** Descriptions of the words that only group commands (`trs webhooks …`). */
export interface CommandGroup {
  path: readonly string[];
  summary: string;
}

const API_OPTIONS: readonly OptionDefinition[] = [
  { flags: '--base-url <url>', description: 'the API base address, version segment included', env: 'TRS_BASE_URL' },
  { flags: '--user <name>', description: 'the service user', env: 'TRS_USER' },
  {
    flags: '--password <password>',
    description: 'its password (prefer TRS_PASSWORD or --password-stdin: a flag is visible to other users)',
    env: 'TRS_PASSWORD',
  },
  { flags: '--password-stdin', description: 'read the password from standard input' },
  {
    flags: '--profile <name>',
    description: 'the profile of the config file whose base URL and user to use',
    env: 'TRS_PROFILE',
  },
  {
    flags: '--allow-insecure-http',
    description: 'allow a plain http:// base URL on another machine (a trusted local network only)',
  },
];

function parseInteger(flag: string, minimum: number, maximum = Number.MAX_SAFE_INTEGER) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < minimum || Number(value) > maximum)
      throw new InvalidArgumentError(`${flag} takes a whole number from ${minimum} to ${maximum}.`);
    return Number(value);
  };
}

function parserOf(definition: OptionDefinition, flag: string): ((value: string) => number) | undefined {
  if (definition.kind === 'port') return parseInteger(flag, 0, 65535);
  if (definition.kind === 'integer') return parseInteger(flag, 0);
  return undefined;
}

function optionFor(definition: OptionDefinition): Option {
  const description = definition.env ? `${definition.description} (env: ${definition.env})` : definition.description;
  const option = new Option(definition.flags, description);
  const flag = option.long ?? option.short ?? definition.flags;
  const parse = parserOf(definition, flag);
  if (definition.choices) option.choices(definition.choices);
  if (definition.repeatable) {
    option.argParser((value: string, previous: unknown[] | undefined) => [
      ...(previous ?? []),
      parse ? parse(value) : value,
    ]);
  } else if (parse) {
    option.argParser(parse);
  }
  if (definition.default !== undefined) option.default(definition.default);
  return option;
}

/** Reads the environment variables of options left out (from io.env, so that tests need no process.env). */
function applyEnvironment(
  options: Record<string, unknown>,
  definitions: readonly OptionDefinition[],
  env: Io['env'],
  usedDefault: (key: string) => boolean,
): void {
  for (const definition of definitions) {
    if (!definition.env) continue;
    const option = new Option(definition.flags);
    const key = option.attributeName();
    const value = env[definition.env];
    if (value === undefined || value === '' || (options[key] !== undefined && !usedDefault(key))) continue;
    const parse = parserOf(definition, definition.env);
    try {
      options[key] = parse ? parse(value) : value;
    } catch (error) {
      throw new UsageError(`${definition.env}=${value}: ${(error as Error).message}`);
    }
  }
}

function contextFor(io: Io): CommandContext {
  const style = createStyle(colourAllowed(io.stdout, io.env));
  const errStyle = createStyle(colourAllowed(io.stderr, io.env));
  return {
    io,
    style,
    errStyle,
    signal: io.signal,
    target: {},
    out: (line = '') => void io.stdout.write(`${forTerminal(line, style)}\n`),
    note: (line = '') => void io.stderr.write(`${forTerminal(line, errStyle)}\n`),
    json: (value) => void io.stdout.write(`${JSON.stringify(value, null, io.stdout.isTTY ? 2 : undefined)}\n`),
  };
}

/**
 * The message of an error for the terminal. Another package's error may quote a server's answer: it is printed as
 * one line without control characters; trs's own messages keep their lines.
 */
function describeError(error: unknown): string {
  if (error instanceof ValidationError)
    return `${error.details.validator} is invalid:\n${error.issues.map((i) => `  ${printable(i.message)}`).join('\n')}\nCorrect these fields and try again.`;
  if (error instanceof CliError) return printableLines(error.message);
  return printable(error instanceof Error ? error.message : error);
}

export function buildProgram(
  io: Io,
  commands: readonly CommandDefinition[],
  groups: readonly CommandGroup[],
  onResult: (code: number) => void,
): Command {
  const context = contextFor(io);
  const program = new Command('trs')
    .description('The tenancy referencing service partner API from the shell: the local stack, webhooks, the API.')
    .version(version, '-v, --version', 'print the version of trs')
    .helpOption('-h, --help', 'show help for a command')
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      getOutHasColors: () => context.style.enabled,
      getErrHasColors: () => context.errStyle.enabled,
      // commander's complaints in trs's style: "trs: unknown command 'x'" (the pointer to --help follows).
      outputError: (text, write) => write(context.errStyle.red(text.replace(/^error: /, 'trs: '))),
    })
    .exitOverride();
  program.addHelpText('after', `\nRun "trs <command> --help" for the options and an example of each command.`);

  const parents = new Map<string, Command>([['', program]]);
  const parentOf = (path: readonly string[]): Command => {
    const key = path.join(' ');
    const found = parents.get(key);
    if (found) return found;
    const grandparent = parentOf(path.slice(0, -1));
    const group = groups.find((g) => g.path.join(' ') === key);
    const created = grandparent.command(path.at(-1)!).description(group?.summary ?? '');
    // Settings are inherited only by commands created after them, so copy them onto each group.
    created.copyInheritedSettings(grandparent);
    parents.set(key, created);
    return created;
  };

  for (const definition of commands) {
    const parent = parentOf(definition.path.slice(0, -1));
    const command = parent
      .command(definition.path.at(-1)!)
      .summary(definition.summary)
      .description(definition.description ? `${definition.summary}\n\n${definition.description}` : definition.summary);
    command.copyInheritedSettings(parent);
    for (const argument of definition.arguments ?? []) {
      const name = `${argument.name}${argument.variadic ? '...' : ''}`;
      command.argument(argument.required === false ? `[${name}]` : `<${name}>`, argument.description);
    }
    const optionDefinitions = [
      ...(definition.options ?? []),
      ...(definition.json ? [{ flags: '--json', description: 'print the output as JSON' }] : []),
      ...(definition.api ? API_OPTIONS : []),
    ];
    for (const option of optionDefinitions) command.addOption(optionFor(option));
    command.addHelpText(
      'after',
      `\nExample${definition.examples.length > 1 ? 's' : ''}:\n${definition.examples.map((e) => `  $ ${e}`).join('\n')}\n`,
    );
    command.action(async (...values: unknown[]) => {
      const options: Record<string, unknown> = { ...command.opts() };
      applyEnvironment(options, optionDefinitions, io.env, (key) => command.getOptionValueSource(key) === 'default');
      if (definition.api && command.getOptionValueSource('password') === 'cli')
        context.note(
          context.errStyle.yellow(
            'trs: warning: --password leaves the password in your shell history and in the process list, where other users see it. Set TRS_PASSWORD from your secret store, pass --password-stdin, or leave it out to be asked on a terminal.',
          ),
        );
      (definition.arguments ?? []).forEach((argument, index) => {
        options[argument.name] = values[index];
      });
      // A promise either way: what run throws, at once or later, is explained the same.
      const running = new Promise<number | void>((resolve) => resolve(definition.run(options, context)));
      const code = await running.catch((error: unknown) => {
        throw explainApiError(error, context.target.baseUrl);
      });
      onResult(code ?? EXIT.ok);
    });
  }
  return program;
}

/**
 * The whole command tree as a commander program, built without running anything or touching a stream (nothing is
 * written, nothing parsed): for a generated CLI reference page.
 */
export function commandTree(commands: readonly CommandDefinition[], groups: readonly CommandGroup[]): Command {
  const silent = { write: () => true, isTTY: false };
  const io = {
    stdout: silent,
    stderr: silent,
    stdin: Readable.from([]),
    env: {},
    cwd: '/',
    signal: new AbortController().signal,
  } as unknown as Io;
  return buildProgram(io, commands, groups, () => undefined);
}

/** The words of the deepest command or group that argv names (`trs tenancy get`), for the pointer to --help. */
function commandPath(
  argv: readonly string[],
  commands: readonly CommandDefinition[],
  groups: readonly CommandGroup[],
): string {
  const known = new Set([...commands, ...groups].map((c) => c.path.join(' ')));
  const words: string[] = [];
  for (const word of argv) {
    if (word.startsWith('-') || !known.has([...words, word].join(' '))) break;
    words.push(word);
  }
  return ['trs', ...words].join(' ');
}

/**
 * Runs the command line `argv` (the words after `trs`) with the given streams and returns the exit code. Never
 * throws and never exits the process: errors are written to io.stderr.
 */
export async function runCommands(
  argv: readonly string[],
  io: Io,
  commands: readonly CommandDefinition[],
  groups: readonly CommandGroup[],
): Promise<number> {
  let result: number = EXIT.ok;
  const program = buildProgram(io, commands, groups, (code) => (result = code));
  const errStyle = createStyle(colourAllowed(io.stderr, io.env));
  if (argv.length === 0) {
    // `trs` alone asks what trs can do: the help, on stdout, and success.
    program.outputHelp();
    return EXIT.ok;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return result;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with exit code 0; every other complaint of commander is about the command line.
      if (error.exitCode === 0) return EXIT.ok;
      if (!['commander.help', 'commander.helpDisplayed'].includes(error.code))
        io.stderr.write(`Run "${commandPath(argv, commands, groups)} --help" for usage.\n`);
      return EXIT.usage;
    }
    if (io.signal.aborted && !(error instanceof TrsError)) {
      io.stderr.write(`${errStyle.yellow('trs: interrupted')}\n`);
      return EXIT.interrupted;
    }
    const code = error instanceof TrsError ? ` ${errStyle.dim(`(${error.code})`)}` : '';
    io.stderr.write(`${errStyle.red('trs:')} ${describeError(error)}${code}\n`);
    if (error instanceof UsageError)
      io.stderr.write(`Run "${commandPath(argv, commands, groups)} --help" for usage.\n`);
    if (io.env.TRS_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    if (error instanceof CliError) return error.exitCode;
    return EXIT.failure;
  }
}
