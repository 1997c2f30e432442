// `pnpm docs`: serves the built site and prints its URL (the root script builds it first, through turbo).
//   --port <n>           default 4020 (0: a free port)
//   --host <address>     default 127.0.0.1
//   --sandbox-url <url>  link the docs to a running sandbox's page (…/_sandbox/)
import { parseArgs } from 'node:util';
import { serveDocs } from './serve.js';

try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.TRS_DOCS_PORT ?? '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      'sandbox-url': { type: 'string' },
    },
    strict: true,
  });
  const server = await serveDocs({
    port: Number(values.port),
    host: values.host,
    sandboxUrl: values['sandbox-url'] ?? null,
  });
  console.log(`docs: ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`docs: ${(error as Error).message}`);
  process.exit(1);
}
