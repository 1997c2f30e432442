// @trs/docs: the docs site of the partner API. Build it from the contract model, serve it alone or beside the sandbox.
export { buildSite, configScript, type BuildOptions, type BuildResult } from './build/site.js';
export {
  serveDocs,
  createDocsHandler,
  type DocsServer,
  type DocsServerOptions,
  type DocsHandler,
  type DocsHandlerOptions,
} from './serve.js';
export { DocsError, type DocsErrorCode, type DocsErrorDetails } from './errors.js';
/** The built site's folder (apps/docs/dist/site). */
export { siteDir as docsSiteDir } from './paths.js';
