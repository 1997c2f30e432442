// The messages of the AsyncAPI document with their dispatch rules, keys and delivery rules, checked.
import { fieldsOf, type FieldContext } from './fields.js';
import { gapsUnder, placeOf } from './gaps.js';
import { entriesOf, isJsonObject, listOf, objectOf, pointerOf } from '@trs/shared';
import { readSentFields } from './sent-fields.js';
import {
  componentName,
  ContractError,
  isPointer,
  pascalCase,
  resolveLocal,
  resolveObject,
  text,
  type Document,
} from './refs.js';
import type {
  Deduplication,
  DeliveryRules,
  Dispatch,
  DispatchCondition,
  DispatchRule,
  Example,
  Gap,
  JsonSchema,
  Message,
  MessageDeduplication,
  PendingResolution,
  StaticHeader,
} from './types.js';

export interface MessagesContext {
  asyncapi: Document;
  schemas: Readonly<Record<string, JsonSchema>>;
  gaps: readonly Gap[];
  fields: FieldContext;
}

function fail(pointer: string, problem: string): never {
  throw new ContractError('asyncapi', pointer, problem);
}

function readRules(asyncapi: Document, names: ReadonlySet<string>): { dispatch: Dispatch; ignored: Set<string> } {
  const raw = asyncapi['x-dispatch'];
  if (!isJsonObject(raw) || !Array.isArray(raw.rules)) fail('/x-dispatch', 'x-dispatch.rules is missing');
  const rules: DispatchRule[] = [];
  for (const [index, item] of raw.rules.entries()) {
    const at = `/x-dispatch/rules/${index}`;
    const rule = objectOf(item);
    if (typeof rule.byTopic === 'string') {
      if (!isPointer(rule.byTopic)) fail(at, 'byTopic must be a JSON pointer');
      if (index !== raw.rules.length - 1) fail(at, 'byTopic must be the last rule');
      rules.push({ byTopic: rule.byTopic });
      continue;
    }
    const message = rule.message;
    if (typeof message !== 'string' || !names.has(message))
      fail(at, `message ${JSON.stringify(message)} names no message`);
    if (!Array.isArray(rule.when) || rule.when.length === 0) fail(at, 'when must list conditions');
    const when = listOf(rule.when).map((item, c): DispatchCondition => {
      const cat = `${at}/when/${c}`;
      const condition = objectOf(item);
      if (!isPointer(condition.pointer)) fail(cat, 'pointer must be a JSON pointer');
      const kinds = ['matches', 'equals', 'present'].filter((k) => k in condition);
      if (kinds.length !== 1) fail(cat, 'needs exactly one of matches, equals, present');
      const { pointer, matches, equals, present } = condition;
      if ('matches' in condition) {
        if (typeof matches !== 'string') fail(cat, 'matches must be a regular expression');
        try {
          new RegExp(matches, 'u');
        } catch (error) {
          fail(cat, `matches is not a regular expression: ${(error as Error).message}`);
        }
      }
      if ('present' in condition && typeof present !== 'boolean') fail(cat, 'present must be a boolean');
      return {
        pointer,
        ...(typeof matches === 'string' ? { matches } : {}),
        ...('equals' in condition ? { equals } : {}),
        ...(typeof present === 'boolean' ? { present } : {}),
      };
    });
    rules.push({ message, when });
  }
  if (!rules.some((r) => 'byTopic' in r)) fail('/x-dispatch/rules', 'the last rule must be { byTopic: <pointer> }');
  const ignored = new Set<string>();
  for (const [index, name] of listOf(raw.ignored).entries()) {
    if (typeof name !== 'string' || !names.has(name))
      fail(`/x-dispatch/ignored/${index}`, `${JSON.stringify(name)} names no message`);
    ignored.add(name);
  }
  return {
    dispatch: { description: text(raw.description) ?? 'How a received payload is classified.', rules },
    ignored,
  };
}

/** Every property name a payload schema defines at its top level, through allOf and component references. */
function topLevelNames(
  schemas: Readonly<Record<string, JsonSchema>>,
  schema: JsonSchema | undefined,
  seen = new Set<JsonSchema>(),
): Set<string> {
  const names = new Set<string>();
  const resolved = componentName(schema) ? schemas[componentName(schema)!] : schema;
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return names;
  seen.add(resolved);
  for (const name of Object.keys(resolved.properties ?? {})) names.add(name);
  for (const name of resolved.required ?? []) names.add(name);
  for (const part of resolved.allOf ?? []) for (const n of topLevelNames(schemas, part, seen)) names.add(n);
  return names;
}

