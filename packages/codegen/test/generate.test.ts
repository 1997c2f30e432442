// The engine: targets run with their dependencies first, each sees only the parts of the model it declared.
import { describe, expect, it } from 'vitest';
import { defineTarget, generate, resolveTargets, targetNames, targets } from '../src/index.js';
import { viewOf } from '../src/targets/target.js';
import { fixtureModel } from './fixtures.js';

describe('targets', () => {
  it('are the validators, client, webhooks, sender, journal, receiver skeleton, sandbox, discovery, gaps and cli', () => {
    expect(targetNames).toEqual([
      'validators',
      'client',
      'webhooks',
      'sender',
      'journal',
      'receiver-skeleton',
      'sandbox',
      'discovery',
      'gaps',
      'cli',
    ]);
  });

  it('each declare what they read, what they depend on and where they write', () => {
    for (const { config } of targets) {
      expect(config.reads.length, config.name).toBeGreaterThan(0);
      expect(config.outputs.length, config.name).toBeGreaterThan(0);
      for (const dependency of config.dependsOn) expect(targetNames).toContain(dependency);
    }
  });

  it('run with the targets they depend on, dependencies first', () => {
    expect(resolveTargets(['receiver-skeleton']).map((t) => t.config.name)).toEqual([
      'validators',
      'webhooks',
      'receiver-skeleton',
    ]);
    expect(resolveTargets(['gaps', 'client']).map((t) => t.config.name)).toEqual(['gaps', 'validators', 'client']);
    expect(() => resolveTargets(['nope'])).toThrow(/unknown target nope; known: validators, client/);
  });
});

describe('generate', () => {
  it('hands a target only the parts of the model it declared', async () => {
    const model = fixtureModel();
    const seen: string[][] = [];
    const spy = defineTarget(
      { name: 'spy', description: 'x', reads: ['gaps', 'staticHeader'], dependsOn: [], outputs: ['x'] },
      (view) => {
        seen.push(Object.keys(view));
        return Promise.resolve([]);
      },
    );
    await spy.generate(viewOf(model, spy.config.reads));
    expect(seen).toEqual([['gaps', 'staticHeader']]);
  });

  it('writes every file of every target once, a DO-NOT-EDIT header on each owned .gen.ts file', async () => {
    const files = await generate({ model: fixtureModel() });
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    for (const file of files.filter((f) => f.path.endsWith('.gen.ts'))) {
      expect(file.content, file.path).toMatch(
        /^(\/\/ @ts-nocheck\n)?\/\/ DO NOT EDIT: this file is generated from the contract/,
      );
    }
    expect(files.filter((f) => f.kind === 'stub').every((f) => !f.path.endsWith('.gen.ts'))).toBe(true);
  });
});
