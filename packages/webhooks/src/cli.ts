#!/usr/bin/env node
// trs-webhooks: the operator's calls on an inbox, from a shell, while the receiver runs (SQLite, PostgreSQL).
//   trs-webhooks stats            --store DIR|URL
//   trs-webhooks running          --store …     events whose run started and did not end
//   trs-webhooks dead-letters     --store … [--reason R] [--limit N]
//   trs-webhooks quarantined      --store …
//   trs-webhooks show ID          --store …     the record and its body
//   trs-webhooks set-aside ID     --store … [--note TEXT]
//   trs-webhooks replay ID        --store …
import { parseArgs } from 'node:util';
import { openStore } from './inbox/open.js';
import { TrsError } from './errors.js';

const usage = `usage: trs-webhooks <stats|running|dead-letters|quarantined|recovered|show|set-aside|replay> [ID] --store <directory or postgres:// URL> [--reason R] [--limit N] [--note TEXT]
  --store defaults to $TRS_WEBHOOKS_STORE, then ./.data/trs-webhooks`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      store: { type: 'string' },
      reason: { type: 'string' },
      limit: { type: 'string' },
      note: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 2;
  }
  const needsId = ['show', 'set-aside', 'replay'].includes(command);
  if (needsId && !id) {
    process.stderr.write(`trs-webhooks ${command}: give the event's id (the inbox id, as in the logs)\n${usage}\n`);
    return 2;
  }
  const limit = values.limit ? Number(values.limit) : 100;
  if (!Number.isInteger(limit) || limit <= 0) {
    process.stderr.write(`--limit must be a positive whole number, got ${JSON.stringify(values.limit)}\n`);
    return 2;
  }
  const inbox = await openStore(values.store ?? process.env.TRS_WEBHOOKS_STORE ?? '.data/trs-webhooks');
  const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  try {
    switch (command) {
      case 'stats':
        print(await inbox.stats());
        return 0;
      case 'running':
        print(await inbox.running());
        return 0;
      case 'dead-letters':
        print(await inbox.list({ state: 'dead', limit, ...(values.reason ? { reason: values.reason } : {}) }));
        return 0;
      case 'quarantined':
        print(await inbox.list({ state: 'quarantined', limit }));
        return 0;
      case 'recovered':
        // Events reconciliation rebuilt after their webhook died (Report Available), in any state.
        print((await inbox.list({ eventName: 'reportAvailable', limit })).filter((r) => r.recovered));
        return 0;
      case 'show': {
        const record = await inbox.get(id!);
        if (!record) {
          process.stderr.write(`no event ${id} in this inbox\n`);
          return 1;
        }
        const { body, ...rest } = record;
        print({ ...rest, body: body.toString('utf8') });
        return 0;
      }
      case 'set-aside': {
        const result = await inbox.setAside(id!, values.note);
        print(result);
        return result.setAside ? 0 : 1;
      }
      case 'replay': {
        const result = await inbox.replay(id!);
        print(result);
        return result.replayed ? 0 : 1;
      }
      default:
        process.stderr.write(`unknown command ${JSON.stringify(command)}\n${usage}\n`);
        return 2;
    }
  } finally {
    await inbox.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof TrsError ? `${error.code}: ` : ''}${messageOf(error)}\n`);
    process.exit(1);
  },
);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}
