// The contract model: everything the targets know about the contract, read once from the bundled documents
// (spec/dist/openapi.json and asyncapi.json) by buildModel. Targets read this, never the documents.
import type { Field, Gap, JsonObject, Place } from '@trs/shared';

/**
 * A JSON Schema as it appears in the bundled documents: component references are '#/components/schemas/Name'. The
 * keywords the model reads have their types (the spec's lint checks the documents); any other is `unknown`.
 */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly allOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly not?: JsonSchema;
  readonly if?: JsonSchema;
  readonly then?: JsonSchema;
  readonly else?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly examples?: readonly unknown[];
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly [keyword: string]: unknown;
}

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE';

/**
 * A field, a gap of the register and the place of one: the shared types of @trs/shared, which @trs/discovery's field
 * index and the docs site read as well (one declaration for every reader of the model).
 */
export type { Field, Gap, Place, Sensitivity } from '@trs/shared';

export interface Example {
  readonly name: string;
  readonly summary: string | null;
  readonly value: unknown;
  /**
   * The example carries what the contract does not describe (unknown fields or values) to show that a receiver
   * accepts it (listed in the message's `x-tolerant-reader-examples`): it is checked tolerantly only, and never sent
   * as is.
   */
  readonly tolerantReader: boolean;
}

/** The rule of a path parameter's schema, as a client or a server checks it before anything else. */
export interface ParameterRule {
  /** The component the schema refers to (BranchId, ApplicationReference, …), or null for an inline schema. */
  readonly component: string | null;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly description: string | null;
  readonly schema: JsonSchema;
  /** The rule of its schema; path parameters always have one (their schema is an integer, number or string). */
  readonly rule: ParameterRule | null;
  readonly example: unknown;
}

/** A path parameter: its schema is always an integer, number or string, so it always has a rule. */
export interface PathParameter extends Parameter {
  readonly in: 'path';
  readonly rule: ParameterRule;
}

export interface RequestBody {
  readonly contentType: string;
  readonly required: boolean;
  readonly description: string | null;
  readonly schema: JsonSchema;
  /** The schema component the body is, if its schema is one. */
  readonly component: string | null;
  /** The @trs/validators validator of a JSON body (the component name, or `<OperationId>Body` for an inline one). */
  readonly validator: string | null;
  readonly fields: readonly Field[];
  readonly examples: readonly Example[];
  /** The example a mock sends or answers with: `example`, else the first of `examples`, else the schema's first. */
  readonly example: unknown;
}

export interface ResponseHeader {
  readonly name: string;
  readonly description: string | null;
  readonly required: boolean;
  readonly schema: JsonSchema;
  readonly example: unknown;
}

export interface Response {
  /** '200', '401', … (or 'default'). */
  readonly status: string;
  readonly description: string | null;
  /** The first media type of the answer, or null when it has no body. */
  readonly contentType: string | null;
  readonly schema: JsonSchema | null;
  /** The schema component the answer is, if its schema is one. */
  readonly component: string | null;
  /** The @trs/validators validator of a JSON answer, or null. */
  readonly validator: string | null;
  readonly fields: readonly Field[];
  readonly headers: readonly ResponseHeader[];
  readonly examples: readonly Example[];
  /** The example a mock answers with (null when the contract has none). */
  readonly example: unknown;
}

/** What a client should do in situations it cannot resolve itself (`x-advice` of the operation). */
export interface OperationAdvice {
  /** The call was sent and no answer says whether the service acted: what to look up before sending it again. */
  readonly outcomeUnknown?: string;
}

export interface Operation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template, relative to the base address ({origin}/v2). */
  readonly path: string;
  readonly summary: string;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  /** The security schemes it needs (their names); empty when it needs none. */
  readonly security: readonly string[];
  /** Sends the session token (false only for the login). */
  readonly authenticated: boolean;
  /** Its successful answer carries the session token (the login of the session, POST /Authenticate). */
  readonly issuesSessionToken: boolean;
  /** Repeating it has the effect of sending it once: RFC 9110 method semantics, or the operation's x-idempotent. */
  readonly idempotent: boolean;
  readonly advice: OperationAdvice | null;
  /** Every parameter (path item's and operation's); path parameters first, in the order of the template. */
  readonly parameters: readonly Parameter[];
  /** The path parameters, in the order of the template. */
  readonly pathParameters: readonly PathParameter[];
  readonly requestBody: RequestBody | null;
  /** Every documented answer, by status. */
  readonly responses: readonly Response[];
  /** The lowest documented 2xx answer. */
  readonly success: Response;
  /** Ids of the gaps and assumptions of the operation (its path item, parameters, bodies and answers included). */
  readonly gaps: readonly string[];
  /** The messages (webhook events) the call raises (x-raises; provider spec 6.5), by name. */
  readonly raises: readonly string[];
  readonly place: Place;
}

