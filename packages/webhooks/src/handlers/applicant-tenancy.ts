// The tenancy of an event that names an applicant and no tenancy (a deprecated notification carries only ReferenceNo,
// provider spec 2.1 rule 2; x-tenancy-of-applicant in the contract), looked up in the receiver's journal before its
// handlers run. An applicant the journal does not know is said plainly, and the event is handled all the same: the
// handler decides (throwing retries it, and after the last attempt it is a dead letter to replay, never dropped).
import { applicantWithoutTenancy, type Journal } from '@trs/journal';

/** What a handler is told about the tenancy of an event that names only an applicant. */
export type ApplicantTenancy =
  | {
      readonly known: true;
      /** The applicant the event names (a deprecated notification's ReferenceNo). */
      readonly applicant: string;
      /** The tenancy the journal holds for it (the ApplicationRef of add tenant, add guarantor or addApplicant). */
      readonly applicationRef: string;
    }
  | {
      readonly known: false;
      readonly applicant: string;
      readonly applicationRef: null;
      /** no-journal: the receiver has no journal option; not-in-journal: the journal never learned the applicant. */
      readonly reason: 'no-journal' | 'not-in-journal';
      /** The same in words, with what to do. */
      readonly message: string;
    };

/** The tenancy of the event's applicant (null for an event that carries its tenancy itself). */
export async function applicantTenancyOf(
  journal: Pick<Journal, 'tenancyOfApplicant'> | undefined,
  eventName: string,
  payload: unknown,
): Promise<ApplicantTenancy | null> {
  const applicant = applicantWithoutTenancy(eventName, payload);
  if (applicant === undefined) return null;
  if (!journal)
    return {
      known: false,
      applicant,
      applicationRef: null,
      reason: 'no-journal',
      message: `${eventName} names applicant ${applicant} and no tenancy, and the receiver has no journal to look it up in: pass createReceiver({ journal }) (the journal @trs/client records into)`,
    };
  const applicationRef = await journal.tenancyOfApplicant(applicant);
  if (applicationRef !== undefined) return { known: true, applicant, applicationRef };
  return {
    known: false,
    applicant,
    applicationRef: null,
    reason: 'not-in-journal',
    message: `${eventName} names applicant ${applicant} and no tenancy, and the journal does not know the applicant (it was not added through @trs/client with this journal, nor announced by a createNewTenancy or addApplicant webhook): look it up in your own records, or throw to retry the event later`,
  };
}
