// Starts what the tests need that npm cannot install: a PostgreSQL server for the receiver's shared store.
// Set TRS_TEST_DATABASE_URL to use a server of your own instead.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.TRS_TEST_DATABASE_URL) {
  execFileSync('bash', [path.join(root, 'scripts', 'ensure-postgres.sh')], { stdio: 'inherit' });
}
