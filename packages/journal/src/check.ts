// The rules of what the journal accepts, checked before anything is written. References are not held to their
// documented pattern: the journal keeps whatever the service handed over (a tolerant reader never drops one).
import { isJsonObject } from '@trs/shared';
import { JournalInputError } from './errors.js';
import { randomUUID } from 'node:crypto';
import type { FinishedTarget, NewPendingPost, NewReference, PendingPost, ResolveRequest } from './types.js';

const MAX_IDENTIFIER = 200;
const SOURCES = ['client', 'webhook'];
const TYPES = ['Tenant', 'Guarantor'];
const RESOLVERS = ['webhook', 'reconciliation', 'manual'];

function identifier(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new JournalInputError(field, 'must be a non-empty string');
  if (value.length > MAX_IDENTIFIER || [...value].some((char) => char < ' ' || char === '\u007f'))
    throw new JournalInputError(field, `must be at most ${MAX_IDENTIFIER} characters without control characters`);
  return value;
}

function optionalText(value: unknown, field: string): void {
  if (value !== undefined && typeof value !== 'string')
    throw new JournalInputError(field, 'must be a string when given');
}

/** An ISO 8601 date and time with its offset (2026-11-28T09:00:00.000Z, 2026-11-28T10:00:00+01:00). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function optionalTime(value: unknown, field: string): void {
  if (value === undefined) return;
  if (typeof value !== 'string' || !ISO_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw new JournalInputError(
      field,
      'must be an ISO 8601 date and time with its offset (2026-11-28T09:00:00.000Z) when given',
    );
}

function oneOf(value: unknown, field: string, allowed: string[]): void {
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new JournalInputError(field, `must be one of ${allowed.join(', ')}`);
}

export function checkReference(reference: NewReference): void {
  if (!isJsonObject(reference)) throw new JournalInputError('reference', 'must be an object');
  oneOf(reference.source, 'reference.source', SOURCES);
  switch (reference.kind) {
    case 'tenancy':
      identifier(reference.tenancy, 'reference.tenancy');
      optionalText(reference.externalReference, 'reference.externalReference');
      return;
    case 'applicant':
      identifier(reference.applicant, 'reference.applicant');
      identifier(reference.tenancy, 'reference.tenancy');
      if (reference.type !== undefined) oneOf(reference.type, 'reference.type', TYPES);
      optionalText(reference.externalReference, 'reference.externalReference');
      return;
    case 'kyc':
      identifier(reference.kyc, 'reference.kyc');
      if (reference.userType !== undefined && !Number.isInteger(reference.userType))
        throw new JournalInputError('reference.userType', 'must be an integer when given');
      return;
    default:
      throw new JournalInputError('reference.kind', 'must be one of tenancy, applicant, kyc');
  }
}

export function checkPending(pending: NewPendingPost): void {
  if (!isJsonObject(pending)) throw new JournalInputError('pending', 'must be an object');
  identifier(pending.operation, 'pending.operation');
  optionalText(pending.externalReference, 'pending.externalReference');
  optionalTime(pending.attemptedAt, 'pending.attemptedAt');
  if (!isJsonObject(pending.path)) throw new JournalInputError('pending.path', 'must be an object of path parameters');
  for (const [name, value] of Object.entries(pending.path))
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new JournalInputError(`pending.path.${name}`, 'must be a string or a number');
}

/** The entry both stores keep for a pending POST checked by checkPending: a new id, the time stamped `created`. */
export function newPendingEntry(pending: NewPendingPost, created: string): PendingPost {
  return {
    id: randomUUID(),
    operation: pending.operation,
    ...(pending.externalReference !== undefined ? { externalReference: pending.externalReference } : {}),
    path: { ...pending.path },
    sent: pending.sent === undefined ? null : structuredClone(pending.sent),
    created,
    // One spelling of the instant (as PostgreSQL gives it back), whatever offset the caller wrote it with.
    ...(pending.attemptedAt !== undefined ? { attemptedAt: new Date(pending.attemptedAt).toISOString() } : {}),
  };
}

export function checkResolve(request: ResolveRequest): void {
  if (!isJsonObject(request)) throw new JournalInputError('resolve', 'must be an object');
  if ('id' in request) identifier(request.id, 'resolve.id');
  else {
    identifier(request.operation, 'resolve.operation');
    identifier(request.externalReference, 'resolve.externalReference');
  }
  identifier(request.reference, 'resolve.reference');
  oneOf(request.by, 'resolve.by', RESOLVERS);
}

export function checkFinished(target: FinishedTarget): void {
  if (!isJsonObject(target)) throw new JournalInputError('target', 'must be { tenancy } or { applicant }');
  if ('tenancy' in target) identifier(target.tenancy, 'target.tenancy');
  else if ('applicant' in target) identifier(target.applicant, 'target.applicant');
  else throw new JournalInputError('target', 'must be { tenancy } or { applicant }');
}
