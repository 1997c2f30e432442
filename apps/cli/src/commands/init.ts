// trs init receiver DIR: a team's own receiver service, from the contract. The handler stubs and their index are
// the codegen's receiver scaffold (scaffoldReceiver) and the service around them is apps/receiver-example's
// config, main and document saver, both taken when the CLI was built (scripts/bundle-contract.ts). Run again after
// a contract update, it adds stubs for new events, rewrites only the index, and never touches a file that exists.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { RECEIVER_TEST, RECEIVER_TEST_FILE } from '../scaffold/receiver-test.js';

interface ReceiverTemplate {
  handlers: { event: string; file: string; content: string }[];
  index: { file: string; content: string };
  sources: Record<string, string>;
  versions: Record<'@trs/webhooks' | '@trs/shared' | 'pg' | '@types/pg' | 'tsx' | 'typescript' | '@types/node', string>;
  tsconfig: unknown;
  engines: { node: string };
}

export interface ScaffoldResult {
  dir: string;
  /** Files written now (paths relative to dir). */
  added: string[];
  /** Files that existed and were left exactly as they were. */
  kept: string[];
  /** Handler files of events the contract no longer dispatches: left in place, no longer registered. */
  orphaned: string[];
  /** Rewritten on every run. */
  index: string;
}

const HANDLERS_DIR = 'src/handlers';

function template(): ReceiverTemplate {
  return JSON.parse(
    readFileSync(new URL('../../assets/receiver-template.json', import.meta.url), 'utf8'),
  ) as ReceiverTemplate;
}

function packageName(dir: string): string {
  const name = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '');
  return name || 'trs-receiver';
}

/** Every file of a fresh receiver folder but the handlers: path → content. */
function serviceFiles(t: ReceiverTemplate, name: string, store: string | undefined): Record<string, string> {
  const manifest = {
    name,
    version: '0.1.0',
    private: true,
    description: 'Receives the agent webhooks of the tenancy referencing service (scaffolded by trs init receiver)',
    type: 'module',
    engines: t.engines,
    scripts: {
      build: 'tsc -p tsconfig.json',
      start: 'node --env-file=.env dist/main.js',
      dev: 'tsx --env-file=.env src/main.ts',
      test: 'npm run build && node --test',
    },
    dependencies: { '@trs/webhooks': t.versions['@trs/webhooks'], '@trs/shared': t.versions['@trs/shared'] },
    // Only a PostgreSQL inbox (DATABASE_URL) needs pg; the default embedded inbox does not.
    optionalDependencies: { pg: t.versions.pg },
    // The embedded inbox's native SQLite module is built by an install script (see the Install page of the docs).
    allowScripts: { 'better-sqlite3': true },
    devDependencies: {
      '@types/node': t.versions['@types/node'],
      '@types/pg': t.versions['@types/pg'],
      tsx: t.versions.tsx,
      typescript: t.versions.typescript,
    },
  };
  const env = [
    '# Read by `npm start` and `npm run dev` (node --env-file). The variables are listed in src/config.ts.',
    '# The value of the static header the account manager configures on the agent with your WebhookAddress:',
    `WEBHOOK_HEADER_VALUES=${randomBytes(18).toString('base64url')}`,
    store?.startsWith('postgres') ? `DATABASE_URL=${store}` : `INBOX_DIR=${store ?? '.data/inbox'}`,
    'PORT=8080',
    '',
  ].join('\n');
  const readme = [
    `# ${name}`,
    '',
    'Receives the agent webhooks of the tenancy referencing service. Scaffolded from the contract by `trs init receiver`.',
    '',
    '```sh',
    'npm install && npm run build && npm start   # deliveries on http://localhost:8080/webhooks, health on /healthz',
    'npm test                                    # builds, starts the service on a free port and checks it answers',
    '```',
    '',
    '- The inbox is embedded (SQLite, in `INBOX_DIR`) by default. `pg` is an optional dependency, needed only for a',
    '  PostgreSQL inbox (`DATABASE_URL`, for several receiver processes): `npm install --omit=optional` leaves it out.',
    '',
    '- Give the account manager your public HTTPS address of `/webhooks` (the WebhookAddress) and the value of',
    '  `WEBHOOK_HEADER_VALUES` in `.env` (the static header, `X-Webhook-Key` by default).',
    '- Put your code in `src/handlers/<event>.ts`: each file says what its event means and lists its fields.',
    '- Try it locally: `trs webhooks trigger reportAvailable --to http://localhost:8080/webhooks --header X-Webhook-Key:<value>`.',
    '- After a contract update run `trs init receiver .` again: it adds the handlers of new events and rewrites',
    '  `src/handlers/index.gen.ts`; it never overwrites a file that exists.',
    '- The variables (store, ports, limits) are listed in `src/config.ts`.',
    '',
  ].join('\n');
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'README.md': readme,
    'tsconfig.json': `${JSON.stringify(t.tsconfig, null, 2)}\n`,
    '.env': env,
    '.gitignore': ['node_modules/', 'dist/', '.data/', '.env', ''].join('\n'),
    [RECEIVER_TEST_FILE]: RECEIVER_TEST,
  };
  for (const [file, content] of Object.entries(t.sources))
    files[file] = content.replaceAll("service: 'receiver-example'", `service: '${name}'`);
  return files;
}

