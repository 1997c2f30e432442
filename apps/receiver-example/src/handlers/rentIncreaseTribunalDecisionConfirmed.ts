// rentIncreaseTribunalDecisionConfirmed: the agent recorded the tribunal decision.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseTribunalDecisionConfirmed', async (event, ctx) => {
  const { applicationRef, confirmedRentAmount, confirmedRentFrequency, confirmedRentStartDate } = event.payload;
  ctx.annotate({ confirmedRentAmount, confirmedRentFrequency, confirmedRentStartDate });
  // Business code goes here: set the rent of tenancy applicationRef to the tribunal's confirmedRentAmount from confirmedRentStartDate.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
