// @trs/discovery: learn from the real provider (see README.md).
export { contract } from './contract.gen.js';
export type * from './contract-types.js';
