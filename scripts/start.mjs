// `pnpm start`: the local stack. Until the stateful sandbox lands, Prism mocks the bundled contract on port 4010
// (TRS_PORT to change it), answering every operation with its documented examples and validating requests.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages', 'testkit', 'package.json'));
const prism = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
const port = process.env.TRS_PORT ?? '4010';

const child = spawn(
  process.execPath,
  [prism, 'mock', path.join(root, 'spec', 'dist', 'openapi.json'), '--host', '127.0.0.1', '--port', port, '--errors'],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
