// The docs site's security headers, wherever it is served (`pnpm docs`, beside `trs sandbox`): its pages load only
// their own style and script, nothing sniffs a type, and only the site itself may frame a page.
export const SITE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";

/** Sent with every answer of a docs server. frame-ancestors works only as a header, so the pages' meta tag lacks it. */
export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': `${SITE_CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`,
  'X-Content-Type-Options': 'nosniff',
});
