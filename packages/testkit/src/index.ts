export { startPrism, type PrismServer, type PrismOptions } from './prism.js';
export { freePort } from './ports.js';
export { specFile, repoRoot } from './paths.js';
export { startScriptedReceiver, type ScriptedReceiver, type ReceiverStep, type RecordedDelivery } from './receiver.js';
export { launchBrowser, CHROMIUM_PATH, type Browser } from './browser.js';
export { eventExamples, eventExample, type EventExample, type ExamplePayload } from './examples.js';
export { sensitiveDeliveries, type Delivery, type SensitiveDeliveries } from './sensitive.js';
export { deliverAsProvider, postRaw, type RawResponse } from './deliver.js';
export { startPrivatePostgres, startPgBouncer, type PrivatePostgres, type PgBouncer } from './private-postgres.js';
