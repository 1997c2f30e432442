// @trs/codegen: the contract model and the targets that generate the packages' sources from it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export {
  buildModel,
  loadModel,
  specDistDir,
  checkExamples,
  sentSchema,
  sentRequirementsSchema,
  ContractError,
  IDEMPOTENT_METHODS,
  ADVICE_KEYS,
  type ContractModel,
  type Operation,
  type Parameter,
  type ParameterRule,
  type PathParameter,
  type RequestBody,
  type Response,
  type ResponseHeader,
  type OperationAdvice,
  type Message,
  type MessageDispatch,
  type Dispatch,
  type DispatchRule,
  type DispatchCondition,
  type DeliveryRules,
  type StaticHeader,
  type Tag,
  type Field,
  type Example,
  type Gap,
  type Place,
  type ValidatorDefinition,
  type ValidatorRole,
  type JsonSchema,
  type HttpMethod,
  type ExampleCheck,
  type SentFields,
  type SentFieldGroup,
  type SentCondition,
} from './model/index.js';
export { generate, ownedFolders, type GenerateOptions } from './generate.js';
export { targets, targetNames, resolveTargets } from './targets/index.js';
export { defineTarget, type Target, type TargetConfig, type GeneratedFile, type ModelPart } from './targets/target.js';
export {
  scaffoldReceiver,
  type ScaffoldReceiverOptions,
  type ScaffoldReceiverResult,
  type ScaffoldedHandler,
} from './targets/receiver-skeleton/index.js';
export { writeFiles, staleFiles, strayFiles } from './write.js';

/** The repository this package sits in (packages/codegen/src → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
