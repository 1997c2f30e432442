// Running targets over the model: each handler gets only the parts of the model it declared.
import type { ContractModel } from './model/index.js';
import { resolveTargets } from './targets/index.js';
import { viewOf, type GeneratedFile } from './targets/target.js';

export interface GenerateOptions {
  model: ContractModel;
  /** Target names; default every target. Their dependencies run too. */
  targets?: readonly string[];
}

export async function generate({ model, targets }: GenerateOptions): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  for (const target of resolveTargets(targets)) {
    files.push(...(await target.generate(viewOf(model, target.config.reads))));
  }
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`two targets write ${file.path}`);
    seen.add(file.path);
  }
  return files;
}

/** The folders the given targets write whole (see TargetConfig.owns). */
export function ownedFolders(targets?: readonly string[]): string[] {
  return resolveTargets(targets).flatMap((t) => [...(t.config.owns ?? [])]);
}
