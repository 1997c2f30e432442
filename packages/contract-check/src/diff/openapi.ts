// Rules over the structure of two OpenAPI documents: operations, parameters, bodies, responses, headers, media
// types, security and servers; the schemas of each are compared by SchemaComparer in the direction of their data.
import type { Direction, Finding, Usage } from './model.js';
import { entriesOf, isJsonObject, listOf, objectOf, type JsonObject } from '@trs/shared';
import { child, equal, get, holdsObject, locate, resolve, textOf, type Located } from './pointer.js';
import { SchemaComparer } from './schema.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  method: string;
  path: string;
  pointer: string;
  node: JsonObject;
  subject: string;
  parameters: Map<string, Located<JsonObject>>;
}

const parameterKey = (parameter: JsonObject) =>
  `${String(parameter.in)} ${parameter.in === 'header' ? String(parameter.name).toLowerCase() : String(parameter.name)}`;

/** How a parameter is named in messages: `parameter query page`. */
const parameterPart = (parameter: JsonObject) => `parameter ${String(parameter.in)} ${String(parameter.name)}`;

/** Every operation, keyed by method and path with parameter names blanked (`GET /a/{}`), so a renamed path
 * parameter is the same operation with a parameter removed and another added. */
export function openapiOperations(document: unknown): Map<string, Operation> {
  const result = new Map<string, Operation>();
  for (const [path, rawItem] of entriesOf(objectOf(document).paths)) {
    const item = resolve(document, { node: rawItem, pointer: child('#/paths', path) });
    if (!holdsObject(item)) continue;
    for (const method of METHODS) {
      const node = item.node[method];
      if (!isJsonObject(node)) continue;
      const pointer = child(item.pointer, method);
      const parameters = new Map<string, Located<JsonObject>>();
      const collect = (list: unknown, listPointer: string) =>
        listOf(list).forEach((raw, index) => {
          const parameter = resolve(document, { node: raw, pointer: child(listPointer, index) });
          if (holdsObject(parameter)) parameters.set(parameterKey(parameter.node), parameter);
        });
      collect(item.node.parameters, child(item.pointer, 'parameters'));
      collect(node.parameters, child(pointer, 'parameters'));
      const id = typeof node.operationId === 'string' ? ` (${node.operationId})` : '';
      result.set(`${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`, {
        method,
        path,
        pointer,
        node,
        subject: `${method.toUpperCase()} ${path}${id}`,
        parameters,
      });
    }
  }
  return result;
}

/** Every usage (a place that carries data) of an OpenAPI document, with the schema located at it. */
export function openapiUsages(document: unknown): { usage: Usage; schema: Located }[] {
  const list: { usage: Usage; schema: Located }[] = [];
  for (const operation of openapiOperations(document).values()) {
    for (const parameter of operation.parameters.values()) {
      if (parameter.node.schema === undefined) continue;
      const pointer = child(parameter.pointer, 'schema');
      list.push({
        usage: {
          subject: operation.subject,
          part: parameterPart(parameter.node),
          direction: 'sent',
          pointer,
        },
        schema: { node: parameter.node.schema, pointer },
      });
    }
    const body = resolve(document, {
      node: operation.node.requestBody,
      pointer: child(operation.pointer, 'requestBody'),
    });
    for (const [type, media] of entriesOf(isJsonObject(body.node) ? body.node.content : undefined)) {
      if (!isJsonObject(media) || media.schema === undefined) continue;
      const pointer = child(body.pointer, 'content', type, 'schema');
      list.push({
        usage: { subject: operation.subject, part: `request body ${type}`, direction: 'sent', pointer },
        schema: { node: media.schema, pointer },
      });
    }
    for (const [status, raw] of entriesOf(operation.node.responses)) {
      const response = resolve(document, { node: raw, pointer: child(operation.pointer, 'responses', status) });
      if (!isJsonObject(response.node)) continue;
      for (const [name, rawHeader] of entriesOf(response.node.headers)) {
        const header = resolve(document, { node: rawHeader, pointer: child(response.pointer, 'headers', name) });
        if (!isJsonObject(header.node) || header.node.schema === undefined) continue;
        const pointer = child(header.pointer, 'schema');
        list.push({
          usage: {
            subject: operation.subject,
            part: `response ${status} header ${name}`,
            direction: 'received',
            pointer,
          },
          schema: { node: header.node.schema, pointer },
        });
      }
      for (const [type, media] of entriesOf(response.node.content)) {
        if (!isJsonObject(media) || media.schema === undefined) continue;
        const pointer = child(response.pointer, 'content', type, 'schema');
        list.push({
          usage: { subject: operation.subject, part: `response ${status} ${type}`, direction: 'received', pointer },
          schema: { node: media.schema, pointer },
        });
      }
    }
  }
  return list;
}

