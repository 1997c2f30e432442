// The contract's examples: its REST bodies (spec/examples/rest/<name>.json), as the tests send them, and its events
// (spec/examples/events/<event>.<variant>.json), as the tests deliver them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

export interface EventExample {
  file: string;
  event: string;
  variant: string;
  payload: ExamplePayload;
}

/**
 * An example's payload as JSON, for tests to edit: its fields, and `data`, the object most events carry (absent from
 * the few that carry none, such as kycStatus and addApplicant).
 */
export interface ExamplePayload {
  [field: string]: unknown;
  data: Record<string, unknown>;
}

const folder = path.join(repoRoot, 'spec', 'examples', 'events');

/** A fresh copy of a REST example's value (`Application`, `CreateTenant`, ...), typed as the test says it is. */
export function restExample<T = unknown>(name: string): T {
  const file = path.join(repoRoot, 'spec', 'examples', 'rest', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { value: T }).value;
}

/** Every event example of the contract, by file name. */
export function eventExamples(): EventExample[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const [event, variant] = file.split('.') as [string, string];
      const example = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { payload: ExamplePayload };
      return { file, event, variant, payload: example.payload };
    });
}

/** A copy of the payload of an event's example (its first variant when none is named). */
export function eventExample(event: string, variant?: string): ExamplePayload {
  const found = eventExamples().find((e) => e.event === event && (!variant || e.variant === variant));
  if (!found) throw new Error(`no example ${event}.${variant}`);
  return structuredClone(found.payload);
}
