export { receiverSkeletonTarget } from './handler.js';
export {
  scaffoldReceiver,
  type ScaffoldReceiverOptions,
  type ScaffoldReceiverResult,
  type ScaffoldedHandler,
} from './scaffold.js';
