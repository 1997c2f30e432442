// createSandbox() options: their types, their defaults, and the checks that turn a mistake into a ConfigError
// naming the option, before anything listens.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseWebhookAddress, type FetchLike, type RulesMode, type StaticHeaderOption } from '@trs/sender';
import { clockFrom, isHeaderName, isJsonObject, type Clock, type ClockOption } from '@trs/shared';
import { checkDrift, type DriftOptions } from './drift.js';
import { ConfigError } from './errors.js';
import { operations } from './operations.gen.js';

/** A branch id, or { id, name? } (name: branchName in createNewTenancy). { Id } as GET /Branches answers works too. */
export type BranchOption = number | { id: number; name?: string } | { Id: number; Name?: string };

/** A service user. { UserName, Password } as POST /Authenticate takes them works too. */
export interface UserOption {
  userName: string;
  password: string;
  /** Ids of the branches this service user belongs to (provider spec 5.1). Default: every branch. */
  branches?: number[];
}

export interface WebhookOption {
  /** The agent's WebhookAddress: one URL, several separated by commas, or a list. */
  urls: string | readonly string[];
  /** The optional static header sent on every delivery: { name?, value } or the value (name default X-Webhook-Key). */
  header?: StaticHeaderOption | string | null;
  /** WebhookEnabled. Default true. Events raised while it is false are logged and never sent. */
  enabled?: boolean;
  /** `provider` (default): the provider's schedule. `once`: one request per URL, nothing retried. */
  rules?: RulesMode;
  /** Time between delivery attempts. Default the contract's 60 s. */
  retryIntervalMs?: number;
  /** Timeout of each delivery request. Default the contract's 10 s. */
  timeoutMs?: number;
}

export interface TrapOptions {
  /** Every event is delivered twice (two independent deliveries of the same body). */
  duplicateDeliveries?: boolean;
  /** The events raised together (by one call) are delivered in reverse order. */
  outOfOrderDeliveries?: boolean;
  /** Documents carry base64 fileData instead of a presigned URL, as when publishing the file failed. */
  documentsAsFileData?: boolean;
}

export interface SandboxOptions {
  /** Port to listen on. Default 0: a free port (read it from baseUrl). */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Branches of the agent. Default: the contract's example (42 and 57). */
  branches?: BranchOption[];
  /** Service users. Default sandbox / sandbox and the contract's example user, on every branch. */
  users?: UserOption[];
  /**
   * The agent: its id (agentId in events), the prefix of its applicant references, and its e-mail address
   * (partnerCustomerEmail in createNewTenancy).
   */
  agent?: { id?: number; referencePrefix?: string; email?: string };
  /** Agent webhooks. Without it no webhook is sent (events are still logged). */
  webhook?: WebhookOption;
  /**
   * The clock of tokens, referencing, URLs, timestamps and the delivery cadence. Default real time. A clock with
   * timers (manualClock()) moves everything; a bare `() => ms` or `{ now }` moves time, with real timers.
   */
  clock?: ClockOption;
  /** Token lifetime. Default the contract's TokenExpiry (720 minutes). */
  tokenLifetimeSeconds?: number;
  /** Time from submit to a completed applicant (reports ready). Default 1000 ms; null: only admin.completeReferencing. */
  referencingDelayMs?: number | null;
  /** How long a presigned document URL works. Default 24 hours (provider spec 8). */
  documentUrlLifetimeMs?: number;
  /** The provider's traps, always on. The admin API turns them on for the next events only. */
  traps?: TrapOptions;
  /**
   * Every audit-trail line the sandbox writes raises addNote (EntryType AuditTrail), as provider spec 6.3 says.
   * Default true; false keeps the audit trail (GET …/AuditTrail) without its notes.
   */
  auditTrailNotes?: boolean;
  /**
   * Submit refuses an applicant without IncomeEvidence (provider spec 2.3 requires income evidence at submit; the
   * field's name and shape are the contract's reading). Default false, because the name is ours.
   */
  requireIncomeEvidence?: boolean;
  /** The fetch the webhook sender uses. Default globalThis.fetch. */
  fetch?: FetchLike;
  /** Where the sandbox reports its own problems (an event that failed the contract check). Default console.error. */
  onProblem?: (message: string) => void;
  /** The docs site served beside the sandbox (`trs sandbox`): the page links to it. */
  docsUrl?: string;
  /**
   * How long a client may take to send a request's headers, and the whole request, before the sandbox answers 408
   * and closes the connection (a body that never ends, a slow connection held open). Default 10 000 and 20 000 ms.
   */
  serverTimeouts?: { headersMs?: number; requestMs?: number };
  /**
   * The token every admin API request must carry (Authorization: Bearer <token>). Optional on loopback; required
   * beyond it: listening on another address (0.0.0.0 …) without one generates it (read it from sandbox.adminToken).
   */
  adminToken?: string;
  /**
   * Drift mode: differ from the contract the way a real provider might (an extra field in the application record, an
   * undocumented status with another error body, a documentType the contract does not list, a renamed webhook
   * field), to try the tools that learn from an environment. Default none; admin.setDrift changes it.
   */
  drift?: DriftOptions;
}

