// The suggested patch: what the recordings saw, written into the YAML of a copy of spec/ so that a maintainer
// reviews it as a contract pull request. It changes:
// - an unknown field of an answer or webhook: a new property with the schema inferred from its shapes (types and
//   format classes only) and an x-gap saying it was seen in traffic and its meaning is not shown;
// - an unknown value of an open code: a new entry of the code's x-codes;
// - an undocumented status: a new response of the operation, with the inferred body schema and an example built
//   from the shapes (never a recorded value);
// - a field the contract requires that an answer or webhook lacked: no longer required there.
// Unknown topics and undocumented operations are listed, not written: a new message or operation needs a person.
// Comments and layout of the files are kept (yaml's Document API).
import { lstat, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unescapePointerToken } from '@trs/shared';
import { isMap, isScalar, isSeq, parseDocument, type Document, YAMLMap } from 'yaml';
import type { Finding, Observation } from './analyze.js';
import { contract as defaultContract } from './contract.gen.js';
import type { KnownContract } from './contract-types.js';
import { mergeSchemas, type InferredSchema } from './infer.js';
import { cleanSchema, PROPERTY_NAME } from './recorded-schema.js';

export interface PatchChange {
  /** The file changed, relative to the spec folder. */
  readonly file: string;
  readonly change: string;
}

export interface SuggestedPatch {
  readonly changes: readonly PatchChange[];
  /** What was seen but is not written: a person must describe it. */
  readonly manual: readonly string[];
}

interface Node {
  readonly file: string;
  readonly path: readonly (string | number)[];
}

/** A file or a $ref the patch will not touch: outside the spec folder, absolute, or with a scheme (file:, https:). */
class OutsideSpecError extends Error {}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

class SpecFiles {
  private readonly documents = new Map<string, Document>();
  readonly changed = new Set<string>();
  private root: string | null = null;
  constructor(readonly dir: string) {}

  /** The spec folder as the file system has it (a link to it resolved), once. */
  private async realRoot(): Promise<string> {
    this.root ??= await realpath(this.dir);
    return this.root;
  }

  /** The absolute path of a file of the spec folder; refuses a path that leaves it, through `..` or a link. */
  private async inside(file: string): Promise<string> {
    const absolute = path.resolve(this.dir, file);
    const relative = path.relative(path.resolve(this.dir), absolute);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative))
      throw new OutsideSpecError(`${file} is not a file of the spec folder`);
    const root = await this.realRoot();
    const real = await realpath(absolute).catch(() => null);
    const realRelative = real ? path.relative(root, real) : null;
    if (!realRelative || realRelative.startsWith('..') || path.isAbsolute(realRelative))
      throw new OutsideSpecError(`${file} leads out of the spec folder`);
    return absolute;
  }

  async load(file: string): Promise<Document> {
    const absolute = await this.inside(file);
    let document = this.documents.get(absolute);
    if (!document) {
      document = parseDocument(await readFile(absolute, 'utf8'));
      this.documents.set(absolute, document);
    }
    return document;
  }

  async get(node: Node): Promise<unknown> {
    const document = await this.load(node.file);
    return node.path.length ? document.getIn(node.path, true) : document.contents;
  }

  /**
   * The node a $ref leads to (a file of the spec folder by a relative path, with an optional #/pointer), followed
   * until there is none. An absolute path, a URL (file:, https:) or a path out of the folder is never followed.
   */
  async resolve(node: Node): Promise<Node> {
    let current = node;
    for (let hops = 0; hops < 20; hops++) {
      const value = await this.get(current);
      const ref = isMap(value) ? value.get('$ref') : undefined;
      if (typeof ref !== 'string') return current;
      const [target, fragment] = ref.split('#');
      if (target && (SCHEME.test(target) || path.isAbsolute(target) || target.startsWith('\\')))
        throw new OutsideSpecError(`$ref ${JSON.stringify(ref)} in ${current.file} is not a relative path`);
      const file = target
        ? path.relative(this.dir, path.resolve(this.dir, path.dirname(current.file), target))
        : current.file;
      await this.inside(file);
      const pointer = (fragment ?? '').split('/').filter(Boolean).map(unescapePointerToken);
      current = { file, path: pointer };
    }
    throw new Error(`$ref chain too long at ${node.file}`);
  }

  async write(): Promise<void> {
    for (const [file, document] of this.documents) {
      if (!this.changed.has(file)) continue;
      // A link put in place of the file since it was read is not followed out of the folder.
      await this.inside(path.relative(this.dir, file));
      if ((await lstat(file)).isSymbolicLink()) throw new OutsideSpecError(`${file} is a link`);
      await writeFile(file, String(document));
    }
  }

  mark(file: string) {
    this.changed.add(path.resolve(this.dir, file));
  }
}

