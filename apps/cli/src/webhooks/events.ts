// The events of the contract as trigger and list see them, and how to find one by name (with a suggestion).
import { contract, type ContractEvent, type EventExample } from '../contract.js';
import { UsageError } from '../errors.js';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export function findEvent(name: string): ContractEvent {
  const events = contract().events;
  const found = events.find((e) => e.name === name) ?? events.find((e) => e.name.toLowerCase() === name.toLowerCase());
  if (found) return found;
  const closest = [...events].sort((a, b) => distance(name, a.name) - distance(name, b.name))[0];
  throw new UsageError(
    `No event "${name}" in the contract.${closest && distance(name, closest.name) <= 4 ? ` Did you mean ${closest.name}?` : ''} "trs webhooks list" lists every event and its examples.`,
  );
}

/** The examples the provider could send as they are (not those that show tolerant reading). */
export function sendableExamples(event: ContractEvent): EventExample[] {
  return event.examples.filter((example) => !example.tolerantReader);
}

export function findExample(event: ContractEvent, name: string | undefined): EventExample {
  const sendable = sendableExamples(event);
  if (name === undefined) {
    const first = sendable[0];
    if (!first) throw new UsageError(`The contract has no example of ${event.name} that the provider could send.`);
    return first;
  }
  const example = event.examples.find((e) => e.name === name);
  if (!example)
    throw new UsageError(
      `${event.name} has no example "${name}"; its examples: ${sendable.map((e) => e.name).join(', ')}.`,
    );
  if (example.tolerantReader)
    throw new UsageError(
      `The example "${name}" of ${event.name} carries fields the provider never sends (it shows that receivers read tolerantly), so trigger does not send it. Choose one of: ${sendable.map((e) => e.name).join(', ')}.`,
    );
  return example;
}
