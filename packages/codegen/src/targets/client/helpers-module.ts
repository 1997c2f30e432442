// helpers.gen.ts: one thin typed method per operation (the login excepted: the session owns it), over the client's
// hand-written policy (HelperBase: checks, session, retries, errors). The names, paths, parameters, body and answer
// types and the advice all come from the contract.
import type { Operation, PathParameter } from '../../model/index.js';
import { Code, code, doc, ident, join, key, printModule, str, type Import } from '../../printer/index.js';
import { OUTPUT_DIR, RESERVED_MEMBERS } from './config.js';
import { argumentName, bodyName, pascalCase } from './names.js';
import { referencePatterns, returnedReferences } from './operations-module.js';

const isJson = (contentType: string | null) => contentType !== null && /json/.test(contentType);
const isIdentifier = (name: string) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);

interface Argument {
  name: string;
  parameter: PathParameter;
  generic: string | null;
  baseType: 'number' | 'string';
}

/** Collects the schema.gen types a module uses. */
class SchemaTypes {
  readonly names = new Set<string>(['paths']);
  /** A component's root type from schema.gen.ts, or the `paths` expression when it has no usable name. */
  use(component: string | null, fallback: Code): Code {
    if (component && isIdentifier(component)) {
      this.names.add(component);
      return ident(component);
    }
    return fallback;
  }
}

function documentation(operation: Operation): string {
  const parts = [operation.summary.replace(/\.?$/, '.')];
  if (operation.description) parts.push(operation.description);
  const answer = operation.success.contentType;
  if (answer && !isJson(answer)) {
    parts.push(
      `Answers ${answer}${answer === 'application/pdf' ? ', checked to be a PDF (content type and %PDF- signature) before it is handed over' : ''}: bytes (Uint8Array) by default, a ReadableStream with { parseAs: 'stream' }.`,
    );
  }
  parts.push(
    operation.idempotent
      ? 'Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.'
      : `Never sent twice by the client once it may have reached the service (only once more after a 401, which the service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): ${operation.advice?.outcomeUnknown ?? 'look the data up before sending it again.'}`,
  );
  return parts.join('\n\n');
}

function tags(operation: Operation, args: Argument[], body: string | null): string[] {
  const list = args.map(
    (a) => `@param ${a.name} ${a.parameter.description ?? `The ${a.parameter.name} path parameter.`}`,
  );
  if (body && operation.requestBody)
    list.push(
      `@param ${body} ${operation.requestBody.description ?? `The ${operation.requestBody.validator ?? 'request'} body.`}`,
    );
  if (operation.deprecated) list.push('@deprecated Deprecated by the provider.');
  return list;
}