function pointers(value: unknown, where: string, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(where, `${what} must be a list of JSON pointers`);
  for (const pointer of value)
    if (!isPointer(pointer)) fail(where, `${what}: ${JSON.stringify(pointer)} is not a JSON pointer`);
  return value as string[];
}

/**
 * x-idempotency-key: a list of pointers (the content only), or { fields, distinguishedBy?, sequence?: { name, by },
 * advances? } (see x-dispatch.deduplication).
 */
function readIdempotencyKey(raw: unknown, where: string): { fields: string[]; deduplication: MessageDeduplication } {
  if (raw === undefined || Array.isArray(raw))
    return {
      fields: pointers(raw, where, 'x-idempotency-key'),
      deduplication: { distinguishedBy: [], sequence: null, advances: false },
    };
  if (!isJsonObject(raw)) fail(where, 'x-idempotency-key must be a list of JSON pointers or { fields, … }');
  const known = new Set(['fields', 'distinguishedBy', 'sequence', 'advances', 'description']);
  for (const key of Object.keys(raw))
    if (!known.has(key) && !key.startsWith('x-'))
      fail(`${where}/${key}`, `unknown member ${key}: use fields, distinguishedBy, sequence, advances`);
  const fields = pointers(raw.fields, `${where}/fields`, 'x-idempotency-key.fields');
  const distinguishedBy = pointers(raw.distinguishedBy, `${where}/distinguishedBy`, 'distinguishedBy');
  let sequence: MessageDeduplication['sequence'] = null;
  if (raw.sequence !== undefined) {
    const seq = raw.sequence;
    if (!isJsonObject(seq) || typeof seq.name !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(seq.name))
      fail(`${where}/sequence`, 'sequence must be { name: <identifier>, by: [JSON pointers] }');
    const by = pointers(seq.by, `${where}/sequence/by`, 'sequence.by');
    if (!by.length) fail(`${where}/sequence/by`, 'sequence.by must name the fields of its subject');
    sequence = { name: seq.name, by };
  }
  if (raw.advances !== undefined && typeof raw.advances !== 'boolean')
    fail(`${where}/advances`, 'advances must be a boolean');
  if (raw.advances === true && !sequence) fail(`${where}/advances`, 'advances needs a sequence to move on');
  return { fields, deduplication: { distinguishedBy, sequence, advances: raw.advances === true } };
}

/** Message name → the tags of the AsyncAPI operations that send it. */
function tagsByMessage(asyncapi: Document, entries: readonly (readonly [string, unknown])[]): Map<string, string[]> {
  const nameOf = new Map(entries.map(([name, message]) => [message, name]));
  const tags = new Map<string, string[]>();
  for (const operation of Object.values(objectOf(asyncapi.operations)).map(objectOf)) {
    const operationTags = listOf(operation.tags)
      .map((tag) => text(resolveObject(asyncapi, tag).name))
      .filter((tag): tag is string => tag !== null);
    for (const raw of listOf(operation.messages)) {
      const name = nameOf.get(resolveLocal(asyncapi, raw));
      if (name) tags.set(name, [...new Set([...(tags.get(name) ?? []), ...operationTags])]);
    }
  }
  return tags;
}

