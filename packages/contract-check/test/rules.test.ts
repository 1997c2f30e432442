// Every rule of the breaking-change report, on pairs of small fixture documents (test/fixtures/<kind>/<rule>.yaml:
// the base document, then the head document). Each pair must produce exactly the changes listed, at the severity
// listed. The same table records what `redocly diff` (@redocly/cli 2.77.0) rates the pair: where its rating differs
// from ours, the `why` says who is right for this contract, and the test fails if Redocly's behaviour changes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffDocument, type DocumentDiff } from '../src/diff/index.js';
import { STRICT_WRITER_NOTE, TOLERANT_READER_NOTE, type DocumentKind, type Severity } from '../src/diff/model.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
type Impact = 'major' | 'minor' | 'patch' | 'none';
interface Expectation {
  changes: [rule: string, severity: Severity][];
  redocly: Impact;
  /** Why Redocly's rating differs from ours, where it does. */
  why?: string;
}

const B = 'breaking';
const N = 'non-breaking';
const D = 'documentation';

const cases: Record<string, Expectation> = {
  // What clients send: request bodies and parameters.
  'openapi/sent-required-added': { changes: [['sent-required-added', B]], redocly: 'major' },
  'openapi/sent-required-added-existing': { changes: [['sent-required-added', B]], redocly: 'major' },
  'openapi/sent-property-removed': {
    changes: [['sent-property-removed', B]],
    redocly: 'patch',
    why: 'Our client validates requests strictly (objects closed): code still sending the field is refused.',
  },
  'openapi/sent-type-narrowed': { changes: [['sent-type-narrowed', B]], redocly: 'major' },
  'openapi/sent-value-removed': { changes: [['sent-value-removed', B]], redocly: 'major' },
  'openapi/sent-value-removed-code': {
    changes: [['sent-value-removed', B]],
    redocly: 'patch',
    why: 'Redocly does not know x-codes, the known values of our open codes: a documented value was withdrawn.',
  },
  'openapi/sent-constraint-tightened': { changes: [['sent-constraint-tightened', B]], redocly: 'major' },
  'openapi/sent-constraint-tightened-pattern': { changes: [['sent-constraint-tightened', B]], redocly: 'major' },
  'openapi/sent-default-changed': {
    changes: [['sent-default-changed', B]],
    redocly: 'patch',
    why: 'A request that leaves the field out now asks for something else.',
  },
  'openapi/parameter-schema-narrowed': { changes: [['sent-constraint-tightened', B]], redocly: 'major' },
  'openapi/sent-property-added': { changes: [['sent-property-added', N]], redocly: 'minor' },
  'openapi/sent-required-removed': { changes: [['sent-required-removed', N]], redocly: 'patch' },
  'openapi/sent-type-widened': { changes: [['sent-type-widened', N]], redocly: 'patch' },
  'openapi/sent-value-added': { changes: [['sent-value-added', N]], redocly: 'patch' },
  'openapi/sent-constraint-loosened': { changes: [['sent-constraint-loosened', N]], redocly: 'patch' },
  'asyncapi/sent-required-added': { changes: [['sent-required-added', B]], redocly: 'major' },
  'asyncapi/sent-property-added': { changes: [['sent-property-added', N]], redocly: 'minor' },

  // What clients get: responses.
  'openapi/received-property-removed': { changes: [['received-property-removed', B]], redocly: 'major' },
  'openapi/received-required-removed': { changes: [['received-required-removed', B]], redocly: 'major' },
  'openapi/received-type-changed': { changes: [['received-type-changed', B]], redocly: 'major' },
  'openapi/received-type-changed-nullable': { changes: [['received-type-changed', B]], redocly: 'major' },
  'openapi/received-enum-value-added': { changes: [['received-enum-value-added', B]], redocly: 'major' },
  'openapi/received-constraint-loosened': { changes: [['received-constraint-loosened', B]], redocly: 'major' },
  'openapi/received-code-added': {
    changes: [['received-code-added', N]],
    redocly: 'patch',
    why: 'Same verdict (not breaking); we add why: the reader is tolerant of unknown codes.',
  },
  'openapi/received-property-added': { changes: [['received-property-added', N]], redocly: 'minor' },
  'openapi/received-required-added': { changes: [['received-required-added', N]], redocly: 'patch' },
  'openapi/received-type-narrowed': { changes: [['received-type-narrowed', N]], redocly: 'patch' },
  'openapi/received-value-removed': { changes: [['received-value-removed', N]], redocly: 'patch' },
  'openapi/received-constraint-tightened': { changes: [['received-constraint-tightened', N]], redocly: 'patch' },

  // What receivers get: every webhook message (the provider `send`s them).
  'asyncapi/received-property-removed': { changes: [['received-property-removed', B]], redocly: 'major' },
  'asyncapi/received-required-removed': { changes: [['received-required-removed', B]], redocly: 'major' },
  'asyncapi/received-type-changed': { changes: [['received-type-changed', B]], redocly: 'major' },
  'asyncapi/received-enum-value-added': { changes: [['received-enum-value-added', B]], redocly: 'major' },
  'asyncapi/received-constraint-loosened': { changes: [['received-constraint-loosened', B]], redocly: 'major' },
  'asyncapi/received-code-added': {
    changes: [['received-code-added', N]],
    redocly: 'patch',
    why: 'Same verdict (not breaking); we add why: the reader is tolerant of unknown codes.',
  },
  'asyncapi/received-property-added': { changes: [['received-property-added', N]], redocly: 'minor' },
  'asyncapi/received-constraint-tightened': { changes: [['received-constraint-tightened', N]], redocly: 'patch' },
  'asyncapi/message-added': {
    changes: [
      ['message-added', N],
      ['operation-added', N],
    ],
    redocly: 'minor',
  },
  'asyncapi/message-removed': {
    changes: [
      ['message-removed', B],
      ['operation-removed', B],
    ],
    redocly: 'major',
  },
  'asyncapi/message-topic-changed': {
    changes: [
      ['received-enum-value-added', B],
      ['message-topic-changed', B],
      ['received-value-removed', N],
    ],
    redocly: 'major',
    why: 'Redocly rates the payload constant but not x-topic, which generated receivers dispatch on.',
  },
  'asyncapi/operation-action-changed': { changes: [['operation-action-changed', B]], redocly: 'major' },
  'asyncapi/channel-address-changed': { changes: [['channel-address-changed', B]], redocly: 'major' },
  'asyncapi/message-content-type-changed': { changes: [['message-content-type-changed', B]], redocly: 'major' },
  'asyncapi/security-changed': {
    changes: [['security-changed', B]],
    redocly: 'patch',
    why: 'Receivers check the static header by name; Redocly does not rate AsyncAPI security schemes.',
  },
  'asyncapi/server-removed': { changes: [['server-removed', B]], redocly: 'major' },
  'asyncapi/behaviour-changed': {
    changes: [['behaviour-changed', N]],
    redocly: 'none',
    why: 'Redocly ignores extensions; ours steer generated receivers, so the change is listed for review.',
  },
  'asyncapi/sent-checks-changed': {
    changes: [
      ['behaviour-changed', N],
      ['behaviour-changed', N],
    ],
    redocly: 'minor',
    why: 'Redocly rates an added extension minor without a rule; ours make the strict check of what is sent stricter, receivers read as before.',
  },

  // Both directions.
  'openapi/schema-condition-changed': { changes: [['schema-condition-changed', B]], redocly: 'major' },

  // Operations, parameters, bodies, responses, headers, media types, security, servers.
  'openapi/operation-removed': { changes: [['operation-removed', B]], redocly: 'major' },
  'openapi/operation-added': { changes: [['operation-added', N]], redocly: 'minor' },
  'openapi/operation-id-changed': { changes: [['operation-id-changed', B]], redocly: 'major' },
  'openapi/deprecated': { changes: [['deprecated', N]], redocly: 'patch' },
  'openapi/parameter-removed': { changes: [['parameter-removed', B]], redocly: 'major' },
  'openapi/parameter-required-added': { changes: [['parameter-required-added', B]], redocly: 'major' },
  'openapi/parameter-required-added-new': { changes: [['parameter-required-added', B]], redocly: 'major' },
  'openapi/parameter-added': { changes: [['parameter-added', N]], redocly: 'minor' },
  'openapi/parameter-required-removed': { changes: [['parameter-required-removed', N]], redocly: 'patch' },
  'openapi/parameter-serialization-changed': { changes: [['parameter-serialization-changed', B]], redocly: 'major' },
  'openapi/request-body-removed': { changes: [['request-body-removed', B]], redocly: 'major' },
  'openapi/request-body-required': { changes: [['request-body-required', B]], redocly: 'major' },
  'openapi/request-body-added': { changes: [['request-body-added', N]], redocly: 'minor' },
  'openapi/request-body-optional': { changes: [['request-body-optional', N]], redocly: 'patch' },
  'openapi/media-type-removed': { changes: [['media-type-removed', B]], redocly: 'major' },
  'openapi/media-type-added': { changes: [['media-type-added', N]], redocly: 'minor' },
  'openapi/response-removed': { changes: [['response-removed', B]], redocly: 'major' },
  'openapi/response-added': { changes: [['response-added', N]], redocly: 'minor' },
  'openapi/response-header-removed': { changes: [['response-header-removed', B]], redocly: 'major' },
  'openapi/response-header-added': { changes: [['response-header-added', N]], redocly: 'minor' },
  'openapi/security-changed': { changes: [['security-changed', B]], redocly: 'major' },
  'openapi/security-changed-requirement': { changes: [['security-changed', B]], redocly: 'major' },
  'openapi/security-relaxed': { changes: [['security-relaxed', N]], redocly: 'minor' },
  'openapi/server-removed': { changes: [['server-removed', B]], redocly: 'major' },
  'openapi/server-added': { changes: [['server-added', N]], redocly: 'minor' },

  // A change to a schema shared by a request and two responses, and by two messages.
  'openapi/shared-schema-enum-value-added': {
    changes: [
      ['received-enum-value-added', B],
      ['sent-value-added', N],
    ],
    redocly: 'major',
  },
  'openapi/shared-schema-property-removed': {
    changes: [
      ['received-property-removed', B],
      ['sent-property-removed', B],
    ],
    redocly: 'major',
  },
  'asyncapi/shared-schema-property-removed': { changes: [['received-property-removed', B]], redocly: 'major' },

  // A schema rewritten without changing what it accepts (allOf and $ref merged before comparing).
  'openapi/schema-restructured': {
    changes: [['schema-restructured', N]],
    redocly: 'major',
    why: 'Redocly compares one schema object at a time and misses that allOf already gave these items.',
  },

  // Changes that must not be flagged.
  'openapi/documentation-changed': {
    changes: [
      ['documentation-changed', D],
      ['documentation-changed', D],
      ['documentation-changed', D],
      ['documentation-changed', D],
    ],
    redocly: 'patch',
  },
  'asyncapi/documentation-changed': {
    changes: [
      ['documentation-changed', D],
      ['documentation-changed', D],
      ['documentation-changed', D],
    ],
    redocly: 'patch',
  },
  'openapi/unclassified-change': { changes: [['unclassified-change', N]], redocly: 'patch' },
};

