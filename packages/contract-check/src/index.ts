export { runContractCheck, type CheckOptions, type CheckResult, type Step, type Gate } from './run.js';
export { renderMarkdown, COMMENT_MARKER } from './report.js';
export { diffDocument, type Change, type DocumentKind, type Severity, type Usage } from './diff/index.js';
export { spectralFindings, type SpectralFinding } from './spectral.js';
export { regenerate, REGENERATE } from './regenerate.js';
export { baseDocuments, headDocuments } from './base.js';
export { publicPackages, workspacePackages, type WorkspacePackage } from './packages.js';
export { syncContractVersion, documentVersions, specPackageVersion } from './release/contract-version.js';
export { privateDependencies, describePrivateDependency, type PrivateDependency } from './release/publishable.js';