/** The members of an object schema through allOf: each resolved. */
async function members(files: SpecFiles, node: Node): Promise<Node[]> {
  const resolved = await files.resolve(node);
  const list = [resolved];
  const value = await files.get(resolved);
  const allOf = isMap(value) ? value.get('allOf') : undefined;
  if (isSeq(allOf)) {
    for (let i = 0; i < allOf.items.length; i++)
      list.push(...(await members(files, { ...resolved, path: [...resolved.path, 'allOf', i] })));
  }
  return list;
}

/** The schema node of a field pointer ('/data/applicants/*\/type') under a schema node, or null. */
async function schemaAt(files: SpecFiles, root: Node, pointer: string): Promise<Node | null> {
  let current: Node | null = await files.resolve(root);
  for (const segment of pointer.split('/').slice(1)) {
    if (!current) return null;
    let next: Node | null = null;
    for (const member of await members(files, current)) {
      const value = await files.get(member);
      if (!isMap(value)) continue;
      if (segment === '*') {
        if (value.has('items')) next = await files.resolve({ ...member, path: [...member.path, 'items'] });
      } else {
        const properties = value.get('properties');
        if (isMap(properties) && properties.has(segment)) {
          next = await files.resolve({ ...member, path: [...member.path, 'properties', segment] });
        }
      }
      if (next) break;
    }
    current = next;
  }
  return current;
}

async function operationNode(files: SpecFiles, known: KnownContract, operationId: string): Promise<Node | null> {
  const operation = known.operations.find((o) => o.operationId === operationId);
  if (!operation) return null;
  const item = await files.resolve({ file: 'openapi/openapi.yaml', path: ['paths', operation.path] });
  return { ...item, path: [...item.path, operation.method.toLowerCase()] };
}

async function bodyRoot(files: SpecFiles, known: KnownContract, observation: Observation): Promise<Node | null> {
  const { location } = observation;
  if (location.operationId && location.status !== undefined) {
    const operation = await operationNode(files, known, location.operationId);
    if (!operation) return null;
    const response = await files.resolve({
      ...operation,
      path: [...operation.path, 'responses', String(location.status)],
    });
    const content = await files.get({ ...response, path: [...response.path, 'content'] });
    if (!isMap(content)) return null;
    const type = content.items
      .map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
      .find((t) => /json/.test(t));
    return type ? { ...response, path: [...response.path, 'content', type, 'schema'] } : null;
  }
  if (location.message && known.messages.some((m) => m.name === location.message)) {
    const message = await files.resolve({
      file: 'asyncapi/asyncapi.yaml',
      path: ['components', 'messages', location.message],
    });
    return { ...message, path: [...message.path, 'payload'] };
  }
  return null;
}

const SEEN = 'Seen in traffic recorded by @trs/discovery';

