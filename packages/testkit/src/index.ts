export { startPrism, type PrismServer, type PrismOptions } from './prism.js';
export { freePort } from './ports.js';
export { specFile, repoRoot } from './paths.js';
