// @trs/webhooks: what the receiver needs from the AsyncAPI document, as typed data. Nothing of it
// is typed by hand in the package: a new topic or a changed key in spec/ reaches it through this file.
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

export const webhooksTarget = defineTarget(config, async ({ messages, dispatch, deduplication, staticHeader }) => {
  const ignored = messages.filter((m) => m.ignored).map((m) => m.name);
  const dispatched = messages.filter((m) => !m.ignored).map((m) => m.name);
  const byName = <T>(pick: (m: (typeof messages)[number]) => T) =>
    Object.fromEntries(messages.map((m) => [m.name, pick(m)]));
  const content = await printModule(
    {
      target: 'webhooks',
      imports: [
        { from: '@trs/validators', names: ['EventName'], typeOnly: true },
        { from: './dispatch-types.js', names: ['DispatchRule', 'MessageDeduplication'], typeOnly: true },
      ],
      statements: [
        constDeclaration({
          name: 'eventNames',
          doc: 'Every message of the AsyncAPI document, dispatched or ignored.',
          value: literal(messages.map((m) => m.name)),
          asConst: true,
          satisfies: code`readonly EventName[]`,
        }),
        constDeclaration({
          name: 'dispatchedEventNames',
          doc: 'The messages a receiver dispatches to handlers: every message but the ignored ones.',
          value: literal(dispatched),
          asConst: true,
          satisfies: code`readonly EventName[]`,
        }),
        typeDeclaration('DispatchedEventName', code`(typeof dispatchedEventNames)[number]`),
        constDeclaration({
          name: 'ignoredEventNames',
          doc: 'Messages recorded as ignored, never dispatched (x-dispatch.ignored, x-ignored).',
          value: literal(ignored),
          asConst: true,
          satisfies: code`readonly EventName[]`,
        }),
        typeDeclaration('IgnoredEventName', code`(typeof ignoredEventNames)[number]`),
        constDeclaration({
          name: 'topics',
          doc: 'topic value → message name (x-topic).',
          type: code`Readonly<Record<string, EventName>>`,
          value: literal(Object.fromEntries(messages.filter((m) => m.topic).map((m) => [m.topic, m.name]))),
        }),
        constDeclaration({
          name: 'dispatchRules',
          doc: dispatch.description,
          type: code`readonly DispatchRule<EventName>[]`,
          value: literal(dispatch.rules),
        }),
        constDeclaration({
          name: 'idempotencyKeys',
          doc: 'Per message: the JSON pointers whose values identify one event (x-idempotency-key). Absent pointers count as absent.',
          type: code`Readonly<Record<EventName, readonly string[]>>`,
          value: literal(byName((m) => m.idempotencyKey)),
        }),
        constDeclaration({
          name: 'deduplication',
          doc: `Per message: how a redelivery is told from a new event with the same content (x-idempotency-key). ${deduplication.description}`,
          type: code`Readonly<Record<EventName, MessageDeduplication>>`,
          value: literal(byName((m) => m.deduplication)),
        }),
        constDeclaration({
          name: 'redeliveryHorizonSeconds',
          doc: "Copies of one payload arrive within this time of its first copy (x-dispatch.deduplication: the provider's retry span, with a margin). Without distinguishing fields, the same content received later is a new event.",
          value: literal(deduplication.redeliveryHorizonSeconds),
        }),
        constDeclaration({
          name: 'orderingKeys',
          doc: "Per message: the pointers of the fields that name its tenancy (applicationRef; KYCid for KYC), in order of preference. Events of one tenancy are handled in order of receipt. From each message's x-ordering-key.",
          type: code`Readonly<Record<EventName, readonly string[]>>`,
          value: literal(byName((m) => m.orderingKey)),
        }),
        constDeclaration({
          name: 'staticHeader',
          doc: 'The static header the provider sends on every delivery (securitySchemes.staticHeader); the name is configurable.',
          value: literal({ defaultName: staticHeader.name }),
          asConst: true,
        }),
        constDeclaration({
          name: 'sensitiveFields',
          doc: "Per message: the pointers of the fields never to be logged (x-sensitive: personal data, credentials, documents' bytes), '*' standing for every item of an array; everything inside one is covered too. The receiver keeps their values off every log line a handler writes.",
          type: code`Readonly<Record<EventName, readonly string[]>>`,
          value: literal(
            byName((m) =>
              m.fields
                .filter((f) => f.sensitive)
                .map((f) => f.pointer)
                .filter((pointer, _, all) => !all.some((other) => pointer.startsWith(`${other}/`))),
            ),
          ),
        }),
        constDeclaration({
          name: 'eventSummaries',
          doc: 'One line per message, from its summary.',
          type: code`Readonly<Record<EventName, string>>`,
          value: literal(byName((m) => m.summary)),
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
