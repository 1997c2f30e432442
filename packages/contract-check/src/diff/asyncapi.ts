// Rules over the structure of two AsyncAPI 3 documents: operations (and their action), channels, messages, content
// types, topics, security and servers; payloads and headers are compared by SchemaComparer in the direction of the
// operation: a `send` message is what receivers get, a `receive` message what clients send.
import type { Direction, Finding, Usage } from './model.js';
import { TOLERANT_READER_NOTE } from './model.js';
import { entriesOf, isJsonObject, listOf, objectOf, type JsonObject } from '@trs/shared';
import { child, equal, get, holdsObject, resolve, tokens, type Located } from './pointer.js';
import { compareSecuritySchemes, compareServers } from './openapi.js';
import { SchemaComparer } from './schema.js';

interface Message {
  name: string;
  located: Located;
  /** The channel's entry for the message, which the operation references. */
  entry?: string;
}

interface Operation {
  key: string;
  pointer: string;
  node: JsonObject;
  direction: Direction;
  channel?: Located<JsonObject>;
  messages: Map<string, Message>;
}

const directionOf = (action: unknown): Direction => (action === 'receive' ? 'sent' : 'received');

/** A member of a message (`payload`, `contentType`, `x-topic`...), undefined where the message is not an object. */
const partOf = (message: Message, part: string): unknown => objectOf(message.located.node)[part];

function topicOf(message: Located): string | undefined {
  const node = objectOf(message.node);
  if (typeof node['x-topic'] === 'string') return node['x-topic'];
  const topic = objectOf(get(node, '#/payload/properties/topic'));
  return typeof topic.const === 'string' ? topic.const : undefined;
}

export function asyncapiOperations(document: unknown): Map<string, Operation> {
  const result = new Map<string, Operation>();
  for (const [key, raw] of entriesOf(objectOf(document).operations)) {
    const operation = resolve(document, { node: raw, pointer: child('#/operations', key) });
    if (!isJsonObject(operation.node)) continue;
    const channel = resolve(document, { node: operation.node.channel, pointer: child(operation.pointer, 'channel') });
    const messages = new Map<string, Message>();
    listOf(operation.node.messages).forEach((ref, index) => {
      const located = resolve(document, { node: ref, pointer: child(operation.pointer, 'messages', index) });
      const entry = objectOf(ref).$ref;
      const refTokens = typeof entry === 'string' ? tokens(entry) : [];
      const ownName = objectOf(located.node).name;
      const name = refTokens.at(-1) ?? (typeof ownName === 'string' ? ownName : String(index));
      messages.set(name, { name, located, ...(typeof entry === 'string' ? { entry } : {}) });
    });
    result.set(key, {
      key,
      pointer: operation.pointer,
      node: operation.node,
      direction: directionOf(operation.node.action),
      ...(holdsObject(channel) ? { channel } : {}),
      messages,
    });
  }
  return result;
}

export function asyncapiUsages(document: unknown): { usage: Usage; schema: Located }[] {
  const list: { usage: Usage; schema: Located }[] = [];
  for (const operation of asyncapiOperations(document).values()) {
    for (const message of operation.messages.values()) {
      for (const part of ['payload', 'headers'] as const) {
        const schema = partOf(message, part);
        if (schema === undefined) continue;
        const pointer = child(message.located.pointer, part);
        list.push({
          usage: {
            subject: `message ${message.name} (${operation.key})`,
            part,
            direction: operation.direction,
            pointer,
          },
          schema: { node: schema, pointer },
        });
      }
    }
  }
  return list;
}

