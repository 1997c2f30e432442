// @trs/discovery: learn from the real provider (see README.md).
export {
  runWorkflows,
  lintWorkflows,
  prepareWorkflowRun,
  derivedContract,
  readRespectOutput,
  workflowsDir,
  openapiPath,
  WorkflowRunError,
  type RunWorkflowsOptions,
  type WorkflowRunResult,
  type WorkflowResult,
  type StepResult,
  type CheckResult,
} from './workflows.js';
export { shapeOf, shapeOfBytes, formatClass, isShaped, type Shape, type Shaped, type FormatClass } from './shape.js';
export {
  redactJson,
  redactBody,
  redactHeaders,
  redactQuery,
  indexFields,
  KEPT_HEADERS,
  type FieldIndex,
} from './redact.js';
export { inferSchema, mergeSchemas, type InferredSchema } from './infer.js';
export {
  analyzeAnswer,
  analyzeMessage,
  dispatchMessage,
  fieldFindings,
  findOperation,
  type Finding,
  type Location,
  type Observation,
} from './analyze.js';
export {
  createHarRecorder,
  harEntry,
  readHar,
  type Exchange,
  type ExchangeContext,
  type HarEntry,
  type HarRecorder,
} from './har.js';
export { startCaptureProxy, type CaptureProxy, type CaptureProxyOptions } from './proxy.js';
export {
  createWebhookObserver,
  type WebhookObserver,
  type WebhookObserverOptions,
  type WebhookObservation,
} from './observe.js';
export { readRecordings, RecordingError } from './recordings.js';
export { PRIVATE_RECORDING_FOLDER } from './recording-folder.js';
export {
  buildGapsReport,
  formatGapsReport,
  gapsReportLines,
  describeFinding,
  type GapsReport,
  type GapVerdict,
  type FindingCount,
  type Verdict,
} from './report.js';
export { writeSuggestedPatch, exampleOf, type SuggestedPatch, type PatchChange } from './patch.js';
export { contract } from './contract.gen.js';
export type * from './contract-types.js';