export function readMessages(context: MessagesContext): { messages: Omit<Message, 'raisedBy'>[]; dispatch: Dispatch } {
  const { asyncapi } = context;
  const entries = entriesOf(objectOf(asyncapi.components).messages).map(
    ([name, raw]) => [name, resolveObject(asyncapi, raw)] as const,
  );
  const names = new Set(entries.map(([name]) => name));
  const tags = tagsByMessage(asyncapi, entries);
  const { dispatch, ignored } = readRules(asyncapi, names);
  const byTopic = dispatch.rules.find((r): r is { byTopic: string } => 'byTopic' in r)!;
  const topics = new Map<string, string>();
  const messages = entries.map(([name, message]): Omit<Message, 'raisedBy'> => {
    const where = pointerOf('components', 'messages', name);
    if (!isJsonObject(message.payload)) fail(where, 'a message needs a payload schema');
    // A schema: the spec's lint checks it.
    const payload = message.payload as JsonSchema;
    const topic: unknown = message['x-topic'];
    if (topic !== undefined && typeof topic !== 'string') fail(`${where}/x-topic`, 'x-topic must be a string');
    if (typeof topic === 'string') {
      if (topics.has(topic))
        fail(`${where}/x-topic`, `topic ${topic} is carried by both ${topics.get(topic)} and ${name}`);
      topics.set(topic, name);
    }
    const { fields: idempotencyKey, deduplication } = readIdempotencyKey(
      message['x-idempotency-key'],
      `${where}/x-idempotency-key`,
    );
    if (!idempotencyKey.length) {
      fail(
        where,
        `${name} has no x-idempotency-key: list the pointers whose values identify one event (provider spec 6.1.6)`,
      );
    }
    const orderingKey = pointers(message['x-ordering-key'], `${where}/x-ordering-key`, 'x-ordering-key');
    const defined = topLevelNames(context.schemas, payload);
    for (const pointer of orderingKey) {
      if (!defined.has(pointer.slice(1).split('/')[0]!))
        fail(`${where}/x-ordering-key`, `${pointer} is not a field of its payload`);
    }
    const resolvesPending = readResolvesPending(message['x-resolves-pending'], `${where}/x-resolves-pending`, defined);
    const tenancyOfApplicant = readTenancyOfApplicant(
      message['x-tenancy-of-applicant'],
      `${where}/x-tenancy-of-applicant`,
      defined,
    );
    const isIgnored = ignored.has(name) || message['x-ignored'] === true;
    if (!isIgnored && !orderingKey.length) {
      fail(
        where,
        `${name} has no x-ordering-key: name the field of its tenancy (or check) whose events are handled in order`,
      );
    }
    const rule = dispatch.rules.find((r) => 'message' in r && r.message === name);
    // A message with a topic is recognised by it first; a rule may recognise it too (a payload without a topic).
    const recognised =
      typeof topic === 'string'
        ? { kind: 'topic' as const, pointer: byTopic.byTopic, topic }
        : rule && 'when' in rule
          ? { kind: 'rule' as const, when: rule.when }
          : fail(where, `${name} is never recognised: give it an x-topic or an x-dispatch rule`);
    const tolerant: unknown = message['x-tolerant-reader-examples'] ?? [];
    if (!Array.isArray(tolerant) || tolerant.some((n) => typeof n !== 'string')) {
      fail(`${where}/x-tolerant-reader-examples`, 'x-tolerant-reader-examples must list example names');
    }
    const examples: Example[] = listOf(message.examples).map((raw, index) => {
      const example = resolveObject(asyncapi, raw);
      const exampleName = text(example.name) ?? `example${index + 1}`;
      return {
        name: exampleName,
        summary: text(example.summary),
        value: example.payload,
        tolerantReader: (tolerant as string[]).includes(exampleName),
      };
    });
    for (const exampleName of tolerant as string[]) {
      if (!examples.some((e) => e.name === exampleName)) {
        fail(`${where}/x-tolerant-reader-examples`, `${exampleName} names no example of ${name}`);
      }
    }
    const fields = fieldsOf(context.fields, payload);
    return {
      name,
      title: text(message.title) ?? name,
      summary: text(message.summary) ?? text(message.title) ?? name,
      description: text(message.description),
      payload,
      validator: text(payload.title) ?? `${pascalCase(name)}Event`,
      fields,
      sentFields: readSentFields(message['x-sent-fields'], `${where}/x-sent-fields`, fields),
      examples,
      topic: typeof topic === 'string' ? topic : null,
      dispatch: recognised,
      idempotencyKey,
      deduplication,
      orderingKey,
      ignored: isIgnored,
      resolvesPending,
      tenancyOfApplicant,
      gaps: gapsUnder(context.gaps, 'asyncapi', [where]),
      tags: tags.get(name) ?? [],
      place: placeOf('asyncapi', asyncapi, where),
    };
  });
  return { messages, dispatch };
}

/** x-dispatch.deduplication: the redelivery horizon, checked against the provider's retry span (x-delivery). */
export function readDeduplication(context: MessagesContext): Deduplication {
  const raw = objectOf(context.asyncapi['x-dispatch']).deduplication;
  const where = '/x-dispatch/deduplication';
  if (!isJsonObject(raw)) fail(where, 'x-dispatch.deduplication (the redelivery horizon) is missing');
  const horizon = raw.redeliveryHorizonSeconds;
  if (typeof horizon !== 'number' || !Number.isInteger(horizon) || horizon <= 0)
    fail(`${where}/redeliveryHorizonSeconds`, 'redeliveryHorizonSeconds must be a positive whole number of seconds');
  const span = retrySpanSeconds(context.asyncapi['x-delivery']);
  if (span !== null && horizon < span)
    fail(
      `${where}/redeliveryHorizonSeconds`,
      `${horizon} s is shorter than the provider's retry span of ${span} s (x-delivery): a late redelivery would be taken for a new event`,
    );
  return {
    description: text(raw.description) ?? 'How a redelivery is told from a new event.',
    redeliveryHorizonSeconds: horizon,
  };
}