/** An example value of an inferred schema: placeholders by type and format, never a recorded value. */
export function exampleOf(schema: InferredSchema): unknown {
  const type = [schema.type].flat()[0];
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries((schema.properties as Record<string, InferredSchema>) ?? {}).map(([k, v]) => [k, exampleOf(v)]),
    );
  }
  if (type === 'array') return schema.items ? [exampleOf(schema.items as InferredSchema)] : [];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2026-01-01';
    case 'date-time':
      return '2026-01-01T00:00:00Z';
    case 'uri':
      return 'https://example.com/';
    default:
      return 'string';
  }
}

/** Writes the suggested patch into the YAML under `specDir` (a copy of spec/) and says what it changed. */
export async function writeSuggestedPatch(
  specDir: string,
  observations: readonly Observation[],
  known: KnownContract = defaultContract,
): Promise<SuggestedPatch> {
  const files = new SpecFiles(specDir);
  const changes: PatchChange[] = [];
  const manual = new Set<string>();

  // One change per place: the schemas seen at one place are merged, the counts summed.
  const newFields = new Map<
    string,
    { observation: Observation; pointer: string; schema: InferredSchema; count: number }
  >();
  const newCodes = new Map<string, { observation: Observation; pointer: string; value: string | number }>();
  const newStatuses = new Map<
    string,
    { operationId: string; status: number; schema: InferredSchema | null; count: number }
  >();
  const missing = new Map<string, { observation: Observation; pointer: string }>();
  for (const observation of observations) {
    const where = `${observation.location.operationId ?? ''}|${observation.location.status ?? ''}|${observation.location.message ?? ''}`;
    for (const finding of observation.findings as Finding[]) {
      // A recording is read back as anyone may have written it: only well-formed findings, and of their schemas only
      // what inference produces (recorded-schema.ts).
      if (finding.kind === 'unknown-field' && typeof finding.pointer === 'string') {
        const key = `${where}|${finding.pointer}`;
        const seen = newFields.get(key);
        const schema = cleanSchema(finding.schema);
        newFields.set(key, {
          observation,
          pointer: finding.pointer,
          schema: seen ? mergeSchemas(seen.schema, schema) : schema,
          count: (seen?.count ?? 0) + 1,
        });
      } else if (finding.kind === 'unknown-code' && typeof finding.pointer === 'string') {
        const value = finding.value;
        if (typeof value === 'number' && Number.isSafeInteger(value)) {
          newCodes.set(`${where}|${finding.pointer}|${value}`, { observation, pointer: finding.pointer, value });
        } else {
          // A text value is recorded as its shape only (it may be free text): a person reads it at the provider.
          manual.add(
            `a value of ${finding.pointer} outside its codes (${JSON.stringify(value)}): add the code by hand`,
          );
        }
      } else if (
        finding.kind === 'undocumented-status' &&
        typeof observation.location.operationId === 'string' &&
        Number.isInteger(finding.status) &&
        finding.status >= 100 &&
        finding.status <= 599
      ) {
        const key = `${observation.location.operationId}|${finding.status}`;
        const seen = newStatuses.get(key);
        const recorded = finding.schema ? cleanSchema(finding.schema) : null;
        const schema =
          seen?.schema && recorded ? mergeSchemas(seen.schema, recorded) : (recorded ?? seen?.schema ?? null);
        newStatuses.set(key, {
          operationId: observation.location.operationId,
          status: finding.status,
          schema,
          count: (seen?.count ?? 0) + 1,
        });
      } else if (
        finding.kind === 'schema-violation' &&
        finding.rule === 'required' &&
        typeof finding.pointer === 'string'
      ) {
        missing.set(`${where}|${finding.pointer}`, { observation, pointer: finding.pointer });
      } else if (finding.kind === 'unknown-topic') {
        manual.add(
          `a webhook with the unknown topic ${JSON.stringify(finding.topic)}: describe it as a message of the AsyncAPI document`,
        );
      } else if (finding.kind === 'undocumented-operation') {
        manual.add(`${finding.method} ${finding.path}: not an operation of the contract`);
      } else if (finding.kind === 'unknown-message') {
        manual.add('a webhook that no dispatch rule recognises: add a message or a dispatch rule');
      }
    }
  }

  // A change that would follow a $ref out of the spec folder is not written: it is listed for a person instead.
  const attempt = async (what: string, change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof OutsideSpecError)) throw error;
      manual.add(`${what}: not written, ${error.message}`);
    }
  };

  for (const { observation, pointer, schema, count } of newFields.values()) {
    await attempt(`unknown field ${pointer}`, async () => {
      const root = await bodyRoot(files, known, observation);
      const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
      const name = unescapePointerToken(pointer.slice(pointer.lastIndexOf('/') + 1));
      const parent = root && (await schemaAt(files, root, parentPointer));
      if (!parent || !PROPERTY_NAME.test(name)) {
        manual.add(`unknown field ${pointer} (${JSON.stringify(schema)}): no schema object to add it to`);
        return;
      }
      const document = await files.load(parent.file);
      const property = {
        ...schema,
        description: `${SEEN} (${count}×); not in the provider's material.`,
        'x-gap': `The meaning of ${name}, seen in traffic, is not shown.`,
      };
      document.setIn([...parent.path, 'properties', name], document.createNode(property));
      files.mark(parent.file);
      changes.push({ file: parent.file, change: `property ${name} added (${JSON.stringify(schema)})` });
    });
  }

  for (const { observation, pointer, value } of newCodes.values()) {
    await attempt(`code ${value} at ${pointer}`, async () => {
      const root = await bodyRoot(files, known, observation);
      const field = root && (await schemaAt(files, root, pointer));
      if (!field) {
        manual.add(`code ${JSON.stringify(value)} at ${pointer}: no schema found`);
        return;
      }
      // The x-codes live on the field's schema or on a member of it (a component reached through allOf).
      let target = field;
      for (const member of await members(files, field)) {
        const node = await files.get(member);
        if (isMap(node) && node.has('x-codes')) {
          target = member;
          break;
        }
      }
      const document = await files.load(target.file);
      document.setIn([...target.path, 'x-codes', value], `${SEEN}; meaning not shown.`);
      files.mark(target.file);
      changes.push({ file: target.file, change: `code ${JSON.stringify(value)} added to x-codes` });
    });
  }

  for (const { operationId, status, schema, count } of newStatuses.values()) {
    await attempt(`response ${status} of ${operationId}`, async () => {
      const operation = await operationNode(files, known, operationId);
      if (!operation) return;
      const document = await files.load(operation.file);
      const response: Record<string, unknown> = {
        description: `${SEEN} (${count}×); the provider's material does not document it.`,
      };
      if (schema) {
        response.content = {
          'application/json': {
            schema,
            examples: { seen: { summary: 'Built from the shapes seen', value: exampleOf(schema) } },
          },
        };
      }
      document.setIn([...operation.path, 'responses', String(status)], document.createNode(response));
      files.mark(operation.file);
      changes.push({ file: operation.file, change: `response ${status} added to ${operationId}` });
    });
  }

  for (const { observation, pointer } of missing.values()) {
    await attempt(`required field ${pointer}`, async () => {
      const root = await bodyRoot(files, known, observation);
      const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
      const name = unescapePointerToken(pointer.slice(pointer.lastIndexOf('/') + 1));
      const parent = root && (await schemaAt(files, root, parentPointer));
      if (!parent) return;
      for (const member of await members(files, parent)) {
        const node = await files.get(member);
        const required = isMap(node) ? node.get('required') : undefined;
        if (!isSeq(required)) continue;
        const index = required.items.findIndex((item) => (isScalar(item) ? item.value : item) === name);
        if (index < 0) continue;
        required.delete(index);
        if (!required.items.length) (node as YAMLMap).delete('required');
        files.mark(member.file);
        changes.push({ file: member.file, change: `${name} no longer required (missing in traffic)` });
      }
    });
  }

  await files.write();
  return { changes, manual: [...manual] };
}
