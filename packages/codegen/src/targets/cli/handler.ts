// @trs/cli: one command per operation, as data. apps/cli/src/operations/ turns each entry into a `trs` command that
// checks its arguments by the parameter's rule, reads the body (a file, standard input or --example NAME), calls the
// client's generated helper of the same operationId and prints the answer. The login, which keeps a session, is the
// CLI's own `trs login`.
import type { Operation } from '../../model/index.js';
import { code, constDeclaration, literal, printModule } from '../../printer/index.js';
import { argumentName, camelCase } from '../client/names.js';
import { defineTarget } from '../target.js';
import { COMMAND_NAMES, config, GROUP_SUMMARIES, OUTPUT } from './config.js';

const kebab = (words: string) => words.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The command's words: from the table, else the operationId's verb after its noun (`addFooBar` → foo-bar add). */
function wordsOf(operation: Operation): readonly string[] {
  const named = COMMAND_NAMES[operation.operationId];
  if (named) return named.words;
  const [, verb, noun] = /^([a-z]+)(.*)$/.exec(operation.operationId) ?? [];
  return noun ? [kebab(noun), verb!] : [kebab(operation.operationId)];
}

const firstSentences = (text: string | null) => (text ? text.trim().replace(/\s+/g, ' ') : null);

function answerKind(operation: Operation): 'json' | 'pdf' | 'none' {
  const type = operation.success.contentType;
  if (!type) return 'none';
  return type === 'application/json' ? 'json' : 'pdf';
}

function entry(operation: Operation, all: readonly Operation[]) {
  const named = COMMAND_NAMES[operation.operationId];
  const body = operation.requestBody;
  return {
    operationId: operation.operationId,
    words: wordsOf(operation),
    summary: operation.summary,
    description: firstSentences(operation.description),
    method: operation.method,
    path: operation.path,
    deprecated: operation.deprecated,
    idempotent: operation.idempotent,
    parameters: operation.pathParameters.map((p) => ({
      name: p.name,
      argument: argumentName(operation, p, all),
      option: named?.options?.[p.name] ?? null,
      description: firstSentences(p.description),
      rule: { ...p.rule },
    })),
    body: body
      ? {
          validator: body.validator,
          component: body.component,
          argument: camelCase(body.component ?? 'body'),
          examples: body.examples.map((e) => ({ name: e.name, summary: e.summary, value: e.value })),
        }
      : null,
    answer: answerKind(operation),
    answerValidator: operation.success.validator,
    returns: operation.success.validator === 'ApplicationReference' ? '' : (returnPointer(operation) ?? null),
    raises: [...operation.raises],
    done: named?.done ?? null,
  };
}

/** Where the reference an operation creates is in its answer (the applicant's ReferenceNumber), if it creates one. */
function returnPointer(operation: Operation): string | undefined {
  if (operation.method !== 'POST' || !operation.success.fields.length) return undefined;
  return operation.success.fields.some((f) => f.pointer === '/ReferenceNumber') ? '/ReferenceNumber' : undefined;
}

export const cliTarget = defineTarget(config, async ({ operations }) => {
  const commands = operations.filter((o) => !o.issuesSessionToken).map((o) => entry(o, operations));
  const nouns = [...new Set(commands.filter((c) => c.words.length > 1).map((c) => c.words[0]!))];
  const groups = nouns.map((noun) => ({
    path: [noun],
    summary:
      GROUP_SUMMARIES[noun] ??
      commands
        .filter((c) => c.words[0] === noun)
        .map((c) => c.summary)
        .join('; '),
  }));
  const content = await printModule(
    {
      target: 'cli',
      imports: [{ from: './spec.js', names: ['OperationCommandSpec', 'CommandGroupSpec'], typeOnly: true }],
      statements: [
        constDeclaration({
          name: 'operationCommands',
          doc: 'One command per operation of the contract (the login excepted: `trs login` keeps the session).',
          value: literal(commands),
          satisfies: code`readonly OperationCommandSpec[]`,
        }),
        constDeclaration({
          name: 'operationGroups',
          doc: 'The words that only group the commands above.',
          value: literal(groups),
          satisfies: code`readonly CommandGroupSpec[]`,
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