const IMPACTS: Impact[] = ['none', 'patch', 'minor', 'major'];
const results = new Map<string, DocumentDiff>();

async function load(name: string): Promise<[unknown, unknown]> {
  const documents = parseAllDocuments(await readFile(path.join(fixtures, `${name}.yaml`), 'utf8'));
  if (!Array.isArray(documents) || documents.length !== 2) throw new Error(`${name}: expected two YAML documents`);
  return [documents[0]!.toJS(), documents[1]!.toJS()];
}

beforeAll(async () => {
  // Two at a time: each pair runs `redocly diff` once, and the machine has two cores.
  const names = Object.keys(cases);
  const next = async (): Promise<void> => {
    const name = names.shift();
    if (!name) return;
    const [base, head] = await load(name);
    results.set(name, await diffDocument(name.split('/')[0] as DocumentKind, base, head));
    return next();
  };
  await Promise.all([next(), next()]);
});

describe('fixture pairs', () => {
  it('cover every fixture file and every rule of the report', async () => {
    const files = [];
    for (const kind of ['openapi', 'asyncapi']) {
      for (const file of await readdir(path.join(fixtures, kind))) files.push(`${kind}/${file.replace(/\.yaml$/, '')}`);
    }
    expect(files.sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s is classified as expected', (name) => {
    const { changes } = results.get(name)!;
    const got = changes.map((change) => [change.rule, change.severity]);
    expect(got.sort()).toEqual([...cases[name]!.changes].sort());
  });

  it.each(Object.keys(cases))('%s: redocly diff rates it as recorded', (name) => {
    const { redocly } = results.get(name)!;
    const highest = redocly.reduce<Impact>(
      (max, { verdict }) => (IMPACTS.indexOf(verdict.impact) > IMPACTS.indexOf(max) ? verdict.impact : max),
      'none',
    );
    expect(highest).toBe(cases[name]!.redocly);
    // Nothing Redocly rates major escapes our rules, except what they prove has no effect (recorded as overruled).
    expect(redocly.filter((entry) => !entry.agrees)).toEqual([]);
    const overruled = redocly.filter((entry) => entry.overruled).map((entry) => entry.verdict.rule);
    expect(overruled).toEqual(name === 'openapi/schema-restructured' ? ['schema-constraint-changed'] : []);
  });
});

describe('a change to a shared schema', () => {
  const subjects = (name: string, rule: string) =>
    results
      .get(name)!
      .changes.find((change) => change.rule === rule)!
      .affected.map(({ usage, field }) => `${usage.subject} | ${usage.part} | ${(field ?? []).join('.')}`)
      .sort();

  it('used by a request and responses is rated per direction and lists every operation and field', () => {
    expect(subjects('openapi/shared-schema-enum-value-added', 'received-enum-value-added')).toEqual([
      'GET /things/{id} (getThing) | response 200 application/json | address.kind',
      'GET /things/{id} (getThing) | response 200 application/json | previousAddresses.[].kind',
      'POST /things (createThing) | response 200 application/json | address.kind',
      'POST /things (createThing) | response 200 application/json | previousAddresses.[].kind',
    ]);
    expect(subjects('openapi/shared-schema-enum-value-added', 'sent-value-added')).toEqual([
      'POST /things (createThing) | request body application/json | address.kind',
    ]);
  });

  it('is filed by redocly diff under the first operation only, which is why our rules list the others', () => {
    const paths = results.get('openapi/shared-schema-property-removed')!.redocly.map((entry) => entry.verdict.path);
    expect(new Set(paths).size).toBe(1);
    expect(paths[0]).toMatch(/^#\/paths\/~1things\/post\/requestBody/);
    const removed = results.get('openapi/shared-schema-property-removed')!.changes;
    expect(removed.flatMap((change) => change.affected.map((entry) => entry.usage.subject))).toEqual(
      expect.arrayContaining(['POST /things (createThing)', 'GET /things/{id} (getThing)']),
    );
  });

  it('used by two webhook messages lists both messages, not only the first', () => {
    expect(subjects('asyncapi/shared-schema-property-removed', 'received-property-removed')).toEqual([
      'message thingCreated (sendThingCreated) | payload | address.kind',
      'message thingMoved (sendThingMoved) | payload | from.kind',
      'message thingMoved (sendThingMoved) | payload | to.kind',
    ]);
    const paths = results.get('asyncapi/shared-schema-property-removed')!.redocly.map((entry) => entry.verdict.path);
    expect(paths).toHaveLength(1);
  });
});

describe('the report says why', () => {
  const noteOf = (name: string, rule: string) =>
    results.get(name)!.changes.find((change) => change.rule === rule)?.note;

  it('a new topic or code is non-breaking only because readers are tolerant', () => {
    expect(noteOf('asyncapi/message-added', 'message-added')).toBe(TOLERANT_READER_NOTE);
    expect(noteOf('asyncapi/received-code-added', 'received-code-added')).toBe(TOLERANT_READER_NOTE);
    expect(noteOf('openapi/received-code-added', 'received-code-added')).toBe(TOLERANT_READER_NOTE);
  });

  it('a removed request field is breaking because the writer is strict', () => {
    expect(noteOf('openapi/sent-property-removed', 'sent-property-removed')).toBe(STRICT_WRITER_NOTE);
  });

  it('points at the changed definition, in the head document or, for a removal, the base document', () => {
    const [change] = results.get('openapi/received-property-removed')!.changes;
    expect(change).toMatchObject({ pointer: '#/components/schemas/Thing/properties/note', side: 'base' });
    const [added] = results.get('openapi/received-enum-value-added')!.changes;
    expect(added).toMatchObject({ pointer: '#/components/schemas/Thing/properties/colour/enum', side: 'head' });
  });
});
