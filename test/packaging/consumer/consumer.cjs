// The same packages from a CommonJS program (require(), which loads ES modules on Node ≥ 20.19, the packages'
// engines): the sandbox started with a receiver of its own, one call through @trs/client, a webhook delivered into
// the embedded inbox and handled, and the strict writer's refusal. It prints one JSON line for the test to read.
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createClient } = require('@trs/client');
const { createSandbox } = require('@trs/sandbox');
const { validate } = require('@trs/validators');
const { createReceiver } = require('@trs/webhooks');
const { sqliteStore } = require('@trs/webhooks/sqlite');
const openapi = require('@trs/spec/openapi.json');

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trs-consumer-cjs-'));
  // The embedded inbox on the driver this install has: better-sqlite3, or node:sqlite where it is not installed.
  const store = sqliteStore({ dir: path.join(folder, 'inbox') });
  const receiver = createReceiver({ auth: { values: ['s3cret'] }, store });
  const created = new Promise((resolve) =>
    receiver.on('createNewTenancy', (event) => resolve(event.payload.applicationRef)),
  );
  await receiver.start();
  const server = http.createServer(receiver.node);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${server.address().port}/webhooks`;

  const sandbox = await createSandbox({ webhook: { urls: receiverUrl, header: { value: 's3cret' } } });
  const trs = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const branches = await trs.listBranches();
  const application = require('@trs/spec/examples/rest/Application.json').value;
  const tenancy = await trs.createTenancy(branches[0].Id, application);
  const handled = await created;
  const birthDay = validate.Applicant({
    ...require('@trs/spec/examples/rest/Applicant.json').value,
    BirthDay: '1990-02-30',
  });
  const invalid = birthDay.ok ? [] : birthDay.issues.map((issue) => issue.pointer);

  await sandbox.close();
  await new Promise((resolve) => server.close(resolve));
  await receiver.close();
  fs.rmSync(folder, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      node: process.version,
      contract: openapi.info.version,
      tenancy,
      handled,
      invalid,
      driver: store.location.driver,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
