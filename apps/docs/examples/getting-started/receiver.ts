// The agent's webhook receiver: the provider POSTs every event here. @trs/webhooks stores each delivery before it
// answers 204, dispatches it by the contract's rules, drops duplicates, and runs the handlers from its inbox.
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { TrsClient } from '@trs/client';
import { createReceiver } from '@trs/webhooks';
import type { ExampleConfig } from './config.js';

export interface SavedReport {
  applicationRef: string;
  applicantRef: string;
  reportType: number;
  file: string;
  bytes: number;
}

export async function startWebhookServer(
  trs: TrsClient,
  config: ExampleConfig,
  onReportSaved: (report: SavedReport) => void,
): Promise<{ close(): Promise<void> }> {
  // #region receiver
  const receiver = createReceiver({
    auth: { header: config.webhookHeaderName, values: [config.webhookHeaderValue] },
    store: config.webhookStore,
  });

  receiver.on('updateApplicant', async (event) => {
    const { applicationRef, Status, data } = event.payload;
    console.log(`applicant ${data?.applicantRef} of tenancy ${applicationRef}: ${Status}`);
  });

  // Recognised by its URL, although its topic says updateApplicant.
  receiver.on('reportAvailable', async (event, ctx) => {
    const { URL, ReportType } = event.payload;
    // URL: {base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<ReportType>
    const [applicationRef, applicantRef] = new globalThis.URL(URL).pathname.split('/').slice(-4);
    const pdf = await trs.downloadFromEventUrl(URL, { signal: ctx.signal }); // sends the Token: the URL is under baseUrl
    const file = path.join(config.dataDir, 'reports', `${applicationRef}-${applicantRef}-${ReportType}.pdf`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pdf);
    onReportSaved({
      applicationRef: applicationRef!,
      applicantRef: applicantRef!,
      reportType: Number(ReportType),
      file,
      bytes: pdf.byteLength,
    });
  });
  // #endregion receiver

  // #region listen
  await receiver.start();
  const server = http.createServer(receiver.node).listen(config.webhookPort);
  // #endregion listen

  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await receiver.close();
    },
  };
}
