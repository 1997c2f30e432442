// The admin API over HTTP, under /_sandbox/api: one route per admin method, JSON in and out. The page and the CLI use
// it. Errors answer { error: { code, message } }: 400 for a bad argument (or a malformed path, or a number out of
// range), 404 for an unknown id, 409 for a state that does not allow the call, 413 for a body over the limit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapePointerToken, isJsonObject } from '@trs/shared';
import type { EventName } from '@trs/validators';
import type { SandboxAdmin } from './admin.js';
import type { AdminGuard } from './admin-guard.js';
import { SandboxError } from './errors.js';
import type { FaultRequest } from './faults.js';
import { BodyTooLargeError, readBody, sendBytes, sendJson } from './http.js';
import type { WebhookOption } from './options.js';
import type { OutageRequest } from './outage.js';
import type { RentReviewTopic } from './payloads.js';
import { decodePathSegment } from './router.js';

export const ADMIN_API_PATH = '/_sandbox/api';
/** The largest admin request body (a payload for sendEvent with a big fileData fits). */
export const ADMIN_BODY_LIMIT_BYTES = 8 << 20;

/**
 * A request's JSON body. Its fields go to the admin's methods as their parameters' types: those methods check their
 * arguments at run time (they are the JavaScript API too), and answer 400 for a bad one.
 */
type Body = Record<string, unknown>;
/** The type of an admin method's argument. */
type Arg<M extends keyof SandboxAdmin, I extends number> = SandboxAdmin[M] extends (...args: infer A) => unknown
  ? A[I]
  : never;

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /_sandbox/api; `:name` segments are parameters. */
  path: string;
  summary: string;
  run(admin: SandboxAdmin, parameters: Record<string, string>, body: Body, query: URLSearchParams): unknown;
}

const optional = (value: string | null) => (value === null || value === '' ? undefined : value);

