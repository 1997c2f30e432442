// Every target, in the order they run (a target after the targets it depends on).
import { cliTarget } from './cli/handler.js';
import { clientTarget } from './client/handler.js';
import { discoveryTarget } from './discovery/handler.js';
import { gapsTarget } from './gaps/handler.js';
import { journalTarget } from './journal/handler.js';
import { receiverSkeletonTarget } from './receiver-skeleton/handler.js';
import { sandboxTarget } from './sandbox/handler.js';
import { senderTarget } from './sender/handler.js';
import type { ModelPart, Target } from './target.js';
import { validatorsTarget } from './validators/handler.js';
import { webhooksTarget } from './webhooks/handler.js';

export const targets: readonly Target<ModelPart>[] = [
  validatorsTarget,
  clientTarget,
  webhooksTarget,
  senderTarget,
  journalTarget,
  receiverSkeletonTarget,
  sandboxTarget,
  discoveryTarget,
  gapsTarget,
  cliTarget,
];

export const targetNames = targets.map((t) => t.config.name);

/** The named targets and every target they depend on, each once, dependencies first. */
export function resolveTargets(names: readonly string[] = targetNames): Target<ModelPart>[] {
  const byName = new Map(targets.map((t) => [t.config.name, t]));
  const ordered: Target<ModelPart>[] = [];
  const visit = (name: string, trail: string[]) => {
    const target = byName.get(name);
    if (!target) throw new Error(`unknown target ${name}; known: ${targetNames.join(', ')}`);
    if (trail.includes(name))
      throw new Error(`targets depend on each other in a circle: ${[...trail, name].join(' → ')}`);
    for (const dependency of target.config.dependsOn) visit(dependency, [...trail, name]);
    if (!ordered.includes(target)) ordered.push(target);
  };
  for (const name of names) visit(name, []);
  return ordered;
}
