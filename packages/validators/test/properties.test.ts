// Property tests: json-schema-faker samples of every schema validate; the same samples with one required
// field removed do not.
import { closeObjects } from '@trs/spec/tools/strict-writer.mjs';
import { generate, registerFormat } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { validate, type ValidatorName } from '../src/index.js';
import type { JsonSchema } from '@trs/codegen/model';
import { dereference, model } from './contract.js';

registerFormat(
  'date',
  (random) =>
    `${random.int(1950, 2030)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
);

const SAMPLES = 8;
// The strict writer's form of an inlined schema (closeObjects also merges allOf object members, so the
// required list holds the inherited fields too).
const closed = (schema: JsonSchema) =>
  closeObjects(
    dereference(schema),
    () => undefined,
    (ref: string) => ref,
  );

function requiredAtRoot(schema: JsonSchema): string[] {
  const merged = closed(schema);
  return merged.type === 'object' || merged.properties ? [...new Set<string>(merged.required ?? [])] : [];
}

describe.each(model.validators.map((v) => [v.name, v] as const))('%s', (name, definition) => {
  // json-schema-faker's own schema type (mutable lists) for the same schema.
  const schema = (
    definition.role === 'request' ? closed(definition.schema) : dereference(definition.schema)
  ) as Parameters<typeof generate>[0];
  const run = validate[name as ValidatorName];

  it(`${SAMPLES} generated samples validate`, async () => {
    for (let seed = 1; seed <= SAMPLES; seed += 1) {
      const sample = await generate(schema, { seed, maxDepth: 6, optionalsProbability: 0.5 });
      const result = run(sample);
      expect(result.ok ? [] : result.issues, `seed ${seed}: ${JSON.stringify(sample)}`).toEqual([]);
    }
  });

  const required = requiredAtRoot(definition.schema);
  if (required.length === 0) return;
  it(`a sample missing any one of ${required.length} required field(s) is rejected, naming that field`, async () => {
    const sample = (await generate(schema, { seed: 7, maxDepth: 6 })) as Record<string, unknown>;
    for (const field of required) {
      const { [field]: _removed, ...rest } = sample;
      const result = run(rest);
      expect(result.ok, `without ${field}`).toBe(false);
      if (!result.ok)
        expect(result.issues).toContainEqual(expect.objectContaining({ pointer: `/${field}`, rule: 'required' }));
    }
  });
});
