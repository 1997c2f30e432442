// An operation command run (operations/commands.ts): its arguments checked, its body read, the call made through the
// client's generated helper of the same operationId, and the answer printed. Loaded when such a command runs.
import path from 'node:path';
import { HttpError } from '@trs/client';
import { printable } from '@trs/validators';
import { openSession, type ApiFlags } from '../api/session.js';
import type { CommandContext } from '../command.js';
import { CliError, UsageError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { parameterValue } from './arguments.js';
import { readBody } from './body.js';
import { doneSentence, printJsonAnswer } from './output.js';
import { changesData, type OperationCommandSpec } from './spec.js';

export type OperationOptions = ApiFlags & {
  json?: boolean;
  example?: string;
  output?: string;
  force?: boolean;
  file?: string;
  yes?: boolean;
} & Record<string, unknown>;

/** A report that is not ready yet is a question of time, not of a wrong request. */
function downloadError(error: unknown, spec: OperationCommandSpec, where: string): unknown {
  if (!(error instanceof HttpError) || ![400, 404].includes(error.details.status)) return error;
  const said = error.details.providerMessage ? ` It said: ${printable(error.details.providerMessage)}` : '';
  return new CliError(
    'TRS_CLI_FAILED',
    `${spec.summary}: the service answered HTTP ${error.details.status} for ${where}.${said}\nIf the report is not ready yet, this works later: wait for its Report Available webhook (\`trs reports list\` shows the ready ones), then run the same command again.`,
  );
}

export async function runOperation(
  spec: OperationCommandSpec,
  options: OperationOptions,
  context: CommandContext,
): Promise<void> {
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
  if (profile?.profile.production && changesData(spec) && !options.yes)
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
