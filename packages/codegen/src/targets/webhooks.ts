// @trs/webhooks: what the receiver needs from the AsyncAPI document, as typed data. Event names, topics, the
// dispatch rules (x-dispatch), each message's idempotency key (x-idempotency-key), the provider's delivery rules
// (x-delivery) and the static header's default name (securitySchemes.staticHeader). Nothing here is typed by hand
// in the receiver: a new topic or a changed key in spec/ reaches it through this file.
import type { Contract, JsonSchema } from '../contract.js';
import { generatedHeader } from '../header.js';
import type { GeneratedFile } from '../write.js';

const GENERATOR = 'targets/webhooks.ts';
const OUTPUT = 'packages/webhooks/src/contract.gen.ts';

type Condition = { pointer: string; matches?: string; equals?: unknown; present?: boolean };
type Rule = { message: string; when: Condition[] } | { byTopic: string };

const literal = (value: unknown) => JSON.stringify(value, null, 2);

function fail(message: string): never {
  throw new Error(`asyncapi.json: ${message} (packages/codegen/src/targets/webhooks.ts)`);
}

function isPointer(value: unknown): value is string {
  return typeof value === 'string' && (value === '' || value.startsWith('/'));
}

function checkRules(contract: Contract): Rule[] {
  const dispatch = contract.asyncapi['x-dispatch'];
  if (!dispatch || !Array.isArray(dispatch.rules)) fail('root x-dispatch.rules is missing');
  const names = new Set(contract.events.map((e) => e.name));
  const rules: Rule[] = [];
  for (const [index, rule] of (dispatch.rules as any[]).entries()) {
    if (typeof rule?.byTopic === 'string') {
      if (!isPointer(rule.byTopic)) fail(`x-dispatch.rules[${index}].byTopic must be a JSON pointer`);
      if (index !== dispatch.rules.length - 1) fail(`x-dispatch.rules[${index}]: byTopic must be the last rule`);
      rules.push({ byTopic: rule.byTopic });
      continue;
    }
    if (!names.has(rule?.message))
      fail(`x-dispatch.rules[${index}].message ${JSON.stringify(rule?.message)} names no message`);
    if (!Array.isArray(rule.when) || rule.when.length === 0)
      fail(`x-dispatch.rules[${index}].when must list conditions`);
    const when: Condition[] = rule.when.map((condition: any, c: number) => {
      if (!isPointer(condition?.pointer)) fail(`x-dispatch.rules[${index}].when[${c}].pointer must be a JSON pointer`);
      const kinds = ['matches', 'equals', 'present'].filter((k) => k in condition);
      if (kinds.length !== 1)
        fail(`x-dispatch.rules[${index}].when[${c}] needs exactly one of matches, equals, present`);
      if ('matches' in condition) {
        try {
          new RegExp(condition.matches, 'u');
        } catch (error) {
          fail(
            `x-dispatch.rules[${index}].when[${c}].matches is not a regular expression: ${(error as Error).message}`,
          );
        }
      }
      if ('present' in condition && typeof condition.present !== 'boolean')
        fail(`x-dispatch.rules[${index}].when[${c}].present must be a boolean`);
      return {
        pointer: condition.pointer,
        ...('matches' in condition ? { matches: condition.matches } : {}),
        ...('equals' in condition ? { equals: condition.equals } : {}),
        ...('present' in condition ? { present: condition.present } : {}),
      };
    });
    rules.push({ message: rule.message, when });
  }
  if (!rules.some((r) => 'byTopic' in r)) fail('x-dispatch.rules has no final byTopic rule');
  return rules;
}

/** Every property name a payload schema defines, through allOf and component references. */
function definedProperties(
  contract: Contract,
  schema: JsonSchema | undefined,
  seen = new Set<JsonSchema>(),
): Set<string> {
  const names = new Set<string>();
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return names;
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    const name = decodeURIComponent(schema.$ref.replace('#/components/schemas/', ''));
    for (const n of definedProperties(contract, contract.components[name], seen)) names.add(n);
  }
  for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  for (const name of schema.required ?? []) names.add(name);
  for (const part of schema.allOf ?? []) for (const n of definedProperties(contract, part, seen)) names.add(n);
  return names;
}