export interface ResolvedWebhook {
  urls: string[];
  header: StaticHeaderOption | null;
  enabled: boolean;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  branches: { id: number; name: string }[];
  users: { userName: string; password: string; branches: number[] }[];
  agent: { id: number; referencePrefix: string; email: string };
  webhook: ResolvedWebhook | null;
  rules: RulesMode;
  retryIntervalMs: number | undefined;
  deliveryTimeoutMs: number | undefined;
  clock: Clock;
  tokenLifetimeMs: number;
  referencingDelayMs: number | null;
  documentUrlLifetimeMs: number;
  traps: Required<TrapOptions>;
  auditTrailNotes: boolean;
  requireIncomeEvidence: boolean;
  fetch: FetchLike | undefined;
  onProblem: (message: string) => void;
  docsUrl: string | null;
  serverTimeouts: { headersMs: number; requestMs: number };
  adminToken: string | null;
  drift: DriftOptions;
}

const require = createRequire(import.meta.url);
const exampleCredentials = (
  JSON.parse(readFileSync(require.resolve('@trs/spec/examples/rest/Credentials.json'), 'utf8')) as {
    value: { UserName: string; Password: string };
  }
).value;
/** sandbox / sandbox, and the contract's example service user (so code written against the examples logs in). */
const DEFAULT_USERS = [
  { userName: 'sandbox', password: 'sandbox' },
  { userName: exampleCredentials.UserName, password: exampleCredentials.Password },
];
const HOUR_MS = 3_600_000;
/** A client of the sandbox sends a request of at most 1 MiB: seconds are plenty, even on a loaded machine. */
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
/** partnerCustomerEmail of createNewTenancy: the agent's address at the partner (whose it is exactly is not shown). */
const DEFAULT_AGENT_EMAIL = 'lettings@agent.example';
/** The token lifetime of the contract: the TokenExpiry header of POST /Authenticate, in minutes (720). */
const CONTRACT_TOKEN_MINUTES = Number(operations.authenticate.success.headers.TokenExpiry);
const CONTRACT_BRANCH_IDS = (operations.listBranches.success.example as readonly { Id: number }[]).map((b) => b.Id);

function fail(option: string, message: string): never {
  throw new ConfigError(option, message);
}

function integer(value: unknown, field: string, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum || value > maximum)
    fail(field, `${field} must be an integer from ${minimum} to ${maximum}, got ${JSON.stringify(value)}`);
  return value;
}

function duration(value: unknown, field: string, minimum = 0): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum)
    fail(field, `${field} must be a number of milliseconds ≥ ${minimum}, got ${JSON.stringify(value)}`);
  return value;
}

