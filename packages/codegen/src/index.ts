import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract, type Contract } from './contract.js';
import { generateValidators } from './targets/validators.js';
import { generateClient } from './targets/client.js';
import { generateWebhooks } from './targets/webhooks.js';
import type { GeneratedFile } from './write.js';

export { loadContract, describeContract } from './contract.js';
export type { Contract, ValidatorDefinition, OperationDefinition, EventDefinition } from './contract.js';
export { writeFiles, staleFiles, type GeneratedFile } from './write.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every generator, by the package it writes into. */
export const targets: Record<string, (contract: Contract) => Promise<GeneratedFile[]>> = {
  validators: generateValidators,
  client: generateClient,
  webhooks: generateWebhooks,
};

export async function generateAll(names: string[] = Object.keys(targets)): Promise<GeneratedFile[]> {
  const contract = await loadContract(path.join(repoRoot, 'spec', 'dist'));
  const files: GeneratedFile[] = [];
  for (const name of names) {
    const target = targets[name];
    if (!target) throw new Error(`unknown target ${name}; known: ${Object.keys(targets).join(', ')}`);
    files.push(...(await target(contract)));
  }
  return files;
}
