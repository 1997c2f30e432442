// Who may use the admin API. It acts (delivers events with the real static header, re-points the webhooks, injects
// faults), so a web page must never be able to drive it: a request addressed to another host name (DNS rebinding) is
// refused while the sandbox listens on loopback only; a write from another origin is refused; a write must be JSON
// (a cross-site form or a no-cors fetch cannot send that without a CORS preflight, which the sandbox never grants);
// and with an admin token (required when the sandbox listens beyond loopback) every request must carry it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { isJsonContentType } from './http.js';

export interface AdminRefusal {
  status: 401 | 403 | 415;
  code: 'TRS_SANDBOX_ADMIN_TOKEN' | 'TRS_SANDBOX_FORBIDDEN' | 'TRS_SANDBOX_UNSUPPORTED_MEDIA_TYPE';
  message: string;
  headers?: Record<string, string>;
}

export interface AdminGuardOptions {
  /** The sandbox listens on a loopback address only: requests must then be addressed to a loopback name. */
  loopbackOnly: boolean;
  /** Required on every admin request when set (Authorization: Bearer <token>). */
  adminToken: string | null;
}

/** A host name (Host header or URL, port left out) that can only mean this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || name.startsWith('::ffff:127.');
  return false;
}

/** The host name of a Host header value ("127.0.0.1:4010", "[::1]:4010"), or null when it is not one. */
function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Null when the request may go on; otherwise why not, as the answer to give. */
export type AdminGuard = (req: IncomingMessage) => AdminRefusal | null;

export function createAdminGuard(options: AdminGuardOptions): AdminGuard {
  const expected = options.adminToken === null ? null : digest(options.adminToken);
  return (req) => {
    const host = req.headers.host ?? '';
    if (options.loopbackOnly) {
      const hostname = hostnameOf(host);
      if (!hostname || !isLoopbackName(hostname))
        return {
          status: 403,
          code: 'TRS_SANDBOX_FORBIDDEN',
          message: `The admin API answers requests addressed to this machine only (Host 127.0.0.1, localhost or [::1] with the sandbox's port), not Host ${JSON.stringify(host)}: a web page reaching the sandbox through another name (DNS rebinding) is refused.`,
        };
    }
    if (expected) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected))
        return {
          status: 401,
          code: 'TRS_SANDBOX_ADMIN_TOKEN',
          message: `The admin API needs the sandbox's admin token: send Authorization: Bearer <token> (trs sandbox and trs-sandbox print it; the page takes it from its address, …/_sandbox/#admin-token=<token>).`,
          headers: { 'WWW-Authenticate': 'Bearer realm="trs-sandbox admin API"' },
        };
    }
    if (!WRITES.has(req.method ?? 'GET')) return null;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const sameOrigin = origin === undefined || (hostnameOf(host) !== null && origin === `http://${host}`);
    if (!sameOrigin || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'))
      return {
        status: 403,
        code: 'TRS_SANDBOX_FORBIDDEN',
        message: `The admin API acts only for the sandbox's own page and for clients that are not web pages: a write from ${origin ?? `a ${fetchSite} page`} is refused.`,
      };
    if (!isJsonContentType(req.headers['content-type']))
      return {
        status: 415,
        code: 'TRS_SANDBOX_UNSUPPORTED_MEDIA_TYPE',
        message: `Send admin writes as JSON with Content-Type: application/json (an empty body too), got ${req.headers['content-type'] ?? 'none'}.`,
      };
    return null;
  };
}
