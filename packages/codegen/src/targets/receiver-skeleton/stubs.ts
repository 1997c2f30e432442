// The files of a receiver skeleton: one handler stub per dispatched event, and index.gen.ts that registers them.
import { unescapePointerToken } from '@trs/shared';
import type { Field, Message } from '../../model/index.js';
import {
  code,
  comment,
  constDeclaration,
  formatTypeScript,
  ident,
  isIdentifier,
  join,
  key,
  lineComments,
  printModule,
  str,
  wrap,
  type Code,
} from '../../printer/index.js';
import { INDEX_FILE } from './config.js';

export interface SkeletonFile {
  /** The event it handles (null for the index). */
  event: string | null;
  /** File name inside the handler folder. */
  file: string;
  content: string;
}

const MAX_CODES = 8;

/** Fields worth listing in a stub: top-level ones, and the members of inline objects (data), not of components. */
function listedFields(fields: readonly Field[]): Field[] {
  const byPointer = new Map(fields.map((f) => [f.pointer, f]));
  return fields.filter((field) => {
    const segments = field.pointer.split('/').slice(1);
    if (segments.length === 1) return true;
    if (segments.length !== 2) return false;
    const parent = byPointer.get(`/${segments[0]}`);
    return parent !== undefined && parent.component === null && !parent.type.startsWith('array');
  });
}

