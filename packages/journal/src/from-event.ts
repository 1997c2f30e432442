// What a webhook tells the journal: the references it announces (createNewTenancy's tenancy and applicants,
// addApplicant's applicant, a KYC status's KYCid), and the pending POST it resolves (x-resolves-pending, generated
// into pendingResolutions). The receiver calls this with each event it handles; reconciliation with what it recovers.
import { isJsonObject, pointerTokens } from '@trs/shared';
import { pendingResolutions, tenancyLookups } from './resolutions.gen.js';
import type { ApplicantType, Journal, NewReference, PendingPost } from './types.js';

function at(payload: unknown, pointer: string): unknown {
  let value = payload;
  for (const token of pointerTokens(pointer)) value = isJsonObject(value) ? value[token] : undefined;
  return value;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function typeOf(value: unknown): ApplicantType | undefined {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return lower === 'tenant' ? 'Tenant' : lower === 'guarantor' ? 'Guarantor' : undefined;
}

/** The references a webhook announces, by the message's name (the contract's components.messages). */
export function referencesFromEvent(message: string, payload: unknown): NewReference[] {
  const tenancy = text(at(payload, '/applicationRef'));
  const found: NewReference[] = [];
  const applicant = (entry: unknown) => {
    const ref = text(at(entry, '/applicantRef'));
    if (!ref || !tenancy) return;
    const type = typeOf(at(entry, '/type'));
    const external = text(at(entry, '/partnerContactId'));
    found.push({
      kind: 'applicant',
      applicant: ref,
      tenancy,
      source: 'webhook',
      ...(type ? { type } : {}),
      ...(external ? { externalReference: external } : {}),
    });
  };
  if (message === 'createNewTenancy' && tenancy) {
    const external = text(at(payload, '/data/partnerTenancyId'));
    found.push({ kind: 'tenancy', tenancy, source: 'webhook', ...(external ? { externalReference: external } : {}) });
    const applicants = at(payload, '/data/applicants');
    if (Array.isArray(applicants)) for (const entry of applicants) applicant(entry);
  } else if (message === 'addApplicant' && tenancy) {
    found.push({ kind: 'tenancy', tenancy, source: 'webhook' });
    applicant(at(payload, '/data'));
  } else if (message === 'kycStatus') {
    const kyc = text(at(payload, '/KYCid'));
    const userType = at(payload, '/UserType');
    if (kyc)
      found.push({
        kind: 'kyc',
        kyc,
        source: 'webhook',
        ...(Number.isInteger(userType) ? { userType: userType as number } : {}),
      });
  }
  return found;
}

/** Resolves the pending POST a webhook answers (x-resolves-pending), if any; answers what it resolved. */
export async function resolveFromEvent(
  journal: Pick<Journal, 'resolvePending'>,
  message: string,
  payload: unknown,
  by: 'webhook' | 'reconciliation' = 'webhook',
): Promise<PendingPost[]> {
  const resolved: PendingPost[] = [];
  for (const rule of pendingResolutions) {
    if (rule.message !== message) continue;
    const externalReference = text(at(payload, rule.eventField));
    const reference = text(at(payload, rule.reference));
    if (!externalReference || !reference) continue;
    const done = await journal.resolvePending({ operation: rule.operation, externalReference, reference, by });
    if (done) {
      resolved.push(done);
      break;
    }
  }
  return resolved;
}

/**
 * The applicant reference of an event that names an applicant and no tenancy (x-tenancy-of-applicant: a deprecated
 * notification's ReferenceNo, provider spec 2.1 rule 2), whose tenancy only the journal knows; undefined for any other
 * event (one that carries its tenancy, or whose applicant field is empty).
 */
export function applicantWithoutTenancy(message: string, payload: unknown): string | undefined {
  const lookup = tenancyLookups.find((entry) => entry.message === message);
  return lookup ? text(at(payload, lookup.applicant)) : undefined;
}

/** Records what a webhook announces and resolves the pending POST it answers: the receiver's one call per event. */
export async function journalEvent(
  journal: Pick<Journal, 'record' | 'resolvePending'>,
  message: string,
  payload: unknown,
  by: 'webhook' | 'reconciliation' = 'webhook',
): Promise<PendingPost[]> {
  for (const reference of referencesFromEvent(message, payload)) await journal.record(reference);
  return resolveFromEvent(journal, message, payload, by);
}