export function compareOpenapi(
  base: unknown,
  head: unknown,
): { findings: Finding[]; compared: SchemaComparer['compared'] } {
  const findings: Finding[] = [];
  const schemas = new SchemaComparer({ base, head });
  const before = openapiOperations(base);
  const after = openapiOperations(head);
  const add = (finding: Finding) => findings.push(finding);
  const usageOf = (operation: Operation, part: string, direction: Direction, pointer: string): Usage => ({
    subject: operation.subject,
    part,
    direction,
    pointer,
  });
  const compareSchema = (usage: Usage, baseSchema: Located, headSchema: Located) => {
    for (const finding of schemas.compare(baseSchema, headSchema, usage.direction))
      findings.push({ ...finding, usage });
  };

  for (const [key, operation] of before) {
    if (!after.has(key)) {
      add({
        rule: 'operation-removed',
        severity: 'breaking',
        message: `Operation ${operation.subject} removed.`,
        pointer: operation.pointer,
        side: 'base',
        usage: usageOf(operation, 'operation', 'sent', operation.pointer),
      });
    }
  }
  for (const [key, operation] of after) {
    const old = before.get(key);
    if (!old) {
      add({
        rule: 'operation-added',
        severity: 'non-breaking',
        message: `New operation ${operation.subject}.`,
        pointer: operation.pointer,
        side: 'head',
        usage: usageOf(operation, 'operation', 'sent', operation.pointer),
      });
      continue;
    }
    const operationUsage = usageOf(operation, 'operation', 'sent', operation.pointer);
    if (old.node.operationId !== operation.node.operationId) {
      add({
        rule: 'operation-id-changed',
        severity: 'breaking',
        message: `operationId changed from ${textOf(old.node.operationId, 'none')} to ${textOf(operation.node.operationId, 'none')}.`,
        pointer: child(operation.pointer, 'operationId'),
        side: 'head',
        usage: operationUsage,
        note: 'The generated client helpers and operation maps are named after operationId.',
      });
    }
    if (!old.node.deprecated && operation.node.deprecated) {
      add({
        rule: 'deprecated',
        severity: 'non-breaking',
        message: 'Operation marked deprecated: plan to stop using it.',
        pointer: child(operation.pointer, 'deprecated'),
        side: 'head',
        usage: operationUsage,
      });
    }
    compareParameters(old, operation, add, compareSchema, usageOf);
    compareRequestBody(base, head, old, operation, add, compareSchema, usageOf);
    compareResponses(base, head, old, operation, add, compareSchema, usageOf);
    compareSecurity(base, head, old, operation, add, operationUsage);
  }
  compareSecuritySchemes(base, head, add);
  compareServers(base, head, add);
  return { findings, compared: schemas.compared };
}

type Add = (finding: Finding) => void;
type CompareSchema = (usage: Usage, base: Located, head: Located) => void;
type UsageOf = (operation: Operation, part: string, direction: Direction, pointer: string) => Usage;

