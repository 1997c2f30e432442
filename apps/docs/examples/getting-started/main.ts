// The whole typical sequence in one process: start the receiver, create a tenancy, add and submit a tenant, wait for
// the report-ready webhook, save the PDF. Run sandbox.ts first to try it locally.
import path from 'node:path';
import { createTrsClient } from './client.js';
import { configFromEnv } from './config.js';
import { jsonLinesStore } from './references.js';
import { startWebhookServer, type SavedReport } from './receiver.js';
import { startReferencing } from './sequence.js';

const config = configFromEnv();
const trs = createTrsClient(config);
const references = jsonLinesStore(path.join(config.dataDir, 'references.jsonl'));

// #region wait
const saved: SavedReport[] = [];
let reportArrived: () => void = () => {};
const server = await startWebhookServer(trs, config, (report) => {
  console.log(`saved ${report.file} (${report.bytes} bytes)`);
  saved.push(report);
  reportArrived();
});

try {
  const { applicationRef, tenantRef } = await startReferencing(trs, references);
  console.log(`tenancy ${applicationRef}, tenant ${tenantRef}: referencing started`);
  // A final report usually arrives as a pair: the product (ReportType 1, Elite) and its Summary (7).
  const product = () => saved.find((r) => r.applicantRef === tenantRef && r.reportType !== 7);
  while (!product()) await new Promise<void>((resolve) => (reportArrived = resolve));
  console.log(`report ready: ${product()!.file}`);
} finally {
  await server.close();
}
// #endregion wait
