// The code samples of an operation page, written from the contract's own data: the operation (method, path, its
// parameters' examples, the first example of its body) and the `trs` command generated from the same operations
// table. Nothing here is written per operation, so a new operation gets its samples the day it lands; the docs
// tests run every sample against the sandbox (curl with real curl, trs through the real bin, TypeScript compiled
// against @trs/client).
import type { OperationCommandSpec } from '@trs/cli';
import type { Operation } from '@trs/codegen';

export interface OperationSamples {
  /** A shell command: curl with $TRS_BASE_URL and $TRS_TOKEN. */
  readonly curl: string;
  /** A shell command: trs, with TRS_BASE_URL, TRS_USER and TRS_PASSWORD (or a profile). */
  readonly trs: string;
  /** A TypeScript module using @trs/client. */
  readonly typescript: string;
}

/** The environment the samples read, said once above them. */
export const SAMPLE_ENVIRONMENT = {
  TRS_BASE_URL: "the base address with /v2, such as the sandbox's http://127.0.0.1:4010/v2",
  TRS_USER: 'the service user',
  TRS_PASSWORD: 'its password',
  TRS_TOKEN: 'for curl: the Token header of POST /Authenticate',
} as const;

/** The example value of each path parameter, in the order of the template. */
function pathValues(operation: Operation): { name: string; value: string | number }[] {
  return operation.parameters
    .filter((p) => p.in === 'path')
    .map((p) => {
      if (p.example === null || p.example === undefined)
        throw new Error(`${operation.operationId}: path parameter ${p.name} has no example to show in the samples`);
      return { name: p.name, value: p.example as string | number };
    });
}

function bodyValue(operation: Operation): { present: boolean; value: unknown } {
  const body = operation.requestBody;
  if (!body) return { present: false, value: undefined };
  const example = body.examples[0];
  if (!example) throw new Error(`${operation.operationId}: the request body has no example to show in the samples`);
  return { present: true, value: example.value };
}

const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const shellWord = (value: string | number) =>
  /^[A-Za-z0-9._:@/-]+$/.test(String(value)) ? String(value) : singleQuoted(String(value));

function isPdf(operation: Operation): boolean {
  return operation.responses.some((r) => /^2/.test(r.status) && r.contentType === 'application/pdf');
}

function pdfFile(values: readonly { value: string | number }[]): string {
  return `${values.map((v) => String(v.value)).join('-')}.pdf`;
}

function curlSample(operation: Operation): string {
  const values = pathValues(operation);
  const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(values.find((v) => v.name === name)!.value)),
  );
  const lines = [`curl --fail-with-body -sS -X ${operation.method} "$TRS_BASE_URL${url}"`];
  if (operation.authenticated) lines.push(`-H "Token: $TRS_TOKEN"`);
  else lines.push('-D -');
  if (isPdf(operation)) lines.push(`-o ${pdfFile(values)}`);
  const body = bodyValue(operation);
  if (body.present) {
    lines.push(`-H 'Content-Type: ${operation.requestBody!.contentType}'`);
    lines.push(`--data-binary @- <<'JSON'\n${JSON.stringify(body.value, null, 2)}\nJSON`);
  }
  return lines.join(' \\\n  ');
}

function trsSample(operation: Operation, command: OperationCommandSpec | undefined): string {
  if (!operation.authenticated) return 'trs login';
  if (!command) throw new Error(`${operation.operationId}: no trs command is generated for it`);
  const values = pathValues(operation);
  const words = ['trs', ...command.words];
  for (const parameter of command.parameters) {
    const value = shellWord(values.find((v) => v.name === parameter.name)!.value);
    words.push(parameter.option ? `--${parameter.option} ${value}` : value);
  }
  if (isPdf(operation)) words.push(`-o ${pdfFile(values)}`);
  const body = bodyValue(operation);
  if (!body.present) return words.join(' ');
  return `${words.join(' ')} - <<'JSON'\n${JSON.stringify(body.value, null, 2)}\nJSON`;
}

/** A JSON value as a TypeScript literal: keys that are identifiers unquoted. */
function literal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
}

function typescriptSample(operation: Operation): string {
  const values = pathValues(operation);
  const body = bodyValue(operation);
  const args = values.map((v) => JSON.stringify(v.value).replace(/"/g, "'"));
  if (body.present) args.push(literal(body.value));
  const call = `client.${operation.operationId}(${args.join(', ')})`;
  const success = operation.responses.find((r) => /^2/.test(r.status));
  const imports = [`import { createClient } from '@trs/client';`];
  let use: string;
  if (!operation.authenticated) use = `const { expiresAt } = await client.login();\nconsole.log(expiresAt);`;
  else if (isPdf(operation)) {
    imports.unshift(`import { writeFile } from 'node:fs/promises';`);
    use = `const pdf = await ${call};\nawait writeFile('${pdfFile(values)}', pdf);`;
  } else if (success?.contentType) use = `const answer = await ${call};\nconsole.log(answer);`;
  else use = `await ${call};`;
  return `${imports.join('\n')}

const client = createClient({
  baseUrl: process.env.TRS_BASE_URL ?? 'http://127.0.0.1:4010/v2',
  credentials: { userName: process.env.TRS_USER ?? 'sandbox', password: process.env.TRS_PASSWORD ?? 'sandbox' },
});

${use}
`;
}

export function operationSamples(operation: Operation, command: OperationCommandSpec | undefined): OperationSamples {
  return {
    curl: curlSample(operation),
    trs: trsSample(operation, command),
    typescript: typescriptSample(operation),
  };
}
