// The User-Agent of every request: the package and its version (read from its own package.json, so that a release
// never leaves it behind) and the runtime.
import { createRequire } from 'node:module';

function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('../package.json') as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** `@trs/client/0.1.0 node/20.20.2`: the default User-Agent (createClient's `userAgent` replaces it). */
export const DEFAULT_USER_AGENT = `@trs/client/${packageVersion()} node/${process.versions.node}`;
