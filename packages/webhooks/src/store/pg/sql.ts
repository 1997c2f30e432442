// The one schema and the statements of the inbox in PostgreSQL's dialect (the PostgreSQL store and its shared base,
// inbox.ts). Everything lives in one schema (default trs_webhooks) so that tests, and teams sharing a database,
// can keep several inboxes apart.
import { ConfigError } from '../../errors.js';

export const DEFAULT_SCHEMA = 'trs_webhooks';

export function checkSchemaName(schema: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError(
      'schema',
      `store schema ${JSON.stringify(schema)} must be letters, digits and underscores, starting with a letter or underscore, at most 63 characters`,
    );
  }
  return `"${schema}"`;
}

/** Ordered migrations. Never edit one that has shipped: add the next. */
export function migrations(s: string): { version: number; name: string; sql: string }[] {
  return [
    {
      version: 1,
      name: 'inbox, idempotency keys, body parts, handler effects',
      sql: `
        CREATE TABLE ${s}.inbox (
          id              bigserial PRIMARY KEY,
          received_at     timestamptz NOT NULL,
          state           text NOT NULL CHECK (state IN ('pending', 'done', 'dead', 'ignored')),
          event_name      text,
          idempotency_key text,
          ordering_key    text,
          attempts        integer NOT NULL DEFAULT 0,
          generation      integer NOT NULL DEFAULT 0,
          available_at    timestamptz NOT NULL DEFAULT now(),
          finished_at     timestamptz,
          reason          text,
          detail          jsonb,
          flags           integer NOT NULL DEFAULT 0,
          content_type    text,
          user_agent      text,
          body_size       bigint NOT NULL,
          body            bytea,
          body_path       text
        );
        ALTER TABLE ${s}.inbox ALTER COLUMN body SET STORAGE EXTERNAL;
        CREATE INDEX inbox_pending ON ${s}.inbox (id) WHERE state = 'pending';
        CREATE INDEX inbox_pending_ordering ON ${s}.inbox (ordering_key, id) WHERE state = 'pending';
        CREATE INDEX inbox_dead ON ${s}.inbox (id) WHERE state = 'dead';
        CREATE INDEX inbox_finished ON ${s}.inbox (finished_at) WHERE state IN ('done', 'ignored');
        CREATE INDEX inbox_key ON ${s}.inbox (idempotency_key);

        CREATE TABLE ${s}.idempotency_keys (
          key           text PRIMARY KEY,
          first_seen_at timestamptz NOT NULL
        );
        CREATE INDEX idempotency_keys_seen ON ${s}.idempotency_keys (first_seen_at);

        CREATE TABLE ${s}.body_parts (
          event_id bigint NOT NULL REFERENCES ${s}.inbox (id) ON DELETE CASCADE,
          part     integer NOT NULL,
          data     bytea NOT NULL,
          PRIMARY KEY (event_id, part)
        );
        ALTER TABLE ${s}.body_parts ALTER COLUMN data SET STORAGE EXTERNAL;

        CREATE TABLE ${s}.effects (
          event_id   bigint NOT NULL,
          generation integer NOT NULL,
          slot       text NOT NULL,
          result     jsonb,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (event_id, generation, slot)
        );
      `,
    },
    {
      version: 2,
      name: 'attempts counted when a run starts, sequences of events, quarantine',
      sql: `
        ALTER TABLE ${s}.inbox ADD COLUMN run_started_at timestamptz;
        ALTER TABLE ${s}.inbox DROP CONSTRAINT inbox_state_check;
        ALTER TABLE ${s}.inbox ADD CONSTRAINT inbox_state_check
          CHECK (state IN ('pending', 'done', 'dead', 'ignored', 'quarantined'));
        CREATE INDEX inbox_running ON ${s}.inbox (id) WHERE run_started_at IS NOT NULL;
        CREATE INDEX inbox_state ON ${s}.inbox (state, id);
        ALTER TABLE ${s}.idempotency_keys RENAME COLUMN first_seen_at TO seen_at;
        ALTER TABLE ${s}.idempotency_keys ADD COLUMN occurrence integer NOT NULL DEFAULT 0;
        ALTER TABLE ${s}.idempotency_keys ADD COLUMN epoch bigint NOT NULL DEFAULT 0;
        CREATE TABLE ${s}.sequences (
          key       text PRIMARY KEY,
          epoch     bigint NOT NULL,
          head      text,
          head_at   timestamptz NOT NULL,
          head_mark text,
          seen_at   timestamptz NOT NULL
        );
        CREATE INDEX sequences_seen ON ${s}.sequences (seen_at);
      `,
    },
    {
      version: 3,
      name: 'claims as leases (token, expiry), heads of tenancies by index',
      sql: `
        ALTER TABLE ${s}.inbox ADD COLUMN lease_token bigint;
        ALTER TABLE ${s}.inbox ADD COLUMN lease_expires_at timestamptz;
        CREATE SEQUENCE ${s}.lease_tokens;
        CREATE INDEX inbox_pending_unordered ON ${s}.inbox (id) WHERE state = 'pending' AND ordering_key IS NULL;
      `,
    },
  ];
}

