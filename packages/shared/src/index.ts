// @trs/shared: what every @trs package shares, in one small home with no dependencies (and the contract's Field, Gap
// and Place types). A second copy of any of these in another package is refused by the workspace's structure tests.
export { TrsError } from './errors.js';
export { systemClock, manualClock, clockFrom, type Clock, type ClockOption, type ManualClock } from './clock.js';
export { escapePointerToken, unescapePointerToken, pointerOf, pointerTokens } from './pointer.js';
export { isJsonObject, objectOf, listOf, entriesOf, type JsonObject } from './json.js';
export { isHeaderName, HEADER_NAME_RULE } from './header-name.js';
export { isLoopbackUrl, InsecureUrlError, refuseInsecureUrl } from './insecure-url.js';
export { SITE_CONTENT_SECURITY_POLICY, SITE_SECURITY_HEADERS } from './site-headers.js';
export type { Field, Gap, Place, Sensitivity } from './contract.js';
export {
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  UnsafePathError,
  ensurePrivateDir,
  ensurePrivateDirSync,
  makePrivateFileSync,
  tightenEntriesSync,
  writePrivateFile,
  appendPrivateLine,
  type UnsafePathProblem,
  type PrivateDirState,
  type PrivateDirOptions,
  type WriteOptions,
} from './private-files.js';
