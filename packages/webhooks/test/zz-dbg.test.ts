import { it } from 'vitest';
import {
  deliver,
  HEADER,
  KEY,
  startFixture,
  storeDir,
  updateApplicant,
  waitFor,
} from '/work/wt/webhooks/packages/webhooks/test/helpers.js';
it('dbg', async () => {
  const store = await storeDir();
  const fixture = await startFixture({ store, poison: 'exit', maxAttempts: 3, isolated: true });
  const p = updateApplicant(666, 1_000_000);
  p.applicationRef = '0006660';
  p.data.applicantRef = 'POI0000666';
  console.log((await deliver(fixture.url, p, { [HEADER]: KEY })).status);
  for (let n = 0; n < 30; n++) await deliver(fixture.url, updateApplicant(n, 30), { [HEADER]: KEY });
  await waitFor(async () => (await fixture.admin('dead')).find((d: any) => d.reason === 'crashed'), 60000);
  await fixture.admin('drain');
  console.log(
    JSON.stringify(await fixture.admin('stats')),
    JSON.stringify((await fixture.admin('dead')).map((d: any) => [d.id, d.reason, d.attempts])),
  );
  console.log((await fixture.admin('handled')).length);
  await fixture.kill();
}, 90000);