export function migrationPrelude(s: string): string {
  return `CREATE SCHEMA IF NOT EXISTS ${s};
    CREATE TABLE IF NOT EXISTS ${s}.migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());`;
}

/** Columns of a stored record but its body, in the order of insertSql's arrays ($1 to $11), with their types. */
export const INSERT_COLUMNS = [
  ['received_at', 'timestamptz'],
  ['state', 'text'],
  ['event_name', 'text'],
  ['idempotency_key', 'text'],
  ['ordering_key', 'text'],
  ['reason', 'text'],
  ['detail', 'jsonb'],
  ['flags', 'int'],
  ['content_type', 'text'],
  ['user_agent', 'text'],
  ['body_size', 'bigint'],
] as const;

/**
 * Insert `rows` records in one statement: each column but the body an array ($1 to $11, INSERT_COLUMNS), each body a
 * parameter of its own (binary, never hex in a text), $12 on; returns their ids (ascending, in the order given).
 * `before`: common table expressions the statement runs too (data-modifying ones, and at most one named `gate`, a
 * one-row SELECT that every inserted row waits for: the ids are drawn after it).
 */
export function insertSql(s: string, rows: number, before: string[] = []): string {
  const cols = INSERT_COLUMNS.map(([name]) => name).join(', ');
  const arrays = INSERT_COLUMNS.map(([, type], c) => `$${c + 1}::${type}[]`);
  const bodies = Array.from({ length: rows }, (_, r) => `$${INSERT_COLUMNS.length + 1 + r}::bytea`);
  // A row cannot be produced (and its id drawn) before the gate's one row is: the join needs it.
  const gate = before.some((cte) => cte.startsWith('gate ')) ? ' CROSS JOIN gate' : '';
  const input = `input AS (SELECT * FROM unnest(${arrays.join(', ')}, ARRAY[${bodies.join(', ')}])
      WITH ORDINALITY AS v(${cols}, body, n))`;
  return `WITH ${[...before, input].join(',\n')}
    INSERT INTO ${s}.inbox (${cols}, body, available_at, finished_at)
    SELECT ${cols}, body, received_at, CASE WHEN state = 'pending' THEN NULL ELSE received_at END FROM input${gate} ORDER BY n
    RETURNING id::text AS id`;
}

/**
 * A string as an SQL literal for a script (the simple query protocol, which has no parameters): quotes doubled, and
 * backslashes doubled in an E'' literal, so it reads back the same whatever standard_conforming_strings says. A NUL
 * cannot be sent in a query at all.
 */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('a NUL character cannot be part of an SQL literal');
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/** An array of strings as a text[] literal for a script. */
export const textArray = (values: readonly string[]): string => `ARRAY[${values.map(literal).join(', ')}]::text[]`;

/** The channel each commit that stores pending events notifies (LISTEN/NOTIFY): at most 63 characters. */
export const notifyChannel = (schema: string) => `trs_webhooks_${schema}`.slice(0, 63);

export const ROW_COLUMNS = `id::text AS id, received_at, state, event_name, idempotency_key, ordering_key, attempts, generation,
  available_at, finished_at, run_started_at, reason, detail, flags, content_type, user_agent, body_size::float8 AS body_size`;
