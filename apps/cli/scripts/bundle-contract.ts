// Build step of @trs/cli: what the published CLI needs from the contract and from the receiver example, taken at
// build time so that the CLI depends on no private package at run time.
//   assets/contract.json           every webhook message with its examples, the demo's request bodies, the report
//                                  products: read from the one contract model (@trs/codegen's loadModel)
//   assets/receiver-template.json  the files `trs init receiver` writes: the handler stubs and index of the codegen's
//                                  receiver scaffold (scaffoldReceiver, into a temporary folder), and the hand-written
//                                  config, main and document saver of apps/receiver-example
// @trs/codegen is private and heavy (prettier, TypeScript, openapi-typescript): it is a devDependency, used here only.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, repoRoot, scaffoldReceiver, type Operation } from '@trs/codegen';

const cliDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(cliDir, 'assets');
const exampleDir = path.join(repoRoot, 'apps', 'receiver-example');

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

const model = await loadModel();

function requestExample(operationId: string): unknown {
  const operation = model.operations.find((o: Operation) => o.operationId === operationId);
  if (!operation?.requestBody) throw new Error(`the contract has no request body for ${operationId}`);
  return operation.requestBody.example;
}

function codesOf(operationId: string, pointer: string): Record<string, string> {
  const operation = model.operations.find((o: Operation) => o.operationId === operationId);
  const field = operation?.requestBody?.fields.find((f) => f.pointer === pointer);
  if (!field?.codes) throw new Error(`the contract names no codes for ${pointer} of ${operationId}`);
  return { ...field.codes };
}

const contract = {
  version: model.info.asyncapi.version,
  staticHeaderName: model.staticHeader.name,
  events: model.messages.map((message) => ({
    name: message.name,
    title: message.title,
    summary: message.summary,
    topic: message.topic,
    ignored: message.ignored,
    examples: message.examples.map((example) => ({
      name: example.name,
      summary: example.summary,
      tolerantReader: example.tolerantReader,
      payload: example.value,
    })),
  })),
  requests: {
    createTenancy: requestExample('createTenancy'),
    addTenant: requestExample('addTenant'),
    submitTenant: requestExample('submitTenant'),
  },
  reportTypes: codesOf('addTenant', '/ReportType'),
};

// The receiver skeleton exactly as scaffoldReceiver writes it into a team's folder.
const scratch = await mkdtemp(path.join(os.tmpdir(), 'trs-cli-template-'));
try {
  const handlersDir = path.join(scratch, 'handlers');
  const scaffold = await scaffoldReceiver({ dir: handlersDir, model });
  const handlers = await Promise.all(
    scaffold.added.map(async ({ event, file }) => ({
      event,
      file,
      content: await readFile(path.join(handlersDir, file), 'utf8'),
    })),
  );
  const index = { file: scaffold.index, content: await readFile(path.join(handlersDir, scaffold.index), 'utf8') };

  const sources: Record<string, string> = {};
  for (const name of (await readdir(path.join(exampleDir, 'src'))).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      sources[`src/${name}`] = await readFile(path.join(exampleDir, 'src', name), 'utf8');
  }
  for (const required of ['src/main.ts', 'src/config.ts'])
    if (!sources[required]) throw new Error(`apps/receiver-example has no ${required}`);

  const example = await readJson(path.join(exampleDir, 'package.json'));
  const webhooks = await readJson(path.join(repoRoot, 'packages', 'webhooks', 'package.json'));
  const shared = await readJson(path.join(repoRoot, 'packages', 'shared', 'package.json'));
  const root = await readJson(path.join(repoRoot, 'package.json'));
  const versions = {
    '@trs/webhooks': webhooks.version as string,
    '@trs/shared': shared.version as string,
    pg: example.dependencies.pg as string,
    '@types/pg': example.devDependencies['@types/pg'] as string,
    tsx: example.devDependencies.tsx as string,
    typescript: root.devDependencies.typescript as string,
    '@types/node': root.devDependencies['@types/node'] as string,
  };
  const base = await readJson(path.join(repoRoot, 'tsconfig.base.json'));
  const tsconfig = {
    compilerOptions: {
      ...base.compilerOptions,
      declaration: false,
      outDir: 'dist',
      rootDir: 'src',
      types: ['node'],
    },
    include: ['src'],
  };

  await mkdir(assetsDir, { recursive: true });
  await writeFile(path.join(assetsDir, 'contract.json'), `${JSON.stringify(contract)}\n`);
  await writeFile(
    path.join(assetsDir, 'receiver-template.json'),
    `${JSON.stringify({ handlers, index, sources, versions, tsconfig, engines: root.engines })}\n`,
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
