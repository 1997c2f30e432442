// The REST API under /v2, routed from the contract's operations table. One straight path per request:
// route → body → drift (drift mode: an undocumented answer) → faults → auth (Token) → path parameters → body validation (@trs/validators) → the operation's state
// handler, or, for an operation without one, its documented success answer (status, headers, example).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject } from '@trs/shared';
import { validate, type Applicant, type ApplicantDetails, type Application, type RentShare } from '@trs/validators';
import type { TokenStore, User } from './auth.js';
import { SandboxError } from './errors.js';
import type { Drift } from './drift.js';
import type { Fault, FaultQueue } from './faults.js';
import { BodyTooLargeError, isJsonContentType, readBody, sendBytes, sendEmpty, sendJson } from './http.js';
import type { OperationEntry } from './operation-entry.js';
import type { OperationId } from './operations.gen.js';
import { ClientError, type Provider } from './provider.js';
import { checkParameters, type Router } from './router.js';
import type { SandboxState, TenancyState } from './state.js';

const MAX_BODY_BYTES = 1 << 20;

export interface ApiCall {
  entry: OperationEntry;
  parameters: Record<string, string | number>;
  body: unknown;
  /** The caller (null only for operations that need no Token). */
  user: User | null;
}

export interface ApiResult {
  /** Default: the operation's documented success status. */
  status?: number;
  json?: unknown;
  pdf?: Uint8Array;
  headers?: Record<string, string>;
}

export type Handler = (call: ApiCall) => ApiResult | Promise<ApiResult>;

export interface ApiContext {
  router: Router;
  auth: TokenStore;
  faults: FaultQueue;
  drift: Drift;
  provider: Provider;
  state: SandboxState;
  /** Operations answered with state; the others answer their documented success. */
  handlers: Partial<Record<string, Handler>>;
  onProblem: (message: string) => void;
}

/** The documented client error of an operation (400 in this contract), else 400 or 404 by kind. */
export function clientErrorStatus(entry: OperationEntry, kind: 'bad-request' | 'not-found'): number {
  const documented = Object.keys(entry.errors)
    .map(Number)
    .filter((status) => status >= 400 && status < 500 && status !== 401)
    .sort((a, b) => a - b)[0];
  return documented ?? (kind === 'not-found' ? 404 : 400);
}

/** An error answer in the body shape the contract documents for that status (ErrorBody: { Message }). */
export function sendError(
  res: ServerResponse,
  entry: OperationEntry | null,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const documented = entry?.errors[String(status)];
  if (documented && documented.contentType === null) return sendEmpty(res, status, headers);
  const example = documented?.example;
  const field = isJsonObject(example)
    ? (Object.keys(example).find((k) => typeof example[k] === 'string') ?? 'Message')
    : 'Message';
  sendJson(res, status, { [field]: message }, headers);
}

function tenancyOf(context: ApiContext, user: User, reference: string): TenancyState {
  const tenancy = context.state.tenancies.get(reference);
  if (!tenancy || !user.branches.includes(tenancy.branchId))
    throw new ClientError('not-found', `No tenancy ${reference} on the branches of user ${user.userName}.`);
  return tenancy;
}