/** The longest time between the first and the last request of one payload, by x-delivery (null if it cannot say). */
export function retrySpanSeconds(raw: unknown): number | null {
  const delivery = objectOf(raw);
  const inner = objectOf(delivery.innerRetries);
  const seconds = (value: unknown) => (typeof value === 'number' ? value : 0);
  const attempts = delivery.totalAttempts;
  const timeout = Math.max(seconds(delivery.firstAttemptTimeoutSeconds), seconds(delivery.retryAttemptTimeoutSeconds));
  const interval = delivery.retryIntervalSeconds;
  const requests = 1 + seconds(inner.maxRetries);
  const delay = seconds(inner.delaySeconds);
  if (typeof attempts !== 'number' || typeof interval !== 'number') return null;
  const attemptSeconds = requests * timeout + (requests - 1) * delay;
  return attempts * attemptSeconds + (attempts - 1) * interval;
}

/** x-delivery: the provider's delivery rules. Prose stays prose; the rest is data for the sender and the docs. */
export function readDelivery(context: MessagesContext): DeliveryRules {
  const raw = context.asyncapi['x-delivery'];
  if (!isJsonObject(raw)) fail('/x-delivery', 'x-delivery (the provider delivery rules, 3.4 and 6.1) is missing');
  const { description, fanOut } = raw;
  const prose = new Set(['description', 'fanOut', 'x-gap', 'x-assumption']);
  const rules = Object.fromEntries(Object.entries(raw).filter(([key]) => !prose.has(key)));
  if (typeof fanOut !== 'string') fail('/x-delivery/fanOut', 'fanOut must say, in words, how several URLs are called');
  return {
    description: text(description) ?? 'Delivery rules.',
    fanOut: text(fanOut)!,
    rules,
    gaps: gapsUnder(context.gaps, 'asyncapi', ['/x-delivery']),
  };
}

export function readStaticHeader(context: MessagesContext): StaticHeader {
  const { asyncapi } = context;
  const scheme = resolveObject(asyncapi, objectOf(objectOf(asyncapi.components).securitySchemes).staticHeader);
  if (scheme.type !== 'httpApiKey' || scheme.in !== 'header' || typeof scheme.name !== 'string') {
    fail('/components/securitySchemes/staticHeader', 'must be an httpApiKey in a header, with its default name');
  }
  return { name: scheme.name, description: text(scheme.description) };
}

/** x-resolves-pending: a list of { operation, requestField, eventField, reference }, pointers into the payload. */
function readResolvesPending(raw: unknown, where: string, defined: Set<string>): PendingResolution[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw))
    fail(where, 'x-resolves-pending must list { operation, requestField, eventField, reference }');
  return raw.map((entry: unknown, index) => {
    const at = `${where}/${index}`;
    if (!isJsonObject(entry)) fail(at, 'an entry is { operation, requestField, eventField, reference }');
    const { operation, requestField, eventField, reference } = entry;
    if (typeof operation !== 'string' || !/^[A-Za-z_]\w*$/.test(operation))
      fail(`${at}/operation`, 'operation must be an operationId');
    for (const [key, value] of Object.entries({ requestField, eventField, reference })) {
      if (typeof value !== 'string' || !value.startsWith('/'))
        fail(`${at}/${key}`, `${key} must be a JSON pointer (/Field)`);
      if (key !== 'requestField' && !defined.has(value.slice(1).split('/')[0]!))
        fail(`${at}/${key}`, `${value} is not a field of its payload`);
    }
    return {
      operation,
      requestField: requestField as string,
      eventField: eventField as string,
      reference: reference as string,
    };
  });
}

/** x-tenancy-of-applicant: the pointer of the payload's applicant reference, whose tenancy the journal knows. */
function readTenancyOfApplicant(raw: unknown, where: string, defined: Set<string>): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !raw.startsWith('/'))
    fail(where, 'x-tenancy-of-applicant must be a JSON pointer (/ReferenceNo) to the applicant reference');
  if (!defined.has(raw.slice(1).split('/')[0]!)) fail(where, `${raw} is not a field of its payload`);
  return raw;
}
