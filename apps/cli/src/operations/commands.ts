// Every operation of the contract as a `trs` command, from the generated table (commands.gen.ts): arguments
// checked by the contract's rules, the body from a file, standard input or --example, the call through the client's
// generated helper of the same operationId, and the answer printed by one rule (output.ts).
import path from 'node:path';
import { HttpError } from '@trs/client';
import { printable } from '@trs/validators';
import { openSession, type ApiFlags } from '../api/session.js';
import type { ArgumentDefinition, CommandContext, CommandDefinition, OptionDefinition } from '../command.js';
import type { CommandGroup } from '../runner.js';
import { CliError, UsageError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { parameterValue } from './arguments.js';
import { exampleNames, readBody } from './body.js';
import { operationCommands, operationGroups } from './commands.gen.js';
import { doneSentence, printJsonAnswer } from './output.js';
import type { OperationCommandSpec } from './spec.js';

type Options = ApiFlags & {
  json?: boolean;
  example?: string;
  output?: string;
  force?: boolean;
  file?: string;
  yes?: boolean;
} & Record<string, unknown>;

/** A call that changes data at the service (anything but a GET). */
const changes = (spec: OperationCommandSpec) => spec.method !== 'GET';

const FILE_ARGUMENT = 'file';

function argumentsOf(spec: OperationCommandSpec): ArgumentDefinition[] {
  const positional: ArgumentDefinition[] = spec.parameters
    .filter((p) => !p.option)
    .map((p) => ({ name: p.argument, description: p.description ?? p.name }));
  if (spec.body)
    positional.push({
      name: FILE_ARGUMENT,
      description: `the ${spec.body.component ?? 'body'} as JSON (a file, or - for standard input); or use --example`,
      required: false,
    });
  return positional;
}

function optionsOf(spec: OperationCommandSpec): OptionDefinition[] {
  const options: OptionDefinition[] = spec.parameters
    .filter((p) => p.option)
    .map((p) => ({ flags: `--${p.option} <value>`, description: p.description ?? p.name }));
  if (spec.body)
    options.push({
      flags: '--example <name>',
      description: `send one of the contract's examples of the body: ${exampleNames(spec.body)}`,
    });
  if (changes(spec)) options.push({ flags: '--yes', description: 'confirm a change on a profile marked production' });
  if (spec.answer === 'pdf')
    options.push(
      { flags: '-o, --output <file>', description: 'where to write the PDF (- for standard output)' },
      { flags: '--force', description: 'replace the file if it exists (by default trs never overwrites a file)' },
    );
  return options;
}

function exampleLine(spec: OperationCommandSpec): string {
  const values: Record<string, string> = {
    ApplicationReference: '0000001',
    ApplicantReference: 'SBX0000001',
    BranchId: '42',
    ReportType: '1',
    KycReportType: '100',
    IsoDate: '2026-12-01',
  };
  const words = ['trs', ...spec.words];
  for (const p of spec.parameters) {
    const value = values[p.rule.component ?? ''] ?? (p.rule.format === 'date' ? '2026-12-01' : `<${p.argument}>`);
    words.push(p.option ? `--${p.option} ${value}` : value);
  }
  if (spec.body) words.push(spec.body.examples[0] ? `--example ${spec.body.examples[0].name}` : 'body.json');
  return words.join(' ');
}

/** A report that is not ready yet is a question of time, not of a wrong request. */
function downloadError(error: unknown, spec: OperationCommandSpec, where: string): unknown {
  if (!(error instanceof HttpError) || ![400, 404].includes(error.details.status)) return error;
  const said = error.details.providerMessage ? ` It said: ${printable(error.details.providerMessage)}` : '';
  return new CliError(
    'TRS_CLI_FAILED',
    `${spec.summary}: the service answered HTTP ${error.details.status} for ${where}.${said}\nIf the report is not ready yet, this works later: wait for its Report Available webhook (\`trs reports list\` shows the ready ones), then run the same command again.`,
  );
}

async function runOperation(spec: OperationCommandSpec, options: Options, context: CommandContext): Promise<void> {
  const byName: Record<string, string | number> = {};
  const values = spec.parameters.map((p) => {
    const raw = (p.option ? options[p.option] : options[p.argument]) as string | undefined;
    const value = parameterValue(p, raw);
    byName[p.name] = value;
    return value;
  });
  if (spec.answer === 'pdf' && options.output === '-' && options.json)
    throw new UsageError('--json and -o - both use standard output: choose one.');
  const body = spec.body ? await readBody(spec.body, options.file, options.example, context) : undefined;
  if (spec.deprecated) context.note(context.errStyle.yellow(`${spec.words.join(' ')}: deprecated by the provider.`));

  const { client, profile } = await openSession(options, context);
  if (profile?.profile.production && changes(spec) && !options.yes)
    throw new UsageError(
      `Profile ${profile.name} is marked production: ${spec.words.join(' ')} changes data there (${spec.method} ${spec.path}). Add --yes to go ahead.`,
    );
  const helper = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[spec.operationId];
  if (typeof helper !== 'function')
    throw new CliError('TRS_CLI_FAILED', `@trs/client has no helper ${spec.operationId}: update @trs/client.`);
  const args = [...values, ...(spec.body ? [body] : []), { signal: context.signal }];
  const where = values.join(' ');

  if (spec.answer === 'pdf') {
    let pdf: Uint8Array;
    try {
      pdf = (await helper.apply(client, args)) as Uint8Array;
    } catch (error) {
      throw downloadError(error, spec, where);
    }
    if (options.output === '-') return void context.io.stdout.write(pdf);
    const file = path.resolve(context.io.cwd, options.output ?? `${values.join('-')}.pdf`);
    // A report is personal data: the owner's only, and never written through a link planted at the path.
    await writePrivateFile(file, pdf, { overwrite: options.force === true });
    if (options.json) context.json({ file, bytes: pdf.byteLength, contentType: 'application/pdf' });
    else {
      context.out(file);
      context.note(context.errStyle.dim(`${pdf.byteLength} bytes`));
    }
    return;
  }

  const answer = await helper.apply(client, args);
  if (spec.answer === 'none') {
    if (!options.json) context.out(doneSentence(spec, byName));
    return;
  }
  if (options.json) return context.json(answer);
  printJsonAnswer(spec, answer, context);
  if (spec.returns !== null)
    context.note(context.errStyle.dim(`${spec.summary}: store this reference, nothing can list it.`));
}

export function operationCommand(spec: OperationCommandSpec): CommandDefinition<Options> {
  const raises =
    spec.raises.length && !spec.description?.includes('Raises the webhook')
      ? ` Raises the webhook ${spec.raises.join(', ')}.`
      : '';
  const answer =
    spec.answer === 'pdf'
      ? ' The PDF goes to -o FILE (default the arguments joined by - with .pdf), written 0600; --json then describes the file.'
      : ' --json prints the answer of the service as it is.';
  return {
    path: spec.words,
    summary: `${spec.summary}${spec.deprecated ? ' (deprecated)' : ''}`,
    description: `${spec.method} ${spec.path}.${spec.description ? ` ${spec.description}` : ''}${raises}${answer}`,
    arguments: argumentsOf(spec),
    options: optionsOf(spec),
    api: true,
    json: true,
    examples: [exampleLine(spec)],
    run: (options, context) => runOperation(spec, options, context),
  };
}

export const operationCommandDefinitions: readonly CommandDefinition[] = operationCommands.map(operationCommand);
export const operationCommandGroups: readonly CommandGroup[] = operationGroups;