function compareParameters(
  old: Operation,
  operation: Operation,
  add: Add,
  compareSchema: CompareSchema,
  usageOf: UsageOf,
) {
  for (const [key, parameter] of old.parameters) {
    const part = parameterPart(parameter.node);
    const now = operation.parameters.get(key);
    if (!now) {
      add({
        rule: 'parameter-removed',
        severity: 'breaking',
        message: `Parameter ${String(parameter.node.name)} (${String(parameter.node.in)}) removed.`,
        pointer: parameter.pointer,
        side: 'base',
        usage: usageOf(old, part, 'sent', parameter.pointer),
      });
      continue;
    }
    const usage = usageOf(operation, part, 'sent', child(now.pointer, 'schema'));
    const required = (p: Located<JsonObject>) => p.node.in === 'path' || p.node.required === true;
    if (!required(parameter) && required(now)) {
      add({
        rule: 'parameter-required-added',
        severity: 'breaking',
        message: `Parameter ${String(now.node.name)} (${String(now.node.in)}) became required.`,
        pointer: child(now.pointer, 'required'),
        side: 'head',
        usage,
      });
    } else if (required(parameter) && !required(now)) {
      add({
        rule: 'parameter-required-removed',
        severity: 'non-breaking',
        message: `Parameter ${String(now.node.name)} (${String(now.node.in)}) became optional.`,
        pointer: now.pointer,
        side: 'head',
        usage,
      });
    }
    for (const keyword of ['style', 'explode', 'allowReserved', 'content']) {
      if (!equal(parameter.node[keyword], now.node[keyword])) {
        add({
          rule: 'parameter-serialization-changed',
          severity: 'breaking',
          message: `How parameter ${String(now.node.name)} is written changed (${keyword}).`,
          pointer: child(now.pointer, keyword),
          side: now.node[keyword] === undefined ? 'base' : 'head',
          usage,
        });
      }
    }
    if (parameter.node.schema !== undefined && now.node.schema !== undefined) {
      compareSchema(usage, locate(parameter, 'schema'), locate(now, 'schema'));
    }
  }
  for (const [key, parameter] of operation.parameters) {
    if (old.parameters.has(key)) continue;
    const required = parameter.node.in === 'path' || parameter.node.required === true;
    add({
      rule: required ? 'parameter-required-added' : 'parameter-added',
      severity: required ? 'breaking' : 'non-breaking',
      message: `New ${required ? 'required' : 'optional'} parameter ${String(parameter.node.name)} (${String(parameter.node.in)}).`,
      pointer: parameter.pointer,
      side: 'head',
      usage: usageOf(operation, parameterPart(parameter.node), 'sent', parameter.pointer),
    });
  }
}

function compareMedia(
  beforeContent: Located,
  afterContent: Located,
  direction: Direction,
  partPrefix: string,
  operation: Operation,
  add: Add,
  compareSchema: CompareSchema,
  usageOf: UsageOf,
) {
  const before = objectOf(beforeContent.node);
  const after = objectOf(afterContent.node);
  for (const type of Object.keys(before)) {
    const part = `${partPrefix} ${type}`;
    if (!(type in after)) {
      add({
        rule: 'media-type-removed',
        severity: 'breaking',
        message: `${partPrefix[0]!.toUpperCase()}${partPrefix.slice(1)} no longer ${direction === 'sent' ? 'accepted' : 'answered'} as ${type}.`,
        pointer: child(beforeContent.pointer, type),
        side: 'base',
        usage: usageOf(operation, part, direction, child(beforeContent.pointer, type)),
      });
      continue;
    }
    const b = objectOf(before[type]).schema;
    const a = objectOf(after[type]).schema;
    const pointer = child(afterContent.pointer, type, 'schema');
    if (b !== undefined && a !== undefined) {
      compareSchema(
        usageOf(operation, part, direction, pointer),
        { node: b, pointer: child(beforeContent.pointer, type, 'schema') },
        { node: a, pointer },
      );
    }
  }
  for (const type of Object.keys(after)) {
    if (type in before) continue;
    add({
      rule: 'media-type-added',
      severity: 'non-breaking',
      message: `${partPrefix[0]!.toUpperCase()}${partPrefix.slice(1)} also ${direction === 'sent' ? 'accepted' : 'answered'} as ${type}.`,
      pointer: child(afterContent.pointer, type),
      side: 'head',
      usage: usageOf(operation, `${partPrefix} ${type}`, direction, child(afterContent.pointer, type)),
    });
  }
}

