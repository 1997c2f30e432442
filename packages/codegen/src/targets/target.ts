// What a target is: a folder with its config (what it reads from the model, which targets it builds on, where it
// writes) and its handler (model in, files out). The engine hands a handler only the parts of the model it reads.
import type { ContractModel } from '../model/index.js';

export interface GeneratedFile {
  /** Relative to the output root (the repository, or a temporary folder). */
  readonly path: string;
  readonly content: string;
  /**
   * `owned` (the default): a DO-NOT-EDIT file, rewritten by every run. `stub`: a starting point for hand-written
   * code (a receiver's handler file), generated whole here but never overwritten in a team's own folder.
   */
  readonly kind?: 'owned' | 'stub';
}

export type ModelPart = Exclude<keyof ContractModel, 'sources'> | 'sources';

export interface TargetConfig<K extends ModelPart> {
  readonly name: string;
  /** What it generates, in one sentence. */
  readonly description: string;
  /** The parts of the model the handler reads; it receives no other. */
  readonly reads: readonly K[];
  /** Targets whose generated code the code of this one uses: they are generated with it, before it. */
  readonly dependsOn: readonly string[];
  /** The folders (relative to the repository) it writes into. */
  readonly outputs: readonly string[];
  /** Folders it writes whole: a file there that it no longer writes is stale (a stub of an event the contract dropped). */
  readonly owns?: readonly string[];
}

export interface Target<K extends ModelPart = ModelPart> {
  readonly config: TargetConfig<K>;
  readonly generate: (model: Pick<ContractModel, K>) => Promise<GeneratedFile[]>;
}

export function defineTarget<K extends ModelPart>(
  config: TargetConfig<K>,
  generate: (model: Pick<ContractModel, K>) => Promise<GeneratedFile[]>,
): Target<K> {
  return { config, generate };
}

/** The parts of the model a target declared, and nothing else. */
export function viewOf<K extends ModelPart>(model: ContractModel, reads: readonly K[]): Pick<ContractModel, K> {
  return Object.fromEntries(reads.map((part) => [part, model[part]])) as Pick<ContractModel, K>;
}
