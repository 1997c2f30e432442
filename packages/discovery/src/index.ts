// @trs/discovery: learn from the real provider (see README.md).
export {
  runWorkflows,
  lintWorkflows,
  prepareWorkflowRun,
  derivedContract,
  readRespectOutput,
  workflowsDir,
  openapiPath,
  type RunWorkflowsOptions,
  type WorkflowRunResult,
  type WorkflowResult,
  type StepResult,
  type CheckResult,
} from './workflows.js';
export { contract } from './contract.gen.js';
export type * from './contract-types.js';