export const adminRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/state',
    summary: 'Tenancies, applicants, identity checks, webhook, traps, faults, tokens',
    run: (a) => a.state(),
  },
  {
    method: 'GET',
    path: '/tenancies/:ref',
    summary: 'One tenancy with its applicants',
    run: (a, p) => a.tenancy(p.ref!),
  },
  {
    method: 'GET',
    path: '/events',
    summary: 'The delivery log: every event with its deliveries (?name=, ?applicationRef=)',
    run: (a, _p, _b, q) =>
      a.events({
        name: optional(q.get('name')) as EventName | undefined,
        applicationRef: optional(q.get('applicationRef')),
      }),
  },
  { method: 'GET', path: '/events/:id', summary: 'One event with its deliveries', run: (a, p) => a.event(p.id!) },
  {
    method: 'POST',
    path: '/events',
    summary: 'Send any payload as an event ({ name, payload }), after the contract check',
    run: (a, _p, b) => a.sendEvent(b.name as Arg<'sendEvent', 0>, b.payload as Arg<'sendEvent', 1>),
  },
  {
    method: 'POST',
    path: '/events/:id/redeliver',
    summary: 'Deliver an event again',
    run: (a, p) => ({ deliveryId: a.redeliver(p.id!) }),
  },
  {
    method: 'GET',
    path: '/tenancies/:ref/applicants/:applicantRef/reports/:type',
    summary: "An applicant's report as PDF",
    run: (a, p) => a.applicantReport(p.ref!, p.applicantRef!, Number(p.type)),
  },
  { method: 'GET', path: '/logins', summary: 'Every login', run: (a) => a.logins() },
  { method: 'POST', path: '/settled', summary: 'Wait until no delivery attempt is running', run: (a) => a.settled() },
  {
    method: 'POST',
    path: '/tenancies/:ref/complete',
    summary: 'Complete referencing now ({ applicantRef? })',
    run: (a, p, b) => ({ completed: a.completeReferencing(p.ref!, b.applicantRef as Arg<'completeReferencing', 1>) }),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/applicants/:applicantRef/form',
    summary: 'The applicant submits the e-mailed form ({ details? })',
    run: (a, p, b) => a.submitApplicantForm(p.ref!, p.applicantRef!, b.details as Arg<'submitApplicantForm', 2>),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/applicants/:applicantRef/reopen',
    summary: 'Reopen a completed applicant',
    run: (a, p) => a.reopenApplicant(p.ref!, p.applicantRef!),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/applicants/:applicantRef/report-pair',
    summary: 'Report Available for a report and its Summary ({ reportType? })',
    run: (a, p, b) => ({
      reportTypes: a.sendReportPair(p.ref!, p.applicantRef!, b.reportType as Arg<'sendReportPair', 2>),
    }),
  },
  {
    method: 'POST',
    path: '/kyc/:id/status',
    summary: 'Set an identity check status ({ status })',
    run: (a, p, b) => a.setKycStatus(p.id!, b.status as Arg<'setKycStatus', 1>),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/notes',
    summary: 'Write a note or audit-trail line ({ kind?, content, author?, applicantRef? })',
    run: (a, p, b) => a.addNote(p.ref!, b as { content: string }),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/step',
    summary: 'Change the tenancy step ({ step, isPrescribedInformationRequired?, … })',
    run: (a, p, b) => {
      const { step, ...flags } = b;
      return a.setTenancyStep(p.ref!, step as Arg<'setTenancyStep', 1>, flags);
    },
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/finalise',
    summary: 'Finalise the tenancy ({ hasInventory?, daysToReportIssues? })',
    run: (a, p, b) => a.finaliseTenancy(p.ref!, b),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/prescribed-information',
    summary: 'Complete prescribed information ({ schemeProvider?, schemeType? })',
    run: (a, p, b) => a.completePrescribedInformation(p.ref!, b),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/rent-review/:topic',
    summary: 'Raise a rent-review event (body: fields to override)',
    run: (a, p, b) => a.rentReview(p.ref!, p.topic as RentReviewTopic, b),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/documents',
    summary: 'Publish a document ({ documentType, applicantRef?, fileName?, asFileData? })',
    run: (a, p, b) => a.sendDocument(p.ref!, b as { documentType: number }),
  },
  {
    method: 'POST',
    path: '/legacy-report',
    summary: 'Send a legacy property-passport Report Available ({ tenancyReference? })',
    run: (a, _p, b) => a.sendLegacyReport(b.tenancyReference as Arg<'sendLegacyReport', 0>),
  },
  {
    method: 'POST',
    path: '/tenancies/:ref/applicants/:applicantRef/deprecated-notification',
    summary: 'Send a deprecated notification about the applicant (ReferenceNo only)',
    run: (a, p) => a.sendDeprecatedNotification(p.ref!, p.applicantRef!),
  },
  {
    method: 'POST',
    path: '/traps/duplicate',
    summary: 'Deliver the next events twice ({ count? })',
    run: (a, _p, b) => a.duplicateNextEvents(b.count as Arg<'duplicateNextEvents', 0>),
  },
  {
    method: 'POST',
    path: '/traps/reorder',
    summary: 'Hold the next events and deliver them in reverse order ({ count? })',
    run: (a, _p, b) => a.reorderNextEvents(b.count as Arg<'reorderNextEvents', 0>),
  },
  {
    method: 'POST',
    path: '/traps/release',
    summary: 'Deliver the held events now',
    run: (a) => ({ released: a.releaseHeldEvents() }),
  },
  {
    method: 'POST',
    path: '/traps/document-publishing',
    summary: 'The next documents carry fileData ({ count? })',
    run: (a, _p, b) => a.failDocumentPublishing(b.count as Arg<'failDocumentPublishing', 0>),
  },
  {
    method: 'POST',
    path: '/tokens/retire',
    summary: "Log a user in as another process would, retiring its clients' tokens ({ userName? })",
    run: (a, _p, b) => a.retireTokens(b.userName as Arg<'retireTokens', 0>),
  },
  {
    method: 'POST',
    path: '/tokens/expire',
    summary: 'Expire the current tokens ({ userName? })',
    run: (a, _p, b) => ({ expired: a.expireTokens(b.userName as Arg<'expireTokens', 0>) }),
  },
  {
    method: 'POST',
    path: '/faults',
    summary: 'Faults for the next calls ({ fault, count?, operations? })',
    run: (a, _p, b) => a.injectFaults(b as unknown as FaultRequest),
  },
  {
    method: 'DELETE',
    path: '/faults',
    summary: 'Remove the pending faults',
    run: (a) => ({ cleared: a.clearFaults() }),
  },
  {
    method: 'POST',
    path: '/outage',
    summary:
      'Simulate the receiver down until DELETE: { kind: "unreachable" } (retried, dead after 15 attempts) or { kind: "status", status: 401 } (dead at once)',
    run: (a, _p, b) => a.startOutage(b as unknown as OutageRequest),
  },
  {
    method: 'DELETE',
    path: '/outage',
    summary: 'End the simulated outage: the receiver is reachable again',
    run: (a) => a.endOutage(),
  },
  {
    method: 'PUT',
    path: '/webhook',
    summary: 'Change the webhook settings ({ urls, header?, enabled? } or null)',
    run: (a, _p, b) => a.configureWebhook(b as unknown as WebhookOption | null),
  },
  {
    method: 'PUT',
    path: '/drift',
    summary:
      'Drift mode: differ from the contract ({ extraField?, undocumentedStatus?, documentType?, renamedField? } or null)',
    run: (a, _p, b) => a.setDrift(b),
  },
];

