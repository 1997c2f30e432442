// Where the capture proxy may send a request: only to the configured upstream, under its base path. A raw request
// target is untrusted text (Node hands it over as sent): dot segments (`/v2/..//host/x`, `%2e%2e`), backslashes
// (read as slashes by the URL parser), absolute forms (`http://host/x`) and protocol-relative forms (`//host/x`)
// could each turn into another host once parsed. The path is normalised on its own, then joined onto the
// upstream's origin, and anything that does not land under the upstream's base path is refused.

/** The request target resolved to a URL of the upstream, or why it is refused. */
export type UpstreamTarget =
  | { readonly ok: true; readonly url: URL; readonly relativePath: string }
  | { readonly ok: false; readonly reason: string };

const PLACEHOLDER_ORIGIN = 'http://request-target.invalid';

export function upstreamTarget(rawTarget: string, upstream: URL): UpstreamTarget {
  const basePath = upstream.pathname.replace(/\/+$/, '');
  // origin-form only (RFC 9112 3.2.1): a path, then an optional query. No absolute form, no authority, no `*`.
  if (!rawTarget.startsWith('/') || rawTarget.startsWith('//'))
    return { ok: false, reason: 'the request target must be a path (origin-form)' };
  if (/[\\\s]/.test(rawTarget)) return { ok: false, reason: 'the request target holds a backslash or a space' };
  let normalised: URL;
  try {
    normalised = new URL(rawTarget, PLACEHOLDER_ORIGIN);
  } catch {
    return { ok: false, reason: 'the request target is not a valid path' };
  }
  if (normalised.origin !== PLACEHOLDER_ORIGIN) return { ok: false, reason: 'the request target names another host' };
  const pathname = normalised.pathname;
  if (pathname.startsWith('//') || (pathname !== basePath && !pathname.startsWith(`${basePath}/`)))
    return { ok: false, reason: `the path is not under the upstream's base path ${basePath || '/'}` };
  const url = new URL(upstream.origin);
  url.pathname = pathname;
  url.search = normalised.search;
  // The join above cannot change the origin; checked all the same, as the Token goes wherever this URL points.
  if (url.origin !== upstream.origin || url.pathname !== pathname)
    return { ok: false, reason: 'the request target would leave the upstream' };
  return { ok: true, url, relativePath: pathname.slice(basePath.length) };
}

/**
 * The Host values a request to the proxy may carry: its own address, as a browser or a client on this machine
 * writes it. Another name (DNS rebinding: a site whose name resolves to 127.0.0.1) is refused.
 */
export function allowedHosts(listenHost: string, port: number): ReadonlySet<string> {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]']);
  names.add(listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost);
  return new Set([...names].map((name) => `${name}:${port}`.toLowerCase()));
}