/** The state handlers, by operationId. */
export function stateHandlers(context: ApiContext): Partial<Record<OperationId, Handler>> {
  const { provider, auth } = context;
  const user = (call: ApiCall) => call.user!;
  const tenancy = (call: ApiCall, parameter = 'ApplicationRef') =>
    tenancyOf(context, user(call), String(call.parameters[parameter]));
  const applicant = (call: ApiCall, parameter: string) => {
    const t = tenancy(call);
    const reference = String(call.parameters[parameter]);
    const found = t.applicants.find((a) => a.reference === reference);
    if (!found) throw new ClientError('not-found', `No applicant ${reference} on tenancy ${t.reference}.`);
    return { t, a: found };
  };
  const pdf = async (bytes: Promise<Uint8Array>): Promise<ApiResult> => ({ pdf: await bytes });

  return {
    authenticate: (call) => {
      const { UserName, Password } = call.body as { UserName: string; Password: string };
      const login = auth.login(UserName, Password);
      if (!login) return { status: 401, json: { Message: 'The user name or password is incorrect.' } };
      return { headers: { Token: login.token, TokenExpiry: String(auth.expiryMinutes) } };
    },
    listBranches: (call) => ({ json: user(call).branches.map((Id) => ({ Id })) }),
    createTenancy: (call) => {
      const u = user(call);
      const created = provider.createTenancy(
        u.userName,
        u.branches,
        call.parameters.BranchIdOrReferenceNumber as number,
        call.body as Application,
      );
      return { json: created.reference };
    },
    getApplication: (call) => ({
      json: provider.applicationRecord(tenancy(call, 'BranchIdOrReferenceNumber')),
    }),
    getApplicant: (call) => ({ json: provider.applicantRecord(applicant(call, 'Reference').a) }),
    addTenant: (call) => ({
      json: provider.applicantRecord(
        provider.addApplicant(tenancy(call), 'tenant', call.body as ApplicantDetails, user(call).userName),
      ),
    }),
    addGuarantor: (call) => ({
      json: provider.applicantRecord(
        provider.addApplicant(tenancy(call), 'guarantor', call.body as ApplicantDetails, user(call).userName),
      ),
    }),
    submitTenant: (call) => {
      const { t, a } = applicant(call, 'TenantRef');
      provider.submit(t, a, call.body as Applicant, user(call).userName, 'tenant');
      return {};
    },
    submitGuarantor: (call) => {
      const { t, a } = applicant(call, 'GuarantorRef');
      provider.submit(t, a, call.body as Applicant, user(call).userName, 'guarantor');
      return {};
    },
    createAndSubmitTenant: (call) => {
      const t = tenancy(call);
      const body = call.body as Applicant;
      const added = provider.addApplicant(t, 'tenant', body, user(call).userName);
      provider.submit(t, added, body, user(call).userName, 'tenant');
      return { json: provider.applicantRecord(added) };
    },
    listReports: (call) => ({ json: provider.availableReports(tenancy(call)) }),
    downloadReport: (call) => pdf(provider.tenancyReport(tenancy(call), call.parameters.ReportType as number)),
    downloadApplicantReport: (call) => {
      const { t, a } = applicant(call, 'ApplicantRef');
      return pdf(provider.applicantReport(t, a, call.parameters.ReportType as number));
    },
    downloadKycReport: (call) => {
      const check = context.state.kycChecks.get(String(call.parameters.KYCid));
      if (!check || !user(call).branches.includes(context.state.tenancy(check.tenancyReference).branchId))
        throw new ClientError('not-found', `No identity check ${call.parameters.KYCid}.`);
      return pdf(provider.kycReport(check, call.parameters.ReportType as number));
    },
    setRentShare: (call) => {
      provider.setRentShare(tenancy(call), call.body as RentShare, user(call).userName);
      return {};
    },
    changeTenancyStartDate: (call) => {
      provider.changeStartDate(tenancy(call), String(call.parameters.TenancyStartDate), user(call).userName);
      return {};
    },
    cancelTenancy: (call) => {
      const { t, a } = applicant(call, 'ApplicantRef');
      provider.cancel(t, a, call.body as string, user(call).userName);
      return {};
    },
    listNotes: (call) => ({ json: tenancy(call).notes }),
    getAuditTrail: (call) => ({ json: tenancy(call).auditTrail }),
  };
}

/** The documented success of an operation without state logic: its status, header examples and body example. */
export function documentedSuccess(entry: OperationEntry): ApiResult {
  const { success } = entry;
  const result: ApiResult = { status: success.status, headers: { ...success.headers } };
  if (success.contentType === null || success.example === null) return result;
  if (success.contentType === 'application/json') return { ...result, json: success.example };
  return {
    ...result,
    pdf: Buffer.from(typeof success.example === 'string' ? success.example : JSON.stringify(success.example)),
    headers: { ...result.headers, 'Content-Type': success.contentType },
  };
}

function writeResult(res: ServerResponse, entry: OperationEntry, result: ApiResult, drift: Drift): void {
  const status = result.status ?? entry.success.status;
  const { 'Content-Type': contentType, ...headers } = result.headers ?? {};
  if (result.pdf)
    return sendBytes(res, status, contentType ?? entry.success.contentType ?? 'application/pdf', result.pdf, headers);
  if (result.json !== undefined) {
    if (status >= 400)
      return sendError(res, entry, status, String((result.json as { Message?: string }).Message), headers);
    return sendJson(res, status, drift.answer(entry.operationId, result.json), headers);
  }
  sendEmpty(res, status, headers);
}

