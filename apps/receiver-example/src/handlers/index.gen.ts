// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/receiver-skeleton (packages/codegen). Run `pnpm generate` after changing spec/.
// One handler per dispatched event of the contract. It stops compiling when @trs/webhooks knows an event that has no
// handler here (run the generator again to add its stub), or when a handler file handles the wrong event.

import type { DispatchedEventName, HandlerDefinition } from '@trs/webhooks';
import addApplicant from './addApplicant.js';
import addNote from './addNote.js';
import agreedRentConfirmationFinalised from './agreedRentConfirmationFinalised.js';
import agreedRentConfirmationIssued from './agreedRentConfirmationIssued.js';
import applicantReopened from './applicantReopened.js';
import createNewTenancy from './createNewTenancy.js';
import deprecatedNotification from './deprecatedNotification.js';
import kycStatus from './kycStatus.js';
import prescribedInformationCompleted from './prescribedInformationCompleted.js';
import rentIncreaseApplied from './rentIncreaseApplied.js';
import rentIncreaseNoticeIssued from './rentIncreaseNoticeIssued.js';
import rentIncreaseNoticeWithdrawn from './rentIncreaseNoticeWithdrawn.js';
import rentIncreaseTribunalDecisionConfirmed from './rentIncreaseTribunalDecisionConfirmed.js';
import rentIncreaseTribunalReferral from './rentIncreaseTribunalReferral.js';
import rentIncreaseTribunalReferralWithdrawn from './rentIncreaseTribunalReferralWithdrawn.js';
import rentIncreaseWithdrawalFinalised from './rentIncreaseWithdrawalFinalised.js';
import reportAvailable from './reportAvailable.js';
import tenancyFinalised from './tenancyFinalised.js';
import tenancyStartDateChanged from './tenancyStartDateChanged.js';
import updateApplicant from './updateApplicant.js';
import updateApplicationStatus from './updateApplicationStatus.js';
import uploadPartnerDocument from './uploadPartnerDocument.js';

/** Every handler, by event name: `receiver.register(...Object.values(handlers))`. */
export const handlers = {
  addApplicant,
  addNote,
  agreedRentConfirmationFinalised,
  agreedRentConfirmationIssued,
  applicantReopened,
  createNewTenancy,
  deprecatedNotification,
  kycStatus,
  prescribedInformationCompleted,
  rentIncreaseApplied,
  rentIncreaseNoticeIssued,
  rentIncreaseNoticeWithdrawn,
  rentIncreaseTribunalDecisionConfirmed,
  rentIncreaseTribunalReferral,
  rentIncreaseTribunalReferralWithdrawn,
  rentIncreaseWithdrawalFinalised,
  reportAvailable,
  tenancyFinalised,
  tenancyStartDateChanged,
  updateApplicant,
  updateApplicationStatus,
  uploadPartnerDocument,
} satisfies { [N in DispatchedEventName]: HandlerDefinition<N> };