function driftOption(value: unknown): DriftOptions {
  if (value === undefined) return {};
  try {
    return checkDrift(value);
  } catch (error) {
    return fail('drift', (error as Error).message);
  }
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value)
    fail(field, `${field} must be a non-empty string, got ${JSON.stringify(value)}`);
  return value;
}

const KNOWN = new Set([
  'port',
  'host',
  'branches',
  'users',
  'agent',
  'webhook',
  'clock',
  'tokenLifetimeSeconds',
  'referencingDelayMs',
  'documentUrlLifetimeMs',
  'traps',
  'auditTrailNotes',
  'requireIncomeEvidence',
  'fetch',
  'onProblem',
  'docsUrl',
  'serverTimeouts',
  'adminToken',
  'drift',
]);

function adminToken(value: unknown): string {
  if (typeof value !== 'string' || !/^[\x21-\x7e]{16,512}$/.test(value))
    fail(
      'adminToken',
      'adminToken must be 16 to 512 visible ASCII characters without spaces (it travels in an Authorization header)',
    );
  return value;
}

export function resolveWebhook(webhook: unknown, field = 'webhook'): ResolvedWebhook | null {
  if (webhook === undefined || webhook === null) return null;
  if (!isJsonObject(webhook)) fail(field, `${field} must be { urls, header?, enabled? }`);
  const given = webhook.urls;
  if (typeof given !== 'string' && !(Array.isArray(given) && given.every((url) => typeof url === 'string')))
    fail(
      field,
      `${field}.urls is required: the agent's WebhookAddress, one URL, several separated by commas, or a list of URLs (got ${given === undefined ? 'nothing' : JSON.stringify(given)})`,
    );
  const urls = parseWebhookAddress(given as string, `${field}.urls`);
  let header: StaticHeaderOption | null = null;
  if (typeof webhook.header === 'string') header = { value: text(webhook.header, `${field}.header`) };
  else if (webhook.header !== undefined && webhook.header !== null) {
    if (!isJsonObject(webhook.header)) fail(field, `${field}.header must be { name?, value } or the value`);
    const name = webhook.header.name;
    if (name !== undefined && !isHeaderName(name))
      fail(field, `${field}.header.name must be an HTTP header name, got ${JSON.stringify(name)}`);
    const value = text(webhook.header.value, `${field}.header.value`);
    header = name === undefined ? { value } : { name, value };
  }
  if (webhook.enabled !== undefined && typeof webhook.enabled !== 'boolean')
    fail(field, `${field}.enabled must be a boolean`);
  return { urls, header, enabled: webhook.enabled ?? true };
}

/** The clock option as the one Clock of @trs/shared (its three accepted shapes), or a ConfigError naming it. */
function resolveClock(option: SandboxOptions['clock']): Clock {
  try {
    return clockFrom(option);
  } catch (error) {
    // clockFrom says what "a clock is" or "has"; the option's own name leads the message.
    const rule = (error as Error).message.replace(/^a clock is /, 'must be ').replace(/^a clock has /, 'must have ');
    return fail('clock', `clock ${rule} (see manualClock())`);
  }
}