function compareRequestBody(
  base: unknown,
  head: unknown,
  old: Operation,
  operation: Operation,
  add: Add,
  compareSchema: CompareSchema,
  usageOf: UsageOf,
) {
  const before = resolve(base, { node: old.node.requestBody, pointer: child(old.pointer, 'requestBody') });
  const after = resolve(head, { node: operation.node.requestBody, pointer: child(operation.pointer, 'requestBody') });
  const usage = usageOf(operation, 'request body', 'sent', after.pointer);
  if (isJsonObject(before.node) && !isJsonObject(after.node)) {
    add({
      rule: 'request-body-removed',
      severity: 'breaking',
      message: 'Request body removed.',
      pointer: before.pointer,
      side: 'base',
      usage,
    });
    return;
  }
  if (!isJsonObject(after.node)) return;
  if (!isJsonObject(before.node)) {
    const required = after.node.required === true;
    add({
      rule: required ? 'request-body-required' : 'request-body-added',
      severity: required ? 'breaking' : 'non-breaking',
      message: `New ${required ? 'required' : 'optional'} request body.`,
      pointer: after.pointer,
      side: 'head',
      usage,
    });
    return;
  }
  if (before.node.required !== true && after.node.required === true) {
    add({
      rule: 'request-body-required',
      severity: 'breaking',
      message: 'Request body became required.',
      pointer: child(after.pointer, 'required'),
      side: 'head',
      usage,
    });
  } else if (before.node.required === true && after.node.required !== true) {
    add({
      rule: 'request-body-optional',
      severity: 'non-breaking',
      message: 'Request body became optional.',
      pointer: after.pointer,
      side: 'head',
      usage,
    });
  }
  compareMedia(
    { node: before.node.content, pointer: child(before.pointer, 'content') },
    { node: after.node.content, pointer: child(after.pointer, 'content') },
    'sent',
    'request body',
    operation,
    add,
    compareSchema,
    usageOf,
  );
}

function compareResponses(
  base: unknown,
  head: unknown,
  old: Operation,
  operation: Operation,
  add: Add,
  compareSchema: CompareSchema,
  usageOf: UsageOf,
) {
  const before = objectOf(old.node.responses);
  const after = objectOf(operation.node.responses);
  for (const status of Object.keys(before)) {
    const response = resolve(base, { node: before[status], pointer: child(old.pointer, 'responses', status) });
    if (!(status in after)) {
      add({
        rule: 'response-removed',
        severity: 'breaking',
        message: `Response ${status} removed.`,
        pointer: response.pointer,
        side: 'base',
        usage: usageOf(old, `response ${status}`, 'received', response.pointer),
      });
      continue;
    }
    const now = resolve(head, { node: after[status], pointer: child(operation.pointer, 'responses', status) });
    if (!isJsonObject(response.node) || !isJsonObject(now.node)) continue;
    const headersBefore = objectOf(response.node.headers);
    const headersAfter = objectOf(now.node.headers);
    const lower = (headers: JsonObject) => new Map(Object.keys(headers).map((name) => [name.toLowerCase(), name]));
    const namesAfter = lower(headersAfter);
    const namesBefore = lower(headersBefore);
    for (const [lowerName, name] of namesBefore) {
      const header = resolve(base, { node: headersBefore[name], pointer: child(response.pointer, 'headers', name) });
      const headerNode = objectOf(header.node);
      const part = `response ${status} header ${name}`;
      const nowName = namesAfter.get(lowerName);
      if (!nowName) {
        add({
          rule: 'response-header-removed',
          severity: 'breaking',
          message: `Header ${name} of response ${status} removed.`,
          pointer: header.pointer,
          side: 'base',
          usage: usageOf(old, part, 'received', header.pointer),
        });
        continue;
      }
      const nowHeader = resolve(head, { node: headersAfter[nowName], pointer: child(now.pointer, 'headers', nowName) });
      const nowHeaderNode = objectOf(nowHeader.node);
      const usage = usageOf(operation, part, 'received', child(nowHeader.pointer, 'schema'));
      if (headerNode.required === true && nowHeaderNode.required !== true) {
        add({
          rule: 'received-required-removed',
          severity: 'breaking',
          message: `Header ${name} of response ${status} became optional: it may be absent.`,
          pointer: nowHeader.pointer,
          side: 'head',
          usage,
        });
      } else if (headerNode.required !== true && nowHeaderNode.required === true) {
        add({
          rule: 'received-required-added',
          severity: 'non-breaking',
          message: `Header ${name} of response ${status} is now always present.`,
          pointer: child(nowHeader.pointer, 'required'),
          side: 'head',
          usage,
        });
      }
      if (headerNode.schema !== undefined && nowHeaderNode.schema !== undefined) {
        compareSchema(
          usage,
          { node: headerNode.schema, pointer: child(header.pointer, 'schema') },
          { node: nowHeaderNode.schema, pointer: child(nowHeader.pointer, 'schema') },
        );
      }
    }
    for (const [lowerName, name] of namesAfter) {
      if (namesBefore.has(lowerName)) continue;
      const pointer = child(now.pointer, 'headers', name);
      add({
        rule: 'response-header-added',
        severity: 'non-breaking',
        message: `New header ${name} of response ${status}.`,
        pointer,
        side: 'head',
        usage: usageOf(operation, `response ${status} header ${name}`, 'received', pointer),
      });
    }
    compareMedia(
      { node: response.node.content, pointer: child(response.pointer, 'content') },
      { node: now.node.content, pointer: child(now.pointer, 'content') },
      'received',
      `response ${status}`,
      operation,
      add,
      compareSchema,
      usageOf,
    );
  }
  for (const status of Object.keys(after)) {
    if (status in before) continue;
    const pointer = child(operation.pointer, 'responses', status);
    add({
      rule: 'response-added',
      severity: 'non-breaking',
      message: `New response ${status}.`,
      pointer,
      side: 'head',
      usage: usageOf(operation, `response ${status}`, 'received', pointer),
    });
  }
}