/** One test on a payload: the value at `pointer` matches a regular expression, equals a JSON value, or is (not) present. */
export interface DispatchCondition {
  readonly pointer: string;
  readonly matches?: string;
  readonly equals?: unknown;
  readonly present?: boolean;
}

/** x-dispatch: rules tried in order; the first whose conditions all hold names the message; the last maps the topic. */
export type DispatchRule =
  { readonly message: string; readonly when: readonly DispatchCondition[] } | { readonly byTopic: string };

/** How a receiver recognises one message. */
export type MessageDispatch =
  | { readonly kind: 'rule'; readonly when: readonly DispatchCondition[] }
  | { readonly kind: 'topic'; readonly pointer: string; readonly topic: string };

export interface Message {
  /** The message's key in components.messages (the event name). */
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string | null;
  readonly payload: JsonSchema;
  /** The @trs/validators validator of the payload (its title, e.g. AddApplicantEvent). */
  readonly validator: string;
  readonly fields: readonly Field[];
  readonly examples: readonly Example[];
  /** The value of `topic` that names it (x-topic), or null. */
  readonly topic: string | null;
  /** How a receiver recognises it: its x-dispatch rule, or its topic. */
  readonly dispatch: MessageDispatch;
  /** JSON pointers whose values identify the content of one event (x-idempotency-key, or its `fields`). */
  readonly idempotencyKey: readonly string[];
  /** How a redelivery of it is told from a new event with the same content (the rest of x-idempotency-key). */
  readonly deduplication: MessageDeduplication;
  /** Pointers naming the tenancy (or KYC check) whose events are handled in order of receipt (x-ordering-key). */
  readonly orderingKey: readonly string[];
  /** Recorded and acknowledged, never handled (x-dispatch.ignored, x-ignored). */
  readonly ignored: boolean;
  /** The POSTs of unknown outcome it resolves (x-resolves-pending): which field echoes which field of the request. */
  readonly resolvesPending: readonly PendingResolution[];
  /**
   * The pointer of the applicant reference of a payload that names no tenancy (x-tenancy-of-applicant: a deprecated
   * notification's ReferenceNo, provider spec 2.1 rule 2): the receiver's journal gives its handler the tenancy. Null
   * for a message that carries its tenancy itself.
   */
  readonly tenancyOfApplicant: string | null;
  readonly gaps: readonly string[];
  /** The tags of the AsyncAPI operations that send it. */
  readonly tags: readonly string[];
  /** The operations whose x-raises names it, by operationId. */
  readonly raisedBy: readonly string[];
  /** Every field the provider spec names for it (x-sent-fields): what is sent always, and under which conditions. */
  readonly sentFields: SentFields;
  readonly place: Place;
}

/**
 * x-sent-fields: the fields the provider spec names for a message, as pointers of its fields (a `*` segment stands for
 * every item of a list). What is sent as the message (the sandbox, `trs webhooks trigger`) is checked against it;
 * what is received never is.
 */
export interface SentFields {
  /** Every payload carries these. */
  readonly always: readonly string[];
  readonly conditional: readonly SentFieldGroup[];
}

/** Fields a payload carries only under a condition. */
export interface SentFieldGroup {
  readonly fields: readonly string[];
  /** The condition, when a field of the payload shows it; null when the payload does not (only `because` says). */
  readonly when: SentCondition | null;
  /** The provider may leave them out even when the condition holds ("may be included"). */
  readonly may: boolean;
  /** Why, in words, with the provider spec's section. */
  readonly because: string;
  /** The condition in words: 'when /data/documentType is one of 0, 23, 24, 25, 26' (null without `when`). */
  readonly whenWords: string | null;
}

/** A condition on one field of a payload: it equals a value, is one of several, or is present (or absent). */
export interface SentCondition {
  readonly pointer: string;
  readonly equals?: unknown;
  readonly in?: readonly unknown[];
  readonly present?: boolean;
}

