// A small stateful stand-in for the service, behaving as provider spec section 5 says: POST /Authenticate issues a
// GUID token (headers Token and TokenExpiry in minutes) and retires every earlier token of the user; any other
// call without a current, unexpired token answers 401. Routes can be scripted to fail (status, Retry-After,
// dropped connection, delay) to test the client's retries, and every request is recorded.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const USER = 'crm-integration@agent.example';
export const PASSWORD = 'correct-horse-battery-staple';
export const PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export type Scripted =
  { status: number; headers?: Record<string, string>; body?: string } | { drop: true } | { delayMs: number };

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
  close(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  const body = value === undefined ? '' : JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

export async function startProvider(options: ProviderOptions = {}): Promise<Provider> {
  const now = options.now ?? Date.now;
  const scripts = new Map<string, Scripted[]>();
  const hits = new Map<string, number>();
  let current: { token: string; expiresAt: number } | undefined;
  const provider = {
    logins: 0,
    requests: [] as RecordedRequest[],
    issued: [] as string[],
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v2/, '');
    const route = `${req.method} ${path}`;
    const token = req.headers.token as string | undefined;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    provider.requests.push({ method: req.method!, path, token, body, at: Date.now() });

    const queue = scripts.get(route);
    while (queue?.length) {
      const step = queue.shift()!;
      if ('drop' in step) {
        req.socket.destroy();
        return;
      }
      if ('delayMs' in step) {
        await new Promise((r) => setTimeout(r, step.delayMs));
        continue;
      }
      res.writeHead(step.status, { 'Content-Type': 'application/json', ...step.headers });
      res.end(step.body ?? JSON.stringify({ Message: `scripted ${step.status}` }));
      return;
    }

    if (req.method === 'POST' && path === '/Authenticate') {
      let credentials: { UserName?: unknown; Password?: unknown } = {};
      try {
        credentials = JSON.parse(body);
      } catch {
        // refused below
      }
      if (options.loginDelayMs) await new Promise((r) => setTimeout(r, options.loginDelayMs));
      if (credentials.UserName !== USER || credentials.Password !== PASSWORD) {
        return json(res, 401, { Message: 'Authorization has been denied for this request.' });
      }
      provider.logins += 1;
      const minutes = Number(options.tokenExpiry ?? '720');
      current = { token: randomUUID(), expiresAt: now() + (Number.isFinite(minutes) ? minutes : 720) * 60_000 };
      provider.issued.push(current.token);
      res.writeHead(200, { Token: current.token, TokenExpiry: options.tokenExpiry ?? '720', 'Content-Length': '0' });
      res.end();
      return;
    }

    if (!token || !current || token !== current.token || now() >= current.expiresAt) {
      // Echoes the token, as a careless service might: the client must redact it.
      return json(res, 401, {
        Message: `Token ${token ?? '(none)'} is expired or retired. Authorization has been denied for this request.`,
      });
    }

    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/Branches') return json(res, 200, [{ Id: 42 }, { Id: 43 }]);
    if (req.method === 'POST' && /^\/Applications\/\d+$/.test(path) && !/^\/Applications\/\d{7}$/.test(path))
      return json(res, 200, '0001234');
    if (req.method === 'GET' && (match = /^\/Applications\/(\d{7})$/.exec(path)))
      return json(res, 200, { ReferenceNumber: match[1], ExternalReference: 'CRM-TEN-88213' });
    if (req.method === 'POST' && /^\/Applications\/\d{7}\/(Tenants|Guarantors|CompletedTenants)$/.test(path)) {
      return json(res, 200, { ...JSON.parse(body), ReferenceNumber: 'ABC0004567' });
    }
    if (/\/Reports\/\d+$/.test(path) || /^\/KYC\/Report\/[^/]+\/\d+$/.test(path)) {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': PDF.length });
      res.end(PDF);
      return;
    }
    if (req.method === 'GET' && /\/Reports$/.test(path)) return json(res, 200, [1, 7]);
    if (req.method === 'GET' && /\/(Notes|AuditTrail)$/.test(path))
      return json(res, 200, [{ Timestamp: '2026-11-20T09:14:03Z', Author: 'Branch', Content: 'Called the tenant' }]);
    if (req.method === 'GET' && (match = /^\/Applications\/\d{7}\/([A-Z]+\d{7})$/.exec(path)))
      return json(res, 200, { ReferenceNumber: match[1], FirstName: 'Amelia' });
    if ((req.method === 'PUT' || req.method === 'POST') && path.startsWith('/Applications/')) {
      res.writeHead(200, { 'Content-Length': '0' });
      res.end();
      return;
    }
    return json(res, 404, { Message: `No route ${route}` });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