async function applyFault(
  req: IncomingMessage,
  res: ServerResponse,
  entry: OperationEntry,
  fault: Fault,
): Promise<boolean> {
  if (fault.kind === 'slow') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return false;
  }
  if (fault.kind === 'drop') {
    if (fault.afterProcessing) return false;
    req.socket.destroy();
    return true;
  }
  const headers: Record<string, string> =
    fault.retryAfterSeconds !== undefined ? { 'Retry-After': String(fault.retryAfterSeconds) } : {};
  sendError(
    res,
    entry,
    fault.status,
    `The service is unavailable (a fault injected by the sandbox: ${fault.status}).`,
    headers,
  );
  return true;
}

export async function handleApi(
  context: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const match = context.router.match(method, path);
  if (match.kind === 'malformed-path') {
    await readBody(req, MAX_BODY_BYTES).catch(() => undefined);
    return sendError(
      res,
      null,
      400,
      `The path segment '${match.segment}' is not valid percent-encoding (each % must start an escape of UTF-8 bytes, such as %20).`,
    );
  }
  if (match.kind === 'not-found') {
    await readBody(req, MAX_BODY_BYTES).catch(() => undefined);
    return sendError(res, null, 404, `No operation of the contract has the path ${path}.`);
  }
  if (match.kind === 'method-not-allowed') {
    await readBody(req, MAX_BODY_BYTES).catch(() => undefined);
    return sendError(res, null, 405, `${method} is not an operation of ${path}.`, { Allow: match.allow.join(', ') });
  }
  const { entry } = match;

  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return sendError(res, entry, 413, `The body is larger than ${MAX_BODY_BYTES} bytes.`);
    throw error;
  }

  const drifted = context.drift.undocumentedAnswer(entry.operationId);
  if (drifted) return sendJson(res, drifted.status, drifted.body);

  const fault = context.faults.take(entry.operationId);
  if (fault && (await applyFault(req, res, entry, fault))) return;

  let user: User | null = null;
  if (entry.authenticated) {
    const check = context.auth.check(req.headers.token);
    if (!check.ok)
      return sendError(res, entry, 401, `Authorization has been denied for this request: ${check.explanation}.`);
    user = check.user;
  }

  const { parameters, issues } = checkParameters(context.router, entry, match.rawParameters);
  if (issues.length) return sendError(res, entry, clientErrorStatus(entry, 'bad-request'), issues.join(' '));

  let body: unknown;
  if (entry.requestBody) {
    const problem = (message: string) => sendError(res, entry, clientErrorStatus(entry, 'bad-request'), message);
    if (!raw.length) {
      if (entry.requestBody.required)
        return problem(
          `A JSON body (${entry.requestBody.validator}) is required, with Content-Type: application/json.`,
        );
    } else {
      if (!isJsonContentType(req.headers['content-type']))
        return problem(
          `Send the body as JSON with Content-Type: application/json (got ${req.headers['content-type'] ?? 'none'}).`,
        );
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        return problem(`The body is not JSON: ${(error as Error).message}.`);
      }
      const checked = validate[entry.requestBody.validator](body);
      if (!checked.ok)
        return problem(
          `The request is invalid (${entry.requestBody.validator}): ${checked.issues.map((i) => i.message).join('; ')}.`,
        );
    }
  }

  const handler = context.handlers[entry.operationId];
  let result: ApiResult;
  try {
    result = handler ? await handler({ entry, parameters, body, user }) : documentedSuccess(entry);
  } catch (error) {
    if (error instanceof ClientError) return sendError(res, entry, clientErrorStatus(entry, error.kind), error.message);
    if (
      error instanceof SandboxError &&
      (error.code === 'TRS_SANDBOX_NOT_FOUND' || error.code === 'TRS_SANDBOX_INVALID_STATE')
    )
      return sendError(
        res,
        entry,
        clientErrorStatus(entry, error.code === 'TRS_SANDBOX_NOT_FOUND' ? 'not-found' : 'bad-request'),
        error.message,
      );
    throw error;
  }
  if (fault?.kind === 'drop' && fault.afterProcessing) {
    req.socket.destroy();
    return;
  }
  writeResult(res, entry, result, context.drift);
}
