// Where the service, the receiver and the files are. The defaults match sandbox.ts, so that both run with no
// setting at all; against the provider, set TRS_BASE_URL, TRS_USER and TRS_PASSWORD.
export interface ExampleConfig {
  /** The provider's {base_url}, version segment included. */
  baseUrl: string;
  userName: string;
  password: string;
  /** Where this process receives webhooks (the agent's WebhookAddress points here). */
  webhookPort: number;
  /** The static header configured on the agent: the only proof that a delivery comes from the provider. */
  webhookHeaderName: string;
  webhookHeaderValue: string;
  /** The receiver's inbox (a directory; or a postgres:// URL when several processes share it). */
  webhookStore: string;
  /** Where downloaded reports and the stored references go. */
  dataDir: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ExampleConfig {
  return {
    baseUrl: env.TRS_BASE_URL ?? 'http://127.0.0.1:4010/v2',
    userName: env.TRS_USER ?? 'sandbox',
    password: env.TRS_PASSWORD ?? 'sandbox',
    webhookPort: Number(env.WEBHOOK_PORT ?? 8080),
    webhookHeaderName: env.WEBHOOK_HEADER_NAME ?? 'X-Webhook-Key',
    webhookHeaderValue: env.WEBHOOK_HEADER_VALUE ?? 'local-secret',
    webhookStore: env.WEBHOOK_STORE ?? './.data/webhooks',
    dataDir: env.DATA_DIR ?? './.data',
  };
}
