// Every operation of the contract as a `trs` command, from the generated table (commands.gen.ts): arguments
// checked by the contract's rules, the body from a file, standard input or --example, the call through the client's
// generated helper of the same operationId, and the answer printed by one rule (output.ts).
import type { ArgumentDefinition, CommandDefinition, OptionDefinition } from '../command.js';
import type { CommandGroup } from '../runner.js';
import { exampleNames } from './body.js';
import { operationCommands, operationGroups } from './commands.gen.js';
import type { OperationOptions } from './run.js';
import { changesData, type OperationCommandSpec } from './spec.js';

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
  if (changesData(spec))
    options.push({ flags: '--yes', description: 'confirm a change on a profile marked production' });
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

export function operationCommand(spec: OperationCommandSpec): CommandDefinition<OperationOptions> {
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
    run: async (options, context) => (await import('./run.js')).runOperation(spec, options, context),
  };
}

export const operationCommandDefinitions: readonly CommandDefinition[] = operationCommands.map(operationCommand);
export const operationCommandGroups: readonly CommandGroup[] = operationGroups;