function describeField(field: Field): string {
  const path = field.pointer.slice(1).replace(/\//g, '.');
  const facts = [
    field.type + (field.format ? ` (${field.format})` : ''),
    field.required ? 'required' : field.requiredWhen ? `required ${field.requiredWhen}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  // A constant says it all; the description of a field with one is usually the base schema's (EventMetadata's topic).
  let meaning = field.constant !== undefined ? `Always ${JSON.stringify(field.constant)}.` : (field.description ?? '');
  if (field.codes) {
    const entries = Object.entries(field.codes);
    meaning +=
      entries.length <= MAX_CODES
        ? ` Known codes: ${entries.map(([value, words]) => `${value} = ${words}`).join(' | ')}; others may come.`
        : ` ${entries.length} known codes, see ${field.component ?? 'the contract'} (x-codes); others may come.`;
  }
  const never = !field.sensitive
    ? ''
    : field.sensitive === 'document'
      ? ' Never logged, only its length (x-sensitive: document).'
      : ` Never logged (x-sensitive: ${field.sensitive}).`;
  return `${path} (${facts})${meaning.trim() ? `: ${meaning.trim()}` : ''}${never}`;
}

/** How a sensitive field is kept off the log line, in words. */
const SENSITIVE_WORDS = {
  personal: 'personal data',
  secret: 'a credential',
  document: "a document's bytes: its length instead",
} as const;

/** The header comment of a stub: what the event is, its fields, how it is identified and ordered. */
function stubComment(message: Message): Code {
  const fields = listedFields(message.fields).map((field) => {
    const [first = '', ...rest] = wrap(describeField(field), 110);
    return [`  ${first}`, ...rest.map((line) => `    ${line}`)];
  });
  const keys = message.idempotencyKey.map((p) => p.slice(1).replace(/\//g, '.')).join(', ');
  const ordering = message.orderingKey.map((p) => p.slice(1).replace(/\//g, '.')).join(' or ');
  const lines = [
    ...wrap(`${message.name}: ${message.summary}`, 117),
    '',
    ...(message.description ? [...wrap(message.description, 117), ''] : []),
    'event.payload (as the contract describes it; unknown fields and codes pass too):',
    ...fields.flat(),
    '',
    ...wrap(
      `A redelivery with the same ${keys} is a duplicate and is not handled again (x-idempotency-key).${ordering ? ` Events of one ${ordering} are handled one at a time, in order of receipt.` : ''}`,
      117,
    ),
    '',
    ...wrap(
      'A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs for new events and rewrites index.gen.ts, never this file.',
      117,
    ),
  ];
  return lineComments(lines);
}

interface Annotation {
  name: string;
  value: Code;
}

/**
 * The fields that identify the event (its idempotency key), for its log line; topic and applicationRef are there
 * already. A field the contract marks x-sensitive never goes there: personal data and secrets are left out, a
 * document's bytes are replaced by their length.
 */
function annotations(message: Message): { destructured: string[]; entries: Annotation[]; leftOut: string[] } {
  const required = new Map(message.fields.map((f) => [f.pointer, f.required]));
  const sensitive = new Map(message.fields.map((f) => [f.pointer, f.sensitive]));
  const destructured: string[] = [];
  const entries: Annotation[] = [];
  const leftOut: string[] = [];
  const used = new Set<string>();
  for (const pointer of message.idempotencyKey) {
    if (pointer === '/topic' || pointer === '/applicationRef' || pointer === '') continue;
    const kind = sensitive.get(pointer) ?? null;
    if (kind) leftOut.push(`${pointer.slice(1).replace(/\//g, '.')} (${SENSITIVE_WORDS[kind]})`);
    if (kind && kind !== 'document') continue;
    const segments = pointer.slice(1).split('/').map(unescapePointerToken);
    let name = segments.at(-1)!;
    if (used.has(name) || !isIdentifier(name)) name = segments.join('_').replace(/[^A-Za-z0-9_$]/g, '_');
    used.add(name);
    if (kind === 'document') name = `${name}Length`;
    if (segments.length === 1 && isIdentifier(segments[0]!) && !kind) {
      destructured.push(segments[0]!);
      entries.push({ name, value: ident(segments[0]!) });
      continue;
    }
    let access = code`event.payload`;
    segments.forEach((segment, index) => {
      const prefix = `/${segments.slice(0, index).join('/')}`;
      const optional = index > 0 && !required.get(prefix);
      access = isIdentifier(segment)
        ? code`${access}${optional ? code`?.` : code`.`}${ident(segment)}`
        : code`${access}${optional ? code`?.` : null}[${str(segment)}]`;
    });
    entries.push({ name, value: kind === 'document' ? code`${access}?.length` : access });
  }
  return { destructured, entries, leftOut };
}

async function stub(message: Message, webhooksModule: string): Promise<SkeletonFile> {
  const { destructured, entries, leftOut } = annotations(message);
  const logRule = `The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a credential or a document's bytes (x-sensitive in the contract)${leftOut.length ? `: not ${leftOut.join(', ')}` : ''}.`;
  const body = [
    destructured.length ? code`const { ${join(destructured.map(ident), ', ')} } = event.payload;\n` : null,
    entries.length
      ? code`${comment(logRule)}ctx.annotate({ ${join(
          entries.map((e) => (e.value.text === e.name ? e.value : code`${key(e.name)}: ${e.value}`)),
          ', ',
        )} });\n`
      : leftOut.length
        ? comment(logRule)
        : null,
    message.tenancyOfApplicant === null
      ? null
      : comment(
          `This event names an applicant (${message.tenancyOfApplicant.slice(1)}) and no tenancy: the receiver's journal (createReceiver({ journal })) gives the tenancy. ctx.applicantTenancy is { known: true, applicationRef } or, when the journal does not know the applicant, { known: false, reason, message }: throw to retry later, or look it up elsewhere.`,
        ),
    comment(
      "Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's writes exactly once; make calls to other systems idempotent with event.idempotencyKey.",
    ),
  ];
  const source = code`${stubComment(message)}import { defineHandler } from ${str(webhooksModule)};

export default defineHandler(${str(message.name)}, async (event, ctx) => {
  ${body}});
`;
  return {
    event: message.name,
    file: `${message.name}.ts`,
    content: await formatTypeScript(source, `handler ${message.name}.ts`),
  };
}

async function index(messages: readonly Message[], webhooksModule: string): Promise<SkeletonFile> {
  const names = [...messages]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((m) => {
      if (!isIdentifier(m.name))
        throw new Error(`event name ${JSON.stringify(m.name)} is not an identifier: rename the message in spec/`);
      return m.name;
    });
  const content = await printModule(
    {
      target: 'receiver-skeleton',
      about:
        'One handler per dispatched event of the contract. It stops compiling when @trs/webhooks knows an event that has no handler here (run the generator again to add its stub), or when a handler file handles the wrong event.',
      imports: [
        { from: webhooksModule, names: ['DispatchedEventName', 'HandlerDefinition'], typeOnly: true },
        ...names.map((name) => ({ from: `./${name}.js`, default: name })),
      ],
      statements: [
        constDeclaration({
          name: 'handlers',
          doc: 'Every handler, by event name: `receiver.register(...Object.values(handlers))`.',
          value: code`{ ${join(
            names.map((n) => ident(n)),
            ', ',
          )} }`,
          satisfies: code`{ [N in DispatchedEventName]: HandlerDefinition<N> }`,
        }),
      ],
    },
    INDEX_FILE,
  );
  return { event: null, file: INDEX_FILE, content };
}

/** Every file of a skeleton for the dispatched messages: the stubs, then the index. */
export async function skeletonFiles(
  messages: readonly Message[],
  webhooksModule: string,
): Promise<{ stubs: SkeletonFile[]; index: SkeletonFile }> {
  const dispatched = messages.filter((m) => !m.ignored);
  return {
    stubs: await Promise.all(dispatched.map((m) => stub(m, webhooksModule))),
    index: await index(dispatched, webhooksModule),
  };
}