/** The parts of x-idempotency-key beyond its fields (see x-dispatch.deduplication). */
export interface MessageDeduplication {
  /** Pointers whose values tell two raisings of the same content apart (CreationDate): a redelivery carries the same. */
  readonly distinguishedBy: readonly string[];
  /** The sequence of events it belongs to (a name and the pointers naming its subject), or null. */
  readonly sequence: { readonly name: string; readonly by: readonly string[] } | null;
  /** Whether it moves its sequence on: content seen again after an advancing event of the sequence is a new event. */
  readonly advances: boolean;
}

/** x-dispatch.deduplication: how a receiver tells a redelivery from a new event with the same content. */
export interface Deduplication {
  readonly description: string;
  /** Copies of one payload arrive within this time of the first one (the provider's retry span, with a margin). */
  readonly redeliveryHorizonSeconds: number;
}

export interface Dispatch {
  readonly description: string;
  readonly rules: readonly DispatchRule[];
}

/** The provider's delivery rules (x-delivery; provider spec 3.4, 6.1, 8), as data. */
export interface DeliveryRules {
  readonly description: string;
  /** In words: every URL receives the same body per attempt; any 2xx delivers; the others are still called. */
  readonly fanOut: string;
  /** The data of the rules, every field of x-delivery but its prose (description, fanOut, x-gap, x-assumption). */
  readonly rules: Readonly<Record<string, unknown>>;
  readonly gaps: readonly string[];
}

/** The header a webhook receiver authenticates deliveries with (components.securitySchemes.staticHeader). */
export interface StaticHeader {
  /** Default name; the real one is configured per agent. */
  readonly name: string;
  readonly description: string | null;
}

export type ValidatorRole = 'request' | 'response' | 'message';

/** A schema that @trs/validators compiles, under its exported name. */
export interface ValidatorDefinition {
  /** The component name for bodies, the payload title for messages, `<OperationId>Body` for an inline body. */
  readonly name: string;
  /** request: what we send (validated strictly); response and message: what we receive (read tolerantly). */
  readonly role: ValidatorRole;
  /** The schema as it appears in the document (component refs '#/components/schemas/X'). */
  readonly schema: JsonSchema;
  readonly description: string;
}

export interface DocumentInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string | null;
}

export interface Server {
  readonly url: string;
  readonly description: string | null;
}

/** A tag of a document (info.tags of AsyncAPI, tags of OpenAPI), in the document's order. */
export interface Tag {
  readonly name: string;
  readonly description: string | null;
}

export interface ContractModel {
  readonly info: { readonly openapi: DocumentInfo; readonly asyncapi: DocumentInfo };
  readonly servers: readonly Server[];
  /** The tags each document declares, which group its operations and messages. */
  readonly tags: { readonly openapi: readonly Tag[]; readonly asyncapi: readonly Tag[] };
  /** components.schemas of both documents, merged (the shared ones are identical in both). */
  readonly schemas: Readonly<Record<string, JsonSchema>>;
  /** Every schema @trs/validators compiles, sorted by name. */
  readonly validators: readonly ValidatorDefinition[];
  /** Every operation, in the order of the OpenAPI paths. */
  readonly operations: readonly Operation[];
  /** Every message of the AsyncAPI document, in the order of components.messages. */
  readonly messages: readonly Message[];
  readonly dispatch: Dispatch;
  readonly deduplication: Deduplication;
  readonly delivery: DeliveryRules;
  readonly staticHeader: StaticHeader;
  /** The gaps register: every x-gap, then every x-assumption, each with the places it concerns. */
  readonly gaps: readonly Gap[];
  /**
   * The bundled documents themselves, for the one tool that reads a whole OpenAPI document (openapi-typescript, in
   * the client target) and for the example check. Targets read the model, not these.
   */
  readonly sources: {
    readonly openapi: JsonObject;
    readonly asyncapi: JsonObject;
  };
}

/** x-resolves-pending: a message that tells the outcome of a creating POST, by echoing a field of its request. */
export interface PendingResolution {
  /** The operationId of the POST. */
  readonly operation: string;
  /** The pointer of the request body's field the message echoes (/ExternalReference). */
  readonly requestField: string;
  /** The pointer of the message's field that echoes it. */
  readonly eventField: string;
  /** The pointer of the message's field holding the reference the POST created. */
  readonly reference: string;
}
