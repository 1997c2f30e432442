// Bundles the two hand-written documents into self-contained JSON with Redocly.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redoclyBin = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export const DOCUMENTS = [
  { name: 'openapi', source: 'openapi/openapi.yaml' },
  { name: 'asyncapi', source: 'asyncapi/asyncapi.yaml' },
];

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Runs a Redocly command in specDir; resolves with { code, output } and never throws on a lint failure. */
export async function redocly(specDir, args) {
  try {
    const { stdout, stderr } = await run(process.execPath, [redoclyBin, ...args], {
      cwd: specDir,
      env,
      maxBuffer: 64 << 20,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

/** Bundles each document (or only those named, by source) into outDir/<name>.json, side by side. */
export async function bundle(specDir, outDir, sources = DOCUMENTS.map((doc) => doc.source)) {
  const documents = DOCUMENTS.filter((doc) => sources.includes(doc.source));
  await Promise.all(
    documents.map(async (doc) => {
      const out = path.join(outDir, `${doc.name}.json`);
      const { code, output } = await redocly(specDir, ['bundle', doc.source, '-o', out]);
      if (code !== 0) throw new Error(`bundling ${doc.source} failed:\n${output}`);
      if (doc.name === 'asyncapi') {
        const document = JSON.parse(await readFile(out, 'utf8'));
        await writeFile(out, `${JSON.stringify(restoreMessageRefs(document), null, 2)}\n`);
      }
    }),
  );
}

// Redocly inlines a message file everywhere it is referenced (components, channel and every operation). AsyncAPI 3
// wants operations to point at the channel's messages and channels at components: put those references back.
export function restoreMessageRefs(document) {
  const components = document.components?.messages ?? {};
  for (const [channelName, channel] of Object.entries(document.channels ?? {})) {
    for (const name of Object.keys(channel.messages ?? {})) {
      if (components[name]) channel.messages[name] = { $ref: `#/components/messages/${name}` };
    }
    for (const operation of Object.values(document.operations ?? {})) {
      if (operation.channel?.$ref !== `#/channels/${channelName}`) continue;
      operation.messages = (operation.messages ?? []).map((message) =>
        message.$ref || !message.name ? message : { $ref: `#/channels/${channelName}/messages/${message.name}` },
      );
    }
  }
  return document;
}

/** Lints each document (or only those named, by source), side by side; never throws on a lint failure. */
export async function lint(specDir, configFile, sources = DOCUMENTS.map((doc) => doc.source)) {
  const documents = DOCUMENTS.filter((doc) => sources.includes(doc.source));
  return Promise.all(
    documents.map(async (doc) => {
      const { code, output } = await redocly(specDir, [
        'lint',
        doc.source,
        '--config',
        configFile,
        '--format',
        'codeframe',
      ]);
      return { document: doc.source, ok: code === 0, output };
    }),
  );
}
