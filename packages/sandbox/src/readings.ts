// What the sandbox does where it matters to an integration, and on what ground: what the provider's specification
// states, and what it leaves open and the sandbox had to read one way. One list: the page's "Readings" section and
// the README's table are both printed from it (a test keeps the README equal to it).
import { unexplainedCodes } from './payloads.js';

export interface Reading {
  /** The behaviour, in a few words. */
  subject: string;
  /** stated: the provider's specification says so; inferred: it leaves this open and the sandbox chose. */
  basis: 'stated' | 'inferred';
  /** The sections of the provider's specification concerned. */
  sections: string;
  /** What the sandbox does (and, for an inferred one, why this way). */
  sandbox: string;
  /** The option of createSandbox that changes it, if any. */
  option?: 'auditTrailNotes' | 'requireIncomeEvidence';
}

export const readings: readonly Reading[] = [
  {
    subject: 'Report Available needs webhooks enabled before submission',
    basis: 'stated',
    sections: '1',
    sandbox:
      'WebhookEnabled is read when each applicant is submitted (submit, create-and-submit, or the applicant\'s form). An applicant submitted while it was off never gets Report Available, even if webhooks are on again before referencing completes: the event is logged as not sent, with the reason, and cannot be redelivered. Its other events follow WebhookEnabled as it is when they are raised. Reading it per applicant, at submit, is the sandbox\'s reading of "before submission".',
  },
  {
    subject: 'Every audit-trail line raises addNote',
    basis: 'stated',
    sections: '6.3',
    sandbox:
      "Each line the sandbox writes to GET …/AuditTrail (tenancy created, applicant added, submitted, completed, reopened, cancelled, rent share, start date, step, finalised, prescribed information, rent-review journal notes) raises addNote with EntryType AuditTrail and the line's Timestamp, Author and Content (data.description the same text), against the applicant it concerns or the tenancy. Inferred: the note follows the events of the change it records.",
    option: 'auditTrailNotes',
  },
  {
    subject: 'Every field section 6 lists is sent',
    basis: 'stated',
    sections: '6.2, 6.4',
    sandbox:
      'Each payload carries every field the provider names for its message (the contract\'s x-sent-fields; a payload that leaves one out is refused before it is sent), and nothing the contract does not name. Inferred: the envelope that "most events" carry (EntryType, CreationDate, ApplicationId, ApplicationExternalReference, and ApplicantId, ApplicantExternalReference on an event about one applicant) is read as carried by every event with a topic; the topic, Status, applicationStatus and data that Report Available "normally" carries are read as always there.',
  },
  {
    subject: 'Values the provider does not show',
    basis: 'inferred',
    sections: '6.4, 6.6',
    sandbox: `EntryType of createNewTenancy, addApplicant, tenancyStartDateChanged, tenancyFinalised, prescribedInformationCompleted and the rent-review topics is the topic in words (Create New Tenancy …). The codes whose meanings are not shown take the contract examples' values: referencingServiceType ${unexplainedCodes.referencingServiceType}, applicationType ${unexplainedCodes.applicationType}, howWillSignApplicants ${unexplainedCodes.howWillSignApplicants} and howWillSignAgentLandlord ${unexplainedCodes.howWillSignAgentLandlord} (setTenancyStep sets the signing codes). partnerCustomerEmail is the agent's e-mail (option agent.email); partnerApplicantId is the first applicant's ExternalReference, null while the tenancy has no applicant.`,
  },
  {
    subject: 'Product and rent share of an applicant sent without them',
    basis: 'inferred',
    sections: '2.3, 2.5, 6.4',
    sandbox:
      'An applicant added without ReportType is referenced with Elite (1): its events say reportType 1 and its reports are type 1 and the Summary (7). rentShare is ShareOfRent, 0 until a create, submit or PUT …/RentShare sets one.',
  },
  {
    subject: 'Income evidence',
    basis: 'inferred',
    sections: '2.3, 2.7',
    sandbox:
      'Required at submit by the provider, with no field name or structure shown. The contract reads it as an open object named IncomeEvidence, accepted on create and on submit and kept as sent. Submit does not require it unless requireIncomeEvidence is set (then 400 naming IncomeEvidence): a sandbox that refused submits for lack of a field whose name is a guess would make integrations fit the guess.',
    option: 'requireIncomeEvidence',
  },
  {
    subject: 'Unknown references are 400, not 404',
    basis: 'inferred',
    sections: '4, 7',
    sandbox:
      'A client error is 400 with { "Message" } (the status is not stated; the contract documents 400). An unknown tenancy or applicant reference is a client error too, 400, since the contract documents no 404 for those operations; an identity check, whose operation documents no 400, is 404.',
  },
  {
    subject: 'Webhook URLs may be http://',
    basis: 'inferred',
    sections: '2.6, 5.7',
    sandbox:
      "The provider sends HTTPS only; the sandbox also accepts http:// URLs so that a receiver on a developer's machine or in CI can be reached without certificates. Production needs an HTTPS receiver.",
  },
  {
    subject: "Create fields required beyond the provider's list",
    basis: 'inferred',
    sections: '2.2, 2.3, 2.7',
    sandbox:
      'Per-field mandatory flags are not shown, so the contract requires what no tenancy or applicant can do without: RentalDetails (MonthlyRent, TenancyStartDate) and PropertyInformation (Address with Postcode) on create tenancy; FirstName, LastName and EmailAddress on add tenant or guarantor (State when Title is 10); DateMovedIn and Address in each AddressHistory entry.',
  },
  {
    subject: 'Submit-time fields',
    basis: 'stated',
    sections: '2.3, 4',
    sandbox:
      'Submit needs BirthDay, Nationality, MaritalStatus, AddressHistory and SignedConsent (400 naming every missing one), even if they were left out on create; an applicant is submitted once.',
  },
  {
    subject: 'Inner retries of the first attempt',
    basis: 'inferred',
    sections: '3.4, 6.1, 8',
    sandbox:
      'Each of the fifteen attempts, the first one included, retries at once up to three times on 408, 429, 502, 503, 504 or a dropped connection, each retry with the whole 10-second timeout (the provider says "each of those attempts" after the background retries; the delivery rules\' readings are x-assumptions of the contract\'s x-delivery).',
  },
  {
    subject: 'Delivery',
    basis: 'stated',
    sections: '3.4, 6.1, 8',
    sandbox:
      'Every URL gets the same body per attempt and any 2xx delivers; a 4xx other than 408 and 429 kills the payload; otherwise fifteen attempts about a minute apart, the first with a 10-second timeout; User-Agent Service-Webhook-Client/1.0 and the static header on every request.',
  },
  {
    subject: 'Statuses and steps',
    basis: 'inferred',
    sections: '3.1, 3.2',
    sandbox:
      "The completed applicant status is named Completed (the contract's examples), a cancelled one Cancelled. applicationStatus of updateApplicant is 0 until the first applicant of the tenancy is submitted, 1 after. The tenancy step is 1 from creation and 2 once every submitted applicant is complete.",
  },
  {
    subject: 'Self-service drafts',
    basis: 'inferred',
    sections: '2.1, 2.3',
    sandbox: 'An applicant added with IsApplicantFillingTheForm true gets a DY reference.',
  },
  {
    subject: 'Identity checks',
    basis: 'inferred',
    sections: '2.5, 3.3, 6.4',
    sandbox:
      'A KYC check runs when IdentityCheck asks for any check: SENT and IN PROGRESS on submit, COMPLETED with the applicant, Reports then holding one URL per check asked for (100 IdVerification, 101 RightToRentVerification, 102 AMLVerification, 103 PEPsAndSanctionsVerification), and each report also arrives as a per-applicant document (types 23 to 26).',
  },
  {
    subject: 'Events of the operations',
    basis: 'inferred',
    sections: '6.5',
    sandbox:
      'Create-and-submit raises addApplicant (Created) then updateApplicant (in progress), as add and submit do; tenancyStartDateChanged is raised only when the date changes.',
  },
  {
    subject: 'Admin calls check what they raise',
    basis: 'stated',
    sections: '6.4',
    sandbox:
      "An admin call whose event would hold a value outside the provider's domain (a rent frequency other than weekly, fortnightly, 4-weekly, monthly; a documentType outside 0 to 30; a per-applicant document, 0 or 23 to 26, without its applicant) is refused with 400 naming the field, before anything changes.",
  },
];

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The readings as the README's Markdown table. */
export function readingsMarkdown(list: readonly Reading[] = readings): string {
  const rows = list.map(
    (r) =>
      `| ${escapeCell(r.subject)} | ${r.basis === 'stated' ? 'stated' : 'inferred'} (${r.sections}) | ${escapeCell(r.sandbox)}${r.option ? ` Option: \`${r.option}\`.` : ''} |`,
  );
  return ['| Behaviour | Basis (provider spec) | What the sandbox does |', '|---|---|---|', ...rows].join('\n');
}
