// @trs/client: the contract's types, the operations table and the typed helpers.
import { defineTarget } from '../target.js';
import { config, OUTPUT_DIR } from './config.js';
import { helpersModule } from './helpers-module.js';
import { operationsModule } from './operations-module.js';
import { schemaModule } from './schema-module.js';

export const clientTarget = defineTarget(config, async (model) => [
  { path: `${OUTPUT_DIR}/schema.gen.ts`, content: await schemaModule(model) },
  { path: `${OUTPUT_DIR}/operations.gen.ts`, content: await operationsModule(model.operations) },
  { path: `${OUTPUT_DIR}/helpers.gen.ts`, content: await helpersModule(model.operations) },
]);