export async function generateWebhooks(contract: Contract): Promise<GeneratedFile[]> {
  const rules = checkRules(contract);
  const asyncapi = contract.asyncapi;
  const messages = asyncapi.components?.messages ?? {};
  const events = contract.events;
  const ignored = events.filter((e) => e.ignored).map((e) => e.name);
  const dispatched = events.filter((e) => !e.ignored).map((e) => e.name);

  const topics: Record<string, string> = {};
  for (const event of events) {
    if (!event.topic) continue;
    if (topics[event.topic]) fail(`topic ${event.topic} is carried by both ${topics[event.topic]} and ${event.name}`);
    topics[event.topic] = event.name;
  }

  const keys: Record<string, string[]> = {};
  const ordering: Record<string, string[]> = {};
  for (const event of events) {
    if (!event.idempotencyKey.length) fail(`components.messages.${event.name} has no x-idempotency-key`);
    for (const pointer of event.idempotencyKey)
      if (!isPointer(pointer))
        fail(`components.messages.${event.name}.x-idempotency-key: ${pointer} is not a JSON pointer`);
    keys[event.name] = event.idempotencyKey;
    for (const pointer of event.orderingKey) {
      if (!isPointer(pointer))
        fail(`components.messages.${event.name}.x-ordering-key: ${pointer} is not a JSON pointer`);
      if (!definedProperties(contract, messages[event.name]?.payload).has(pointer.slice(1).split('/')[0]!)) {
        fail(`components.messages.${event.name}.x-ordering-key: ${pointer} is not a field of its payload`);
      }
    }
    if (!event.ignored && !event.orderingKey.length) fail(`components.messages.${event.name} has no x-ordering-key`);
    ordering[event.name] = event.orderingKey;
  }

  const delivery = asyncapi['x-delivery'];
  if (!delivery) fail('root x-delivery is missing');
  const { description: _d, 'x-gap': _g, 'x-assumption': _a, fanOut: _f, ...deliveryData } = delivery;

  const scheme = asyncapi.components?.securitySchemes?.staticHeader;
  if (scheme?.type !== 'httpApiKey' || scheme.in !== 'header' || typeof scheme.name !== 'string') {
    fail('components.securitySchemes.staticHeader must be an httpApiKey in a header');
  }

  const summaries = Object.fromEntries(events.map((e) => [e.name, e.summary]));

  const content = [
    generatedHeader(GENERATOR),
    "import type { EventName } from '@trs/validators';",
    "import type { DispatchRule } from './dispatch-types.js';",
    '',
    '/** Every message of the AsyncAPI document, dispatched or ignored. */',
    `export const eventNames = ${literal(events.map((e) => e.name))} as const satisfies readonly EventName[];`,
    '',
    '/** The messages a receiver dispatches to handlers: the topics, kycStatus and reportAvailable. */',
    `export const dispatchedEventNames = ${literal(dispatched)} as const satisfies readonly EventName[];`,
    'export type DispatchedEventName = (typeof dispatchedEventNames)[number];',
    '',
    '/** Messages recorded as ignored, never dispatched (x-dispatch.ignored, x-ignored). */',
    `export const ignoredEventNames = ${literal(ignored)} as const satisfies readonly EventName[];`,
    'export type IgnoredEventName = (typeof ignoredEventNames)[number];',
    '',
    '/** topic value → message name (x-topic). */',
    `export const topics: Readonly<Record<string, DispatchedEventName>> = ${literal(topics)};`,
    '',
    `/** ${String(asyncapi['x-dispatch'].description ?? 'How a payload is classified.').replace(/\*\//g, '* /')} */`,
    `export const dispatchRules: readonly DispatchRule<EventName>[] = ${literal(rules)};`,
    '',
    '/** Per message: the JSON pointers whose values identify one event (x-idempotency-key). Absent pointers count as absent. */',
    `export const idempotencyKeys: Readonly<Record<EventName, readonly string[]>> = ${literal(keys)};`,
    '',
    '/**',
    ' * Per message: the pointers of the fields that name its tenancy (applicationRef; KYCid for KYC), in order of',
    " * preference. Events of one tenancy are handled in order of receipt. From each message's x-ordering-key.",
    ' */',
    `export const orderingKeys: Readonly<Record<EventName, readonly string[]>> = ${literal(ordering)};`,
    '',
    "/** The provider's delivery rules (x-delivery; provider spec 3.4, 6.1, 8). */",
    `export const deliveryRules = ${literal(deliveryData)} as const;`,
    '',
    '/** The static header the provider sends on every delivery (securitySchemes.staticHeader); the name is configurable. */',
    `export const staticHeader = ${literal({ defaultName: scheme.name })} as const;`,
    '',
    '/** One line per message, from its summary. */',
    `export const eventSummaries: Readonly<Record<EventName, string>> = ${literal(summaries)};`,
    '',
  ].join('\n');
  return [{ path: OUTPUT, content }];
}
