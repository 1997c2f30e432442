// Rent review (provider spec 6.3, 6.4): the rent-review topics, their journal notes and documents; and the legacy report
// event.
import { isJsonObject } from '@trs/shared';
import { codeNamed, documentTypes } from '../codes.js';
import { invalidArgument } from '../errors.js';
import { type RentReviewTopic, rentReviewTopics } from '../payloads.js';
import type { TenancyState } from '../state.js';
import { audit } from './audit.js';
import { type ProviderContext, SYSTEM_AUTHOR } from './context.js';
import { sendDocument } from './documents.js';

/** Rent-review topics whose document arrives through uploadPartnerDocument, and its documentType (6.4: 28 to 30). */
const RENT_REVIEW_DOCUMENTS: Partial<Record<RentReviewTopic, string>> = {
  rentIncreaseNoticeIssued: 'Rent increase notice',
  rentIncreaseNoticeWithdrawn: 'Withdrawal notice',
  rentIncreaseWithdrawalFinalised: 'Withdrawal notice',
  agreedRentConfirmationIssued: 'Agreed rent confirmation',
  agreedRentConfirmationFinalised: 'Agreed rent confirmation',
};

export function rentReview(
  ctx: ProviderContext,
  tenancy: TenancyState,
  topic: RentReviewTopic,
  fields: Record<string, unknown> = {},
): void {
  if (!rentReviewTopics.includes(topic))
    throw invalidArgument(
      `topic must be a rent-review topic (${rentReviewTopics.join(', ')}), got ${JSON.stringify(topic)}`,
    );
  if (!isJsonObject(fields))
    throw invalidArgument('fields must be an object of the fields to send instead of the defaults');
  const payload = ctx.checked(topic, ctx.payloads.rentReview(tenancy, topic, ctx.rentReviewSequence + 1, fields));
  ctx.rentReviewSequence += 1;
  ctx.events.raise(topic, payload);
  if (typeof payload.journalNoteText === 'string') audit(ctx, tenancy, SYSTEM_AUTHOR, payload.journalNoteText);
  if (
    topic === 'rentIncreaseApplied' &&
    payload.appliedRentFrequency === 'monthly' &&
    typeof payload.appliedRentAmount === 'number'
  )
    tenancy.application.RentalDetails.MonthlyRent = payload.appliedRentAmount;
  const documentName = RENT_REVIEW_DOCUMENTS[topic];
  if (documentName && typeof payload.documentName === 'string')
    sendDocument(ctx, tenancy, {
      documentType: codeNamed(documentTypes, documentName),
      fileName: payload.documentName,
    });
}

export function sendLegacyReport(ctx: ProviderContext, tenancy: TenancyState | null): void {
  ctx.legacySequence += 1;
  ctx.events.raise('legacyReportAvailable', ctx.payloads.legacyReportAvailable(tenancy, ctx.legacySequence));
}
