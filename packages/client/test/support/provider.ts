// A small stateful stand-in for the service, behaving as provider spec section 5 says: POST /Authenticate issues a
// GUID token (headers Token and TokenExpiry in minutes) and retires every earlier token of the user; any other
// call without a current, unexpired token answers 401. Routes can be scripted to fail (status, Retry-After,
// dropped connection, delay) to test the client's retries, and every request is recorded.
// It starts no server: it is a fetch function, which the tests give the client (`fetch: provider.fetch`), as
// openapi-fetch's own tests inject theirs. Its address is on a port nothing listens on, so a client left with the
// default fetch fails (connection refused) instead of reaching the stand-in.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export const USER = 'crm-integration@agent.example';
export const PASSWORD = 'correct-horse-battery-staple';
export const PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export type Scripted =
  | { status: number; headers?: Record<string, string>; body?: string }
  | { drop: true }
  | { delayMs: number }
  /** A fetch that ignores its signal: the answer never comes (headers), or its body never ends, or it drops half way. */
  | { stall: 'headers' | 'body'; status?: number; contentType?: string }
  | { dropBody: true; status?: number };

export interface RecordedRequest {
  method: string;
  path: string;
  token: string | undefined;
  body: string;
  at: number;
}

export interface ProviderOptions {
  /** Value of the TokenExpiry header (minutes). Default "720". */
  tokenExpiry?: string;
  /** The server's clock (ms), for expiry. Default Date.now. */
  now?: () => number;
  /** Delay of every login answer, to widen races. */
  loginDelayMs?: number;
}

export interface Provider {
  /** Base URL of the API, version segment included. */
  url: string;
  origin: string;
  logins: number;
  requests: RecordedRequest[];
  issued: string[];
  hits(route: string): number;
  /** Queues behaviours for "METHOD /path" (path after /v2), used one per request before the normal answer. */
  script(route: string, ...steps: Scripted[]): void;
  /** Expires every token now (as if their TokenExpiry had passed). */
  expireTokens(): void;
  /** Retires the current token, as a login of the same user by another process would. */
  retireTokens(): void;
  /** The stand-in itself: give it to the client as its `fetch`. */
  fetch(this: void, request: Request): Promise<Response>;
  /** Refuses every connection from now on, as a stopped service. */
  close(): void;
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  const body = value === undefined ? '' : JSON.stringify(value);
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** What undici's fetch throws when the connection drops after the request went out, or is refused (code). */
const fetchFailed = (message: string, code: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

/** The discard port of the loopback address: nothing listens there. */
const ORIGIN = 'http://127.0.0.1:9';

export function startProvider(options: ProviderOptions = {}): Provider {
  const now = options.now ?? Date.now;
  const scripts = new Map<string, Scripted[]>();
  const hits = new Map<string, number>();
  let current: { token: string; expiresAt: number } | undefined;
  const provider = {
    logins: 0,
    requests: [] as RecordedRequest[],
    issued: [] as string[],
  };

  let closed = false;
  const handle = async (req: Request): Promise<Response> => {
    if (closed) throw fetchFailed(`connect ECONNREFUSED ${new URL(req.url).host}`, 'ECONNREFUSED');
    const body = await req.text();
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/v2/, '');
    const route = `${req.method} ${path}`;
    const token = req.headers.get('token') ?? undefined;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    provider.requests.push({ method: req.method, path, token, body, at: Date.now() });

    const queue = scripts.get(route);
    while (queue?.length) {
      const step = queue.shift()!;
      if ('drop' in step) throw fetchFailed('other side closed', 'UND_ERR_SOCKET');
      if ('stall' in step) {
        if (step.stall === 'headers') return new Promise<never>(() => undefined);
        const first = step.contentType === 'application/pdf' ? PDF.slice(0, 8) : new TextEncoder().encode('[');
        return new Response(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(first) }), {
          status: step.status ?? 200,
          headers: { 'Content-Type': step.contentType ?? 'application/json' },
        });
      }
      if ('dropBody' in step) {
        let pulls = 0;
        const body = new ReadableStream<Uint8Array>({
          pull: (controller) => {
            pulls += 1;
            if (pulls === 1) controller.enqueue(new TextEncoder().encode('['));
            else controller.error(fetchFailed('other side closed', 'UND_ERR_SOCKET'));
          },
        });
        return new Response(body, { status: step.status ?? 200, headers: { 'Content-Type': 'application/json' } });
      }
      if ('delayMs' in step) {
        // A fetch gives up when its signal aborts, with the signal's reason.
        await sleep(step.delayMs, undefined, { signal: req.signal }).catch(() => {
          throw req.signal.reason;
        });
        continue;
      }
      return new Response(step.body ?? JSON.stringify({ Message: `scripted ${step.status}` }), {
        status: step.status,
        headers: { 'Content-Type': 'application/json', ...step.headers },
      });
    }

