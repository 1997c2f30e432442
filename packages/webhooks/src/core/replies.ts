// Every answer the receiver gives, and the status-code table of the README, from one place. The table is the
// contract with the provider (a 4xx other than 408 and 429 kills a delivery for good, provider spec 6.1.3); the
// README's copy is checked against `statusTable` by a test, and each row by the HTTP tests.
import type { Reply } from './request.js';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function errorReply(status: number, code: string, message: string, extra: Partial<Reply> = {}): Reply {
  return {
    status,
    headers: { ...JSON_HEADERS, ...(extra.headers ?? {}) },
    body: JSON.stringify({ error: { code, message } }),
    ...(extra.close ? { close: true } : {}),
  };
}

export const replies = {
  accepted: (): Reply => ({ status: 204, headers: { 'cache-control': 'no-store' } }),
  /** A delivery that failed the static header, parked unhandled (auth.quarantine). */
  quarantined: (): Reply => ({ status: 202, headers: { 'cache-control': 'no-store' } }),
  methodNotAllowed: (): Reply =>
    errorReply(405, 'method_not_allowed', 'Deliveries are HTTP POST requests.', {
      headers: { allow: 'POST' },
      close: true,
    }),
  unauthorised: (header: string): Reply =>
    errorReply(401, 'unauthorised', `The ${header} header is missing or does not hold an accepted value.`, {
      close: true,
    }),
  tooLarge: (limit: number): Reply =>
    errorReply(
      413,
      'payload_too_large',
      `The body is larger than ${limit} bytes, the configured maximum; its envelope is kept in the dead-letter store.`,
      { close: true },
    ),
  timeout: (ms: number): Reply =>
    errorReply(408, 'request_timeout', `The body did not arrive within ${ms} ms.`, { close: true }),
  notJson: (id: string | null, message: string): Reply =>
    errorReply(
      400,
      'not_json',
      `The body is not JSON (${message}); it is kept in the dead-letter store${id ? ` as ${id}` : ''}.`,
    ),
  unavailable: (why: string): Reply =>
    errorReply(503, 'unavailable', `${why} Try again later.`, { headers: { 'retry-after': '5' } }),
  bodyAlreadyRead: (): Reply =>
    errorReply(
      500,
      'body_already_read',
      'The request body was consumed before the receiver saw it: mount the receiver before any body parser.',
    ),
};

export interface StatusRow {
  situation: string;
  status: string;
  kept: string;
}

/** The README's status-code table (between its markers), row by row. */
export const statusTable: readonly StatusRow[] = [
  { situation: 'Not a POST', status: '**405** (`Allow: POST`)', kept: 'nothing; counted, logged and reported' },
  {
    situation: 'Static header missing, or none of the accepted values (checked before the body is read)',
    status: '**401**',
    kept: 'nothing; counted, logged with the header name and a hint (never the value) and reported to `onError` (`TRS_DELIVERY_REFUSED`)',
  },
  {
    situation: 'The same, with `auth.quarantine` on and within its bounds',
    status: '**202**',
    kept: 'the delivery, parked as `quarantined` (never handled) until `inbox.releaseQuarantined(id)`; reported',
  },
  {
    situation: 'A body over `maxBodyBytes` (default 128 MiB), announced by `Content-Length` or growing while arriving',
    status: '**413** (connection closed)',
    kept: 'a dead letter `too_large` with its envelope (applicationRef, topic, documentType, fileName, …) and first 64 KiB, read on to the end of the body (up to twice the cap, within the deadline); reported loudly (`TRS_BODY_TOO_LARGE`)',
  },
  {
    situation: "Body not complete within `bodyTimeoutMs` (default 10 s, the provider's own timeout)",
    status: '**408** (retried by the provider)',
    kept: 'nothing',
  },
  {
    situation: 'Body is not JSON (empty, truncated, trailing data, control characters …)',
    status: '**400**',
    kept: 'the raw body, as a dead letter `not_json`',
  },
  {
    situation: 'Valid JSON nested deeper than `maxDepth` (default 64)',
    status: '**204**',
    kept: 'dead letter `too_deep`',
  },
  {
    situation: 'Valid JSON that is not an object (an array, a string …)',
    status: '**204**',
    kept: 'dead letter `not_an_object`',
  },
  {
    situation: 'An event that fails its schema (wrong types, missing fields; an optional field sent as null is absent)',
    status: '**204**',
    kept: 'dead letter `invalid_payload` with every issue (field pointer, rule, message)',
  },
  {
    situation:
      'The legacy property-passport Report Available; a topic the contract does not know; an object no rule recognises',
    status: '**204**',
    kept: 'recorded as `ignored` (`ignored_message`, `unknown_topic`, `unrecognised`), never dispatched, not an error',
  },
  {
    situation: 'A redelivery of an event already received (see Duplicates)',
    status: '**204**',
    kept: 'nothing new',
  },
  {
    situation: 'Accepted',
    status: '**204**',
    kept: 'the raw body (a large one streamed to a file as it arrives), its event name, idempotency key and tenancy, committed (fsynced) before the answer',
  },
  {
    situation: 'The inbox cannot be opened or written, or does not confirm within `ackTimeoutMs` (default 8 s)',
    status: '**503** (`Retry-After: 5`)',
    kept: 'nothing (the provider retries)',
  },
  { situation: 'The receiver is shutting down', status: '**503**', kept: 'nothing (the provider retries)' },
  {
    situation: 'A body parser consumed the request before the receiver (misconfiguration)',
    status: '**500**',
    kept: 'nothing (the provider retries); reported',
  },
];

/** The table as Markdown, as the README holds it. */
export function statusTableMarkdown(): string {
  return [
    '| Situation | Status | What is kept |',
    '|---|---|---|',
    ...statusTable.map((row) => `| ${row.situation} | ${row.status} | ${row.kept} |`),
  ].join('\n');
}
