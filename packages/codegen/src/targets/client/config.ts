import type { TargetConfig } from '../target.js';

export const config = {
  name: 'client',
  description:
    "@trs/client: openapi-typescript's types of the contract, the operations table, and one thin typed helper per operation over the client's hand-written policy",
  // sources: the bundled OpenAPI document, handed whole to openapi-typescript (which reads OpenAPI itself).
  reads: ['operations', 'sources'],
  // Its code names @trs/validators' validators.
  dependsOn: ['validators'],
  outputs: ['packages/client/src'],
} as const satisfies TargetConfig<'operations' | 'sources'>;

export const OUTPUT_DIR = 'packages/client/src';

/**
 * Members of the hand-written client (HelperBase in helpers.ts, TrsClient in client.ts): an operationId equal to one
 * of them would shadow the client's own policy, so the target refuses it.
 */
export const RESERVED_MEMBERS: ReadonlySet<string> = new Set([
  'constructor',
  'raw',
  'call',
  'withResponse',
  'download',
  'login',
  'tokenExpiresAt',
  'loginCount',
  'forgetToken',
  'downloadFromEventUrl',
  'fetchDocument',
]);

/**
 * The references of provider spec 2.1 that nothing can list (a tenancy's, an applicant's): a call that creates
 * something and answers one must hand it back in its documented form (the client's ReferenceNotReturnedError).
 */
export const REFERENCE_SCHEMAS: ReadonlySet<string> = new Set(['ApplicationReference', 'ApplicantReference']);
