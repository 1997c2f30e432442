// @trs/validators: the standalone validators, their types and the catalogue.
import { defineTarget } from '../target.js';
import { catalogModule } from './catalog-module.js';
import { config, OUTPUT_DIR } from './config.js';
import { standaloneModule } from './standalone-module.js';
import { typesModule } from './types-module.js';

export const validatorsTarget = defineTarget(config, async (model) => [
  { path: `${OUTPUT_DIR}/standalone.gen.ts`, content: standaloneModule(model) },
  { path: `${OUTPUT_DIR}/types.gen.ts`, content: await typesModule(model) },
  { path: `${OUTPUT_DIR}/catalog.gen.ts`, content: await catalogModule(model) },
]);