/** Files that hold secrets (the static header's value): the owner's only. */
const SECRET_FILES = new Set(['.env']);

async function writeNew(file: string, content: string, secret: boolean): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  if (secret) {
    if (await lstat(file).catch(() => null)) return false;
    await writePrivateFile(file, content);
    return true;
  }
  try {
    // 'wx': created only when absent, so a file of the team's (edited or not) is never replaced.
    await writeFile(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function scaffoldReceiverService(dir: string, store: string | undefined): Promise<ScaffoldResult> {
  const t = template();
  const result: ScaffoldResult = { dir, added: [], kept: [], orphaned: [], index: `${HANDLERS_DIR}/${t.index.file}` };
  const files = serviceFiles(t, packageName(dir), store);
  for (const handler of t.handlers) files[`${HANDLERS_DIR}/${handler.file}`] = handler.content;
  for (const [file, content] of Object.entries(files)) {
    const written = await writeNew(path.join(dir, file), content, SECRET_FILES.has(file));
    (written ? result.added : result.kept).push(file);
  }
  await writeFile(path.join(dir, HANDLERS_DIR, t.index.file), t.index.content);
  const current = new Set(t.handlers.map((h) => h.file));
  for (const name of (await readdir(path.join(dir, HANDLERS_DIR))).sort()) {
    if (!name.endsWith('.ts') || name === t.index.file || name.endsWith('.d.ts') || current.has(name)) continue;
    const text = await readFile(path.join(dir, HANDLERS_DIR, name), 'utf8').catch(() => '');
    if (/\bdefineHandler\(/.test(text)) result.orphaned.push(`${HANDLERS_DIR}/${name}`);
  }
  return result;
}

export const initReceiverCommand = defineCommand<{ dir: string; store?: string; json?: boolean }>({
  path: ['init', 'receiver'],
  summary: "Scaffold your own receiver service from the contract (or add the new events' handlers to it)",
  description:
    'Writes package.json, README.md, tsconfig.json, .env, src/config.ts, src/main.ts, src/documents.ts and one handler file per event in src/handlers/, registered by src/handlers/index.gen.ts. Run it again after a contract update: it adds stubs for new events, rewrites index.gen.ts, and never overwrites a file that exists.',
  arguments: [{ name: 'dir', description: 'the folder of the service (created when missing)' }],
  options: [
    {
      flags: '--store <dir|url>',
      description: 'the inbox: a postgres:// URL (several instances) or a directory (default .data/inbox)',
    },
  ],
  json: true,
  examples: ['trs init receiver ./my-receiver && cd my-receiver && npm install && npm run build && npm start'],
  async run(options, context) {
    if (options.store !== undefined && !options.store.trim())
      throw new UsageError('--store takes a postgres:// URL or a directory.');
    // The value becomes one line of .env: a line break would add lines of its own (WEBHOOK_AUTH=none …), and # or a
    // quote would be read as a comment or quoting by node --env-file.
    // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
    if (options.store !== undefined && /[\u0000-\u001f\u007f#"'`]/.test(options.store))
      throw new UsageError(
        `--store ${JSON.stringify(options.store)} holds a line break, another control character, # or a quote: it is written to .env as one line, read by node --env-file, so give a URL or a directory without them.`,
      );
    if (options.store && /^[a-z][a-z0-9+.-]*:\/\//i.test(options.store) && !/^postgres(ql)?:\/\//.test(options.store))
      throw new UsageError(`--store ${options.store}: use a postgres:// URL or a directory path.`);
    const dir = path.resolve(context.io.cwd, options.dir);
    const result = await scaffoldReceiverService(dir, options.store);
    if (options.json) {
      context.json(result);
      return;
    }
    const { style } = context;
    context.out(`${result.added.length ? 'Scaffolded' : 'Checked'} the receiver in ${dir}`);
    for (const file of result.added) context.out(`  ${style.green('added ')} ${file}`);
    if (result.kept.length)
      context.out(
        `  ${style.dim(`kept   ${result.kept.length} file${result.kept.length === 1 ? '' : 's'} that exist (never overwritten)`)}`,
      );
    context.out(`  ${style.cyan('wrote ')} ${result.index}`);
    for (const file of result.orphaned)
      context.out(`  ${style.yellow('orphan')} ${file}: its event is no longer in the contract; no longer registered`);
    const handlersAdded = result.added.filter((file) => file.startsWith(`${HANDLERS_DIR}/`)).length;
    if (result.kept.length && handlersAdded)
      context.out(`Added handler stubs for ${handlersAdded} new event${handlersAdded === 1 ? '' : 's'}.`);
    else if (result.kept.length && !result.added.length)
      context.out('Nothing new in the contract: every handler exists.');
    if (!result.kept.length)
      context.out(
        `Next: cd ${path.relative(context.io.cwd, dir) || '.'} && npm install && npm run build && npm start  (the header value is in .env)`,
      );
  },
});