const STATUS_BY_CODE: Record<string, number> = {
  TRS_SANDBOX_NOT_FOUND: 404,
  TRS_SANDBOX_INVALID_STATE: 409,
  TRS_SANDBOX_INVALID_ARGUMENT: 400,
  TRS_INVALID_CONFIG: 400,
  TRS_VALIDATION_FAILED: 400,
};

type RouteMatch = { route: AdminRoute; parameters: Record<string, string> } | { malformedSegment: string } | null;

function matchRoute(method: string, path: string): RouteMatch {
  const parts = path.split('/').slice(1);
  const decoded: string[] = [];
  for (const part of parts) {
    const segment = decodePathSegment(part);
    if (segment === null) return { malformedSegment: part };
    decoded.push(segment);
  }
  for (const route of adminRoutes) {
    if (route.method !== method) continue;
    const segments = route.path.split('/').slice(1);
    if (segments.length !== decoded.length) continue;
    const parameters: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      if (segment.startsWith(':')) {
        parameters[segment.slice(1)] = decoded[i]!;
        return decoded[i] !== '';
      }
      return segment === decoded[i];
    });
    if (matches) return { route, parameters };
  }
  return null;
}

/**
 * The JSON pointer of the first number in a body that is not finite (JSON.parse reads 1e400 as Infinity), or null.
 * Each argument has its own range besides (count: 1 to 10 000 …), checked by the admin method with its name.
 */
function infiniteNumberAt(value: unknown, pointer = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : pointer || '(the body)';
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = infiniteNumberAt(item, `${pointer}/${escapePointerToken(key)}`);
    if (found) return found;
  }
  return null;
}

const adminError = (
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) => sendJson(res, status, { error: { code, message } }, headers);

export async function handleAdminApi(
  admin: SandboxAdmin,
  guard: AdminGuard,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const refusal = guard(req);
  if (refusal) {
    await readBody(req, ADMIN_BODY_LIMIT_BYTES).catch(() => undefined);
    return adminError(res, refusal.status, refusal.code, refusal.message, refusal.headers);
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, ADMIN_BODY_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return adminError(
      res,
      413,
      'TRS_SANDBOX_BODY_TOO_LARGE',
      `The body is larger than ${ADMIN_BODY_LIMIT_BYTES} bytes, the most the admin API reads.`,
      { Connection: 'close' },
    );
  }
  const found = matchRoute(req.method ?? 'GET', path);
  if (found && 'malformedSegment' in found)
    return adminError(
      res,
      400,
      'TRS_SANDBOX_INVALID_ARGUMENT',
      `The path segment '${found.malformedSegment}' is not valid percent-encoding (each % must start an escape of UTF-8 bytes, such as %20).`,
    );
  if (!found)
    return adminError(res, 404, 'TRS_SANDBOX_NOT_FOUND', `No admin route ${req.method} ${ADMIN_API_PATH}${path}`);
  let body: Body = {};
  if (raw.length) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      return adminError(res, 400, 'TRS_SANDBOX_INVALID_ARGUMENT', `The body is not JSON: ${(error as Error).message}`);
    }
    // null means "none" for the webhook settings and the drift; every other route reads fields of an object.
    if (parsed === null && (found.route.path === '/webhook' || found.route.path === '/drift'))
      body = parsed as unknown as Body;
    else if (isJsonObject(parsed)) body = parsed;
    else return adminError(res, 400, 'TRS_SANDBOX_INVALID_ARGUMENT', 'The body must be a JSON object');
    const infinite = infiniteNumberAt(body);
    if (infinite)
      return adminError(
        res,
        400,
        'TRS_SANDBOX_INVALID_ARGUMENT',
        `${infinite} is too large to be a number (it reads as Infinity): give a number from ${-Number.MAX_VALUE} to ${Number.MAX_VALUE}, within the argument's own range`,
      );
  }
  try {
    const result = await found.route.run(admin, found.parameters, body, query);
    if (result instanceof Uint8Array)
      return sendBytes(res, 200, 'application/pdf', result, { 'Cache-Control': 'no-store' });
    sendJson(res, 200, result === undefined ? { ok: true } : result, { 'Cache-Control': 'no-store' });
  } catch (error) {
    const code = (error as SandboxError).code;
    const status = (code && STATUS_BY_CODE[code]) || (error instanceof SandboxError ? 400 : 500);
    if (status === 500) throw error;
    adminError(res, status, code, (error as Error).message);
  }
}