    if (req.method === 'POST' && path === '/Authenticate') {
      let credentials: { UserName?: unknown; Password?: unknown } = {};
      try {
        credentials = JSON.parse(body) as typeof credentials;
      } catch {
        // refused below
      }
      if (options.loginDelayMs) await sleep(options.loginDelayMs);
      if (credentials.UserName !== USER || credentials.Password !== PASSWORD) {
        return json(401, { Message: 'Authorization has been denied for this request.' });
      }
      provider.logins += 1;
      const minutes = Number(options.tokenExpiry ?? '720');
      current = { token: randomUUID(), expiresAt: now() + (Number.isFinite(minutes) ? minutes : 720) * 60_000 };
      provider.issued.push(current.token);
      return new Response(null, {
        status: 200,
        headers: { Token: current.token, TokenExpiry: options.tokenExpiry ?? '720' },
      });
    }

    if (!token || !current || token !== current.token || now() >= current.expiresAt) {
      // Echoes the token, as a careless service might: the client must redact it.
      return json(401, {
        Message: `Token ${token ?? '(none)'} is expired or retired. Authorization has been denied for this request.`,
      });
    }

    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/Branches') return json(200, [{ Id: 42 }, { Id: 43 }]);
    if (req.method === 'POST' && /^\/Applications\/\d+$/.test(path) && !/^\/Applications\/\d{7}$/.test(path))
      return json(200, '0001234');
    if (req.method === 'GET' && (match = /^\/Applications\/(\d{7})$/.exec(path)))
      return json(200, { ReferenceNumber: match[1], ExternalReference: 'CRM-TEN-88213' });
    if (req.method === 'POST' && /^\/Applications\/\d{7}\/(Tenants|Guarantors|CompletedTenants)$/.test(path)) {
      return json(200, { ...JSON.parse(body), ReferenceNumber: 'ABC0004567' });
    }
    if (/\/Reports\/\d+$/.test(path) || /^\/KYC\/Report\/[^/]+\/\d+$/.test(path)) {
      return new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }
    if (req.method === 'GET' && /\/Reports$/.test(path)) return json(200, [1, 7]);
    if (req.method === 'GET' && /\/(Notes|AuditTrail)$/.test(path))
      return json(200, [{ Timestamp: '2026-11-20T09:14:03Z', Author: 'Branch', Content: 'Called the tenant' }]);
    if (req.method === 'GET' && (match = /^\/Applications\/\d{7}\/([A-Z]+\d{7})$/.exec(path)))
      return json(200, { ReferenceNumber: match[1], FirstName: 'Amelia' });
    if ((req.method === 'PUT' || req.method === 'POST') && path.startsWith('/Applications/')) {
      return new Response(null, { status: 200 });
    }
    return json(404, { Message: `No route ${route}` });
  };
  const origin = ORIGIN;

  return Object.assign(provider, {
    url: `${origin}/v2`,
    origin,
    hits: (route: string) => hits.get(route) ?? 0,
    script: (route: string, ...steps: Scripted[]) => scripts.set(route, [...(scripts.get(route) ?? []), ...steps]),
    expireTokens: () => {
      if (current) current.expiresAt = now() - 1;
    },
    retireTokens: () => {
      current = undefined;
    },
    fetch: handle,
    /** From now on connections are refused. */
    close: () => {
      closed = true;
    },
  });
}