function compareSecurity(base: unknown, head: unknown, old: Operation, operation: Operation, add: Add, usage: Usage) {
  const before = old.node.security ?? objectOf(base).security ?? [];
  const after = operation.node.security ?? objectOf(head).security ?? [];
  if (equal(before, after)) return;
  const open = (requirements: readonly unknown[]) =>
    requirements.length === 0 || requirements.some((r) => isJsonObject(r) && Object.keys(r).length === 0);
  const relaxed = open(listOf(after));
  add({
    rule: relaxed ? 'security-relaxed' : 'security-changed',
    severity: relaxed ? 'non-breaking' : 'breaking',
    message: relaxed
      ? 'The operation no longer requires authentication.'
      : `Security requirement changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}.`,
    pointer: operation.node.security !== undefined ? child(operation.pointer, 'security') : '#/security',
    side: 'head',
    usage,
  });
}

export function compareSecuritySchemes(base: unknown, head: unknown, add: Add) {
  const before = objectOf(get(base, '#/components/securitySchemes'));
  const after = objectOf(get(head, '#/components/securitySchemes'));
  for (const name of Object.keys(before)) {
    const pointer = child('#/components/securitySchemes', name);
    const b = objectOf(resolve(base, { node: before[name], pointer }).node);
    const a = name in after ? resolve(head, { node: after[name], pointer }).node : undefined;
    if (!a) continue; // a scheme nobody uses any more; a requirement on it is reported per operation
    const now = objectOf(a);
    for (const keyword of ['type', 'in', 'name', 'scheme', 'bearerFormat', 'flows', 'openIdConnectUrl']) {
      if (!equal(b[keyword], now[keyword])) {
        add({
          rule: 'security-changed',
          severity: 'breaking',
          message: `Security scheme ${name}: ${keyword} changed from ${JSON.stringify(b[keyword])} to ${JSON.stringify(now[keyword])}.`,
          pointer: child(pointer, keyword),
          side: 'head',
        });
      }
    }
  }
}

export function compareServers(base: unknown, head: unknown, add: Add) {
  const urls = (document: unknown): { id: unknown; pointer: string }[] => {
    const servers = objectOf(document).servers;
    if (Array.isArray(servers))
      return listOf(servers).map((server, index) => ({ id: objectOf(server).url, pointer: child('#/servers', index) }));
    return entriesOf(servers).map(([name, value]) => {
      const server = objectOf(value);
      return {
        id: `${textOf(server.protocol)}://${textOf(server.host)}${textOf(server.pathname)}`,
        pointer: child('#/servers', name),
      };
    });
  };
  const before = urls(base);
  const after = urls(head);
  for (const server of before) {
    if (!after.some((s) => s.id === server.id)) {
      add({
        rule: 'server-removed',
        severity: 'breaking',
        message: `Server ${String(server.id)} removed.`,
        pointer: server.pointer,
        side: 'base',
      });
    }
  }
  for (const server of after) {
    if (!before.some((s) => s.id === server.id)) {
      add({
        rule: 'server-added',
        severity: 'non-breaking',
        message: `New server ${String(server.id)}.`,
        pointer: server.pointer,
        side: 'head',
      });
    }
  }
}