export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  if (!isJsonObject(options as unknown)) fail('options', 'options must be an object');
  for (const key of Object.keys(options))
    if (!KNOWN.has(key)) fail(key, `unknown option ${key} (known: ${[...KNOWN].join(', ')})`);

  const port = options.port === undefined ? 0 : integer(options.port, 'port', 0, 65535);
  const host = options.host === undefined ? '127.0.0.1' : text(options.host, 'host');

  const branchList: BranchOption[] = options.branches ?? CONTRACT_BRANCH_IDS.map((id) => ({ id }));
  if (!Array.isArray(branchList) || !branchList.length)
    fail('branches', 'branches must list at least one { id, name? }');
  const branches = branchList.map((entry, index) => {
    const branch: Record<string, unknown> =
      typeof entry === 'number' ? { id: entry } : (entry as Record<string, unknown>);
    if (!isJsonObject(branch)) fail(`branches[${index}]`, `branches[${index}] must be a branch id or { id, name? }`);
    const id = integer(branch.id ?? branch.Id, `branches[${index}].id`, 1);
    const given = branch.name ?? branch.Name;
    const name = given === undefined ? `Sandbox branch ${id}` : text(given, `branches[${index}].name`);
    return { id, name };
  });
  const branchIds = branches.map((b) => b.id);
  if (new Set(branchIds).size !== branchIds.length)
    fail('branches', `branches has the same id twice: ${branchIds.join(', ')}`);

  const userList: UserOption[] = options.users ?? DEFAULT_USERS;
  if (!Array.isArray(userList) || !userList.length)
    fail('users', 'users must list at least one { userName, password }');
  const users = userList.map((user, index) => {
    if (!isJsonObject(user)) fail(`users[${index}]`, `users[${index}] must be { userName, password, branches? }`);
    const wire = user as unknown as Record<string, unknown>;
    const userName = text(user.userName ?? wire.UserName, `users[${index}].userName`);
    const password = text(user.password ?? wire.Password, `users[${index}].password`);
    const own = user.branches === undefined ? branchIds : user.branches;
    if (!Array.isArray(own) || !own.length)
      fail(`users[${index}].branches`, `users[${index}].branches must list branch ids`);
    for (const id of own)
      if (!branchIds.includes(id as number))
        fail(
          `users[${index}].branches`,
          `users[${index}].branches: ${JSON.stringify(id)} is not one of branches (${branchIds.join(', ')})`,
        );
    return { userName, password, branches: own as number[] };
  });
  const names = users.map((u) => u.userName);
  if (new Set(names).size !== names.length) fail('users', 'users has the same userName twice');

  const agentOption = options.agent ?? {};
  if (!isJsonObject(agentOption)) fail('agent', 'agent must be { id?, referencePrefix?, email? }');
  const prefix: unknown = agentOption.referencePrefix ?? 'SBX';
  if (typeof prefix !== 'string' || !/^[A-Z]{1,10}$/.test(prefix) || prefix === 'DY')
    fail(
      'agent.referencePrefix',
      `agent.referencePrefix must be one to ten capital letters other than DY (kept for self-service drafts), got ${JSON.stringify(prefix)}`,
    );
  const agent = {
    id: agentOption.id === undefined ? 1 : integer(agentOption.id, 'agent.id', 1),
    referencePrefix: prefix,
    email: agentOption.email === undefined ? DEFAULT_AGENT_EMAIL : text(agentOption.email, 'agent.email'),
  };
  for (const key of Object.keys(agentOption))
    if (!['id', 'referencePrefix', 'email'].includes(key))
      fail(`agent.${key}`, `agent.${key} is not an agent setting (known: id, referencePrefix, email)`);

  const webhook = resolveWebhook(options.webhook);
  const webhookOption: Partial<WebhookOption> = isJsonObject(options.webhook) ? options.webhook : {};
  const rules = webhookOption.rules ?? 'provider';
  if (rules !== 'provider' && rules !== 'once') fail('webhook.rules', `webhook.rules must be "provider" or "once"`);
  const retryIntervalMs =
    webhookOption.retryIntervalMs === undefined
      ? undefined
      : duration(webhookOption.retryIntervalMs, 'webhook.retryIntervalMs');
  const deliveryTimeoutMs =
    webhookOption.timeoutMs === undefined ? undefined : duration(webhookOption.timeoutMs, 'webhook.timeoutMs', 1);

  const clock = resolveClock(options.clock);

  const tokenSeconds =
    options.tokenLifetimeSeconds === undefined
      ? CONTRACT_TOKEN_MINUTES * 60
      : duration(options.tokenLifetimeSeconds, 'tokenLifetimeSeconds', 0.001);
  const referencingDelayMs =
    options.referencingDelayMs === undefined
      ? 1000
      : options.referencingDelayMs === null
        ? null
        : duration(options.referencingDelayMs, 'referencingDelayMs');
  const documentUrlLifetimeMs =
    options.documentUrlLifetimeMs === undefined
      ? 24 * HOUR_MS
      : duration(options.documentUrlLifetimeMs, 'documentUrlLifetimeMs', 1);

  const trapOption = options.traps ?? {};
  if (!isJsonObject(trapOption))
    fail('traps', 'traps must be { duplicateDeliveries?, outOfOrderDeliveries?, documentsAsFileData? }');
  const traps = {
    duplicateDeliveries: Boolean(trapOption.duplicateDeliveries),
    outOfOrderDeliveries: Boolean(trapOption.outOfOrderDeliveries),
    documentsAsFileData: Boolean(trapOption.documentsAsFileData),
  };
  for (const key of Object.keys(trapOption))
    if (!(key in traps)) fail(`traps.${key}`, `traps.${key} is not a trap (known: ${Object.keys(traps).join(', ')})`);

  const flag = (name: 'auditTrailNotes' | 'requireIncomeEvidence', fallback: boolean) => {
    const value = options[name];
    if (value !== undefined && typeof value !== 'boolean') fail(name, `${name} must be true or false`);
    return value ?? fallback;
  };

  if (options.fetch !== undefined && typeof options.fetch !== 'function') fail('fetch', 'fetch must be a function');
  if (options.onProblem !== undefined && typeof options.onProblem !== 'function')
    fail('onProblem', 'onProblem must be a function');
  if (options.docsUrl !== undefined && !/^https?:\/\/[^\s"<>]+$/.test(String(options.docsUrl)))
    fail('docsUrl', `docsUrl must be an http(s) URL, got ${JSON.stringify(options.docsUrl)}`);

  const timeoutOption = options.serverTimeouts ?? {};
  if (!isJsonObject(timeoutOption)) fail('serverTimeouts', 'serverTimeouts must be { headersMs?, requestMs? }');
  for (const key of Object.keys(timeoutOption))
    if (key !== 'headersMs' && key !== 'requestMs')
      fail(`serverTimeouts.${key}`, `serverTimeouts.${key} is not a timeout (known: headersMs, requestMs)`);
  const serverTimeouts = {
    headersMs:
      timeoutOption.headersMs === undefined
        ? DEFAULT_HEADERS_TIMEOUT_MS
        : integer(timeoutOption.headersMs, 'serverTimeouts.headersMs', 1, 3_600_000),
    requestMs:
      timeoutOption.requestMs === undefined
        ? DEFAULT_REQUEST_TIMEOUT_MS
        : integer(timeoutOption.requestMs, 'serverTimeouts.requestMs', 1, 3_600_000),
  };
  if (serverTimeouts.headersMs > serverTimeouts.requestMs)
    fail(
      'serverTimeouts.headersMs',
      `serverTimeouts.headersMs (${serverTimeouts.headersMs}) must not be longer than serverTimeouts.requestMs (${serverTimeouts.requestMs}): the headers are part of the request`,
    );

  return {
    port,
    host,
    branches,
    users,
    agent,
    webhook,
    rules,
    retryIntervalMs,
    deliveryTimeoutMs,
    clock,
    tokenLifetimeMs: tokenSeconds * 1000,
    referencingDelayMs,
    documentUrlLifetimeMs,
    traps,
    auditTrailNotes: flag('auditTrailNotes', true),
    requireIncomeEvidence: flag('requireIncomeEvidence', false),
    fetch: options.fetch,
    onProblem: options.onProblem ?? ((message: string) => console.error(`[trs-sandbox] ${message}`)),
    docsUrl: options.docsUrl ?? null,
    serverTimeouts,
    adminToken: options.adminToken === undefined ? null : adminToken(options.adminToken),
    drift: driftOption(options.drift),
  };
}