function helper(
  operation: Operation,
  all: readonly Operation[],
  types: SchemaTypes,
  patterns: Map<string, string>,
): Code {
  const name = operation.operationId;
  if (RESERVED_MEMBERS.has(name)) {
    throw new Error(
      `operationId ${name} would hide a member of the hand-written client: rename the operation in spec/`,
    );
  }
  const args: Argument[] = operation.pathParameters.map((parameter) => ({
    name: argumentName(operation, parameter, all),
    parameter,
    generic: parameter.rule.component ? `T${pascalCase(argumentName(operation, parameter, all))}` : null,
    baseType: parameter.rule.type === 'string' ? 'string' : 'number',
  }));
  const unsupported = operation.parameters.filter((p) => p.in !== 'path' && p.required);
  if (unsupported.length) {
    throw new Error(
      `${name}: required ${unsupported.map((p) => `${p.in} parameter ${p.name}`).join(', ')} is not supported by the client helpers yet`,
    );
  }
  const rawPath = code`[${str(operation.path)}][${str(operation.method.toLowerCase())}]`;
  const body = operation.requestBody;
  const bodyArg = body
    ? bodyName(
        body.component,
        args.map((a) => a.name),
      )
    : null;
  const bodyType = body
    ? types.use(body.component, code`NonNullable<paths${rawPath}['requestBody']>['content'][${str(body.contentType)}]`)
    : null;
  const generics = args
    .filter((a) => a.generic)
    .map((a) => code`const ${ident(a.generic!)} extends ${ident(a.baseType)}`);
  const typeParameters = generics.length ? code`<${join(generics, ', ')}>` : null;
  const parameters = [
    ...args.map((a) =>
      a.generic
        ? code`${ident(a.name)}: PathParameterArg<${str(a.parameter.rule.component!)}, ${ident(a.generic)}>`
        : code`${ident(a.name)}: ${ident(a.baseType)}`,
    ),
    ...(bodyArg ? [code`${ident(bodyArg)}: ${bodyType}`] : []),
  ];
  // The implementation of a download helper takes plain types: no cast there.
  const pathObject = (cast: boolean) =>
    code`{ ${join(
      args.map(
        (a) =>
          code`${key(a.parameter.name)}: ${ident(a.name)}${cast && a.generic ? code` as ${ident(a.baseType)}` : null}`,
      ),
      ', ',
    )} }`;
  const init = (rest: Code) =>
    code`{ ${args.length ? code`params: { path }, ` : null}${bodyArg ? (bodyArg === 'body' ? code`body, ` : code`body: ${ident(bodyArg)}, `) : null}${rest} }`;
  const call = (rest: Code) =>
    args.length || bodyArg
      ? code`this.raw.${ident(operation.method)}(${str(operation.path)}, ${init(rest)})`
      : code`this.raw.${ident(operation.method)}(${str(operation.path)}, init)`;
  const comment = doc(documentation(operation), { indent: 2, tags: tags(operation, args, bodyArg) });
  const success = operation.success;

  if (success.contentType !== null && !isJson(success.contentType)) {
    // A file (a PDF report): bytes by default, a stream on request, checked by the hand-written download policy.
    const signature = (options: Code, answer: Code) =>
      code`${ident(name)}${typeParameters}(${join([...parameters, options], ', ')}): Promise<Answer<Mode, ${answer}>>;\n`;
    const plain = [
      ...args.map((a) => code`${ident(a.name)}: ${ident(a.baseType)}`),
      ...(bodyArg ? [code`${ident(bodyArg)}: ${bodyType}`] : []),
    ];
    return code`${comment}${signature(code`options?: DownloadOptions & { parseAs?: 'bytes' }`, code`Uint8Array`)}${signature(
      code`options: DownloadOptions & { parseAs: 'stream' }`,
      code`ReadableStream<Uint8Array>`,
    )}${ident(name)}(${join([...plain, code`options: DownloadOptions = {}`], ', ')}): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {
      ${args.length ? code`const path = ${pathObject(false)};` : null}
      return this.download(${str(name)}, ${args.length ? code`path` : code`{}`}, options, (init) => ${call(code`...init`)});
    }\n`;
  }

  const body_ = isJson(success.contentType)
    ? types.use(
        success.component,
        code`paths${rawPath}['responses'][${str(success.status)}]['content'][${str(success.contentType!)}]`,
      )
    : code`void`;
  // A reference field of the answer of a call that creates something is always there (or the helper throws).
  const fields = returnedReferences(operation, patterns).filter((r) => r.pointer !== '');
  const answer = fields.length
    ? code`WithReference<${body_}, ${join(
        fields.map((f) => str(f.pointer.slice(1))),
        ' | ',
      )}>`
    : body_;
  // A call that creates something hands its body over too: the client's journal keeps what was sent.
  const sent = bodyArg && returnedReferences(operation, patterns).length ? code`, ${ident(bodyArg)}` : null;
  return code`${comment}${ident(name)}${typeParameters}(${join([...parameters, code`options: CallOptions = {}`], ', ')}): Promise<Answer<Mode, ${answer}>> {
    ${args.length ? code`const path = ${pathObject(true)};` : null}
    return this.call(${str(name)}, ${args.length ? code`path` : code`{}`}, options, (init) => ${call(code`...init`)}${sent});
  }\n`;
}

export function helpersModule(operations: readonly Operation[]): Promise<string> {
  const types = new SchemaTypes();
  const patterns = referencePatterns(operations);
  const methods = operations.filter((o) => !o.issuesSessionToken).map((o) => helper(o, operations, types, patterns));
  const imports: Import[] = [
    { from: './download.js', names: ['DownloadOptions'], typeOnly: true },
    { from: './helpers.js', names: ['HelperBase'] },
    { from: './helpers.js', names: ['Answer', 'AnswerMode', 'WithReference'], typeOnly: true },
    { from: './identifiers.js', names: ['PathParameterArg'], typeOnly: true },
    { from: './options.js', names: ['CallOptions'], typeOnly: true },
    { from: './schema.gen.js', names: [...types.names].sort(), typeOnly: true },
  ];
  return printModule(
    {
      target: 'client',
      imports,
      statements: [
        code`${doc(
          "One typed method per operation of the contract (the login is the session's: login()). Each checks its identifiers and body before anything is sent, and returns the answer validated against the contract (with the Response too, through client.withResponse), or throws one of the client's errors.",
        )}export abstract class OperationHelpers<Mode extends AnswerMode = 'data'> extends HelperBase<Mode> {\n${join(methods, '\n')}}\n`,
      ],
    },
    `${OUTPUT_DIR}/helpers.gen.ts`,
  );
}
