// How an operation command prints the answer. One rule for every command: --json prints the contract's answer as
// the service sent it (nothing when the answer has no body); plain output is for people: the reference a call
// creates, one line per list entry (a report type with its product), or the answer as indented "key: value" lines.
import { printable } from '@trs/validators';
import type { CommandContext } from '../command.js';
import { reportProduct } from '../contract.js';
import { describeValue } from '../input.js';
import type { OperationCommandSpec } from './spec.js';

function valueAt(answer: unknown, pointer: string): unknown {
  if (pointer === '') return answer;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      answer,
    );
}

const scalar = (value: unknown) => printable(typeof value === 'string' ? value : JSON.stringify(value));

/** A list entry on one line: its Id (a branch), then its other fields as key=value. */
function entryLine(entry: unknown): string {
  if (entry === null || typeof entry !== 'object') return scalar(entry);
  const { Id, ...rest } = entry as Record<string, unknown>;
  const fields = Object.entries(rest).map(([key, value]) => `${printable(key)}=${scalar(value)}`);
  return [Id === undefined ? null : scalar(Id), ...fields].filter((part) => part !== null).join('\t');
}

export function printJsonAnswer(spec: OperationCommandSpec, answer: unknown, context: CommandContext): void {
  if (spec.returns !== null) {
    context.out(scalar(valueAt(answer, spec.returns)));
    return;
  }
  if (spec.answerValidator === 'ReportTypeList' && Array.isArray(answer)) {
    for (const type of answer) context.out(`${scalar(type)}\t${reportProduct(type as number)}`);
    return;
  }
  if (Array.isArray(answer)) {
    const flat = answer.every((entry) => entry === null || typeof entry !== 'object' || 'Id' in entry);
    answer.forEach((entry, index) => {
      if (flat) return context.out(entryLine(entry));
      if (index) context.out();
      describeValue(entry).forEach((line) => context.out(line));
    });
    return;
  }
  describeValue(answer).forEach((line) => context.out(line));
}

/** The sentence of an answer without a body: the command's own, else the operation's summary. */
export function doneSentence(spec: OperationCommandSpec, parameters: Record<string, string | number>): string {
  if (spec.done) return spec.done.replace(/\{(\w+)\}/g, (whole, name: string) => String(parameters[name] ?? whole));
  const where = Object.values(parameters).join(' ');
  return `Done: ${spec.summary.charAt(0).toLowerCase()}${spec.summary.slice(1)}${where ? ` (${where})` : ''}.`;
}