export function compareAsyncapi(
  base: unknown,
  head: unknown,
): { findings: Finding[]; compared: SchemaComparer['compared'] } {
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  const schemas = new SchemaComparer({ base, head });
  const before = asyncapiOperations(base);
  const after = asyncapiOperations(head);
  const usage = (operation: Operation, message: Message | undefined, part: string, pointer: string): Usage => ({
    subject: message ? `message ${message.name} (${operation.key})` : `operation ${operation.key}`,
    part,
    direction: operation.direction,
    pointer,
  });
  const messageAdded = (operation: Operation, message: Message) => {
    const topic = topicOf(message.located);
    add({
      rule: 'message-added',
      severity: 'non-breaking',
      message: `New message ${message.name}${topic ? ` (topic ${topic})` : ''}.`,
      pointer: message.located.pointer,
      side: 'head',
      usage: usage(operation, message, 'message', message.located.pointer),
      ...(operation.direction === 'received' ? { note: TOLERANT_READER_NOTE } : {}),
      ...(message.entry ? { explains: [message.entry] } : {}),
    });
  };

  for (const [key, operation] of before) {
    if (after.has(key)) continue;
    add({
      rule: 'operation-removed',
      severity: 'breaking',
      message: `Operation ${key} removed.`,
      pointer: operation.pointer,
      side: 'base',
      usage: usage(operation, undefined, 'operation', operation.pointer),
    });
    for (const message of operation.messages.values()) {
      add({
        rule: 'message-removed',
        severity: 'breaking',
        message: `Message ${message.name} is no longer ${operation.direction === 'received' ? 'sent' : 'received'}.`,
        pointer: message.located.pointer,
        side: 'base',
        usage: usage(operation, message, 'message', message.located.pointer),
        ...(message.entry ? { explains: [message.entry] } : {}),
      });
    }
  }
  for (const [key, operation] of after) {
    const old = before.get(key);
    if (!old) {
      add({
        rule: 'operation-added',
        severity: 'non-breaking',
        message: `New operation ${key} (${String(operation.node.action)}).`,
        pointer: operation.pointer,
        side: 'head',
        usage: usage(operation, undefined, 'operation', operation.pointer),
      });
      for (const message of operation.messages.values()) messageAdded(operation, message);
      continue;
    }
    if (old.node.action !== operation.node.action) {
      add({
        rule: 'operation-action-changed',
        severity: 'breaking',
        message: `Action changed from ${String(old.node.action)} to ${String(operation.node.action)}: the data now flows the other way.`,
        pointer: child(operation.pointer, 'action'),
        side: 'head',
        usage: usage(operation, undefined, 'operation', operation.pointer),
      });
      continue;
    }
    if (old.channel && operation.channel && old.channel.node.address !== operation.channel.node.address) {
      add({
        rule: 'channel-address-changed',
        severity: 'breaking',
        message: `Channel address changed from ${JSON.stringify(old.channel.node.address)} to ${JSON.stringify(operation.channel.node.address)}.`,
        pointer: child(operation.channel.pointer, 'address'),
        side: 'head',
        usage: usage(operation, undefined, 'operation', operation.pointer),
      });
    }
    for (const [name, message] of old.messages) {
      const now = operation.messages.get(name);
      if (!now) {
        add({
          rule: 'message-removed',
          severity: 'breaking',
          message: `Message ${name} is no longer ${operation.direction === 'received' ? 'sent' : 'received'} by ${key}.`,
          pointer: message.located.pointer,
          side: 'base',
          usage: usage(operation, message, 'message', message.located.pointer),
          ...(message.entry ? { explains: [message.entry] } : {}),
        });
        continue;
      }
      const messageUsage = usage(operation, now, 'message', now.located.pointer);
      const contentType = (document: unknown, m: Message) =>
        partOf(m, 'contentType') ?? objectOf(document).defaultContentType;
      if (contentType(base, message) !== contentType(head, now)) {
        add({
          rule: 'message-content-type-changed',
          severity: 'breaking',
          message: `Content type changed from ${String(contentType(base, message))} to ${String(contentType(head, now))}.`,
          pointer: child(now.located.pointer, 'contentType'),
          side: 'head',
          usage: messageUsage,
        });
      }
      if (partOf(message, 'x-topic') !== partOf(now, 'x-topic')) {
        add({
          rule: 'message-topic-changed',
          severity: 'breaking',
          message: `Topic changed from ${String(partOf(message, 'x-topic'))} to ${String(partOf(now, 'x-topic'))}: receivers built from the old contract no longer recognise it.`,
          pointer: child(now.located.pointer, 'x-topic'),
          side: 'head',
          usage: messageUsage,
        });
      }
      for (const part of ['payload', 'headers'] as const) {
        const b = partOf(message, part);
        const a = partOf(now, part);
        if (b === undefined || a === undefined) {
          if (!equal(b, a)) {
            const pointer = child((a === undefined ? message : now).located.pointer, part);
            const partUsage = usage(operation, now, part, pointer);
            if (operation.direction === 'received') {
              add(
                a === undefined
                  ? {
                      rule: 'received-property-removed',
                      severity: 'breaking',
                      message: `Message ${part} removed.`,
                      pointer,
                      side: 'base',
                      usage: partUsage,
                    }
                  : {
                      rule: 'received-property-added',
                      severity: 'non-breaking',
                      message: `Message ${part} added.`,
                      pointer,
                      side: 'head',
                      usage: partUsage,
                    },
              );
            } else {
              add(
                a === undefined
                  ? {
                      rule: 'sent-property-removed',
                      severity: 'breaking',
                      message: `Message ${part} removed.`,
                      pointer,
                      side: 'base',
                      usage: partUsage,
                    }
                  : {
                      rule: 'sent-required-added',
                      severity: 'breaking',
                      message: `Message ${part} added.`,
                      pointer,
                      side: 'head',
                      usage: partUsage,
                    },
              );
            }
          }
          continue;
        }
        const headPointer = child(now.located.pointer, part);
        const partUsage = usage(operation, now, part, headPointer);
        for (const finding of schemas.compare(
          { node: b, pointer: child(message.located.pointer, part) },
          { node: a, pointer: headPointer },
          operation.direction,
        )) {
          findings.push({ ...finding, usage: partUsage });
        }
      }
    }
    for (const [name, message] of operation.messages) {
      if (!old.messages.has(name)) messageAdded(operation, message);
    }
  }
  compareSecuritySchemes(base, head, add);
  compareServers(base, head, add);
  return { findings, compared: schemas.compared };
}
