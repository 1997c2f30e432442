// rentIncreaseApplied: a rent increase took effect on its start date.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseApplied', async (event, ctx) => {
  const { applicationRef, appliedRentAmount, appliedRentFrequency, appliedFromDate, previousRentAmount } =
    event.payload;
  ctx.annotate({ appliedRentAmount, appliedRentFrequency, appliedFromDate, previousRentAmount });
  // Business code goes here: set the rent of tenancy applicationRef to appliedRentAmount (appliedRentFrequency) from appliedFromDate.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
