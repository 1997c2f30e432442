// The test a scaffolded receiver ships with (`npm test`): node's own test runner on the built service, started as
// `npm start` starts it, with a temporary inbox and a free port. Plain JavaScript, so it needs nothing to install.
export const RECEIVER_TEST_FILE = 'test/receiver.test.mjs';

export const RECEIVER_TEST = `// The service as the provider meets it: started as \`npm start\` starts it (a temporary inbox, a free port), it
// answers /healthz, refuses a delivery without the static header (401) and accepts one that carries it (2xx).
// Run by \`npm test\` after \`npm run build\`. Add tests of your handlers beside it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const KEY = 'test-static-header-value';

/** Starts dist/main.js; resolves with its port once it logs that it listens (a generous deadline: a busy machine). */
async function startService(t) {
  const inbox = await mkdtemp(path.join(os.tmpdir(), 'receiver-test-'));
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', INBOX_DIR: inbox, WEBHOOK_HEADER_VALUES: KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(inbox, { recursive: true, force: true });
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(\`the service did not start:\\n\${output}\`)), 180_000);
    const read = (chunk) => {
      output += chunk;
      const line = output.split('\\n').find((l) => l.includes('"receiver listening"'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line).port);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(\`the service exited (\${code}):\\n\${output}\`)));
  });
}

test('answers /healthz, refuses a delivery without the static header, accepts one with it', async (t) => {
  const port = await startService(t);
  const base = \`http://127.0.0.1:\${port}\`;
  assert.equal((await fetch(\`\${base}/healthz\`)).status, 200);
  const delivery = JSON.stringify({ topic: 'addNote', applicationRef: '0001234', EntryType: 'Note Added', data: {} });
  const post = (headers) =>
    fetch(\`\${base}/webhooks\`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Service-Webhook-Client/1.0', ...headers },
      body: delivery,
    });
  assert.equal((await post({})).status, 401);
  const accepted = await post({ 'x-webhook-key': KEY });
  assert.ok(accepted.status >= 200 && accepted.status < 300, \`answered \${accepted.status}\`);
});
`;
