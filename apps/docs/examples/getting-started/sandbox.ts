// The provider, locally: every operation under /v2 and the webhooks with the provider's delivery rules, sent to the
// receiver of main.ts. Keep it running while main.ts runs.
import { createSandbox } from '@trs/sandbox';

// #region sandbox
const sandbox = await createSandbox({
  port: Number(process.env.SANDBOX_PORT ?? 4010),
  webhook: {
    urls: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:8080/webhooks',
    header: { name: 'X-Webhook-Key', value: process.env.WEBHOOK_HEADER_VALUE ?? 'local-secret' },
  },
});
console.log(
  `sandbox ready at ${sandbox.baseUrl} (user ${sandbox.credentials.userName}); deliveries at ${sandbox.pageUrl}`,
);
// #endregion sandbox

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}
