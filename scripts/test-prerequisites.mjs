// Starts or installs what the tests need that npm cannot install: a PostgreSQL server for the receiver's shared
// store, Debian's Chromium for the page tests (driven by playwright-core; Playwright's own browser downloads are
// never used), strace, which shows that the receiver's embedded store syncs before each answer, and PgBouncer. Set TRS_TEST_DATABASE_URL to use a PostgreSQL server of your own instead, TRS_CHROMIUM_PATH for
// another Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.TRS_TEST_DATABASE_URL) {
  execFileSync('bash', [path.join(root, 'scripts', 'ensure-postgres.sh')], { stdio: 'inherit' });
}

const chromium = process.env.TRS_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not at ${chromium} and this user cannot install it: run "apt-get install -y chromium" as root`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

// PgBouncer: the receiver's PostgreSQL store is tested behind it in transaction pooling mode (each test starts its own).
if (!existsSync(process.env.TRS_PGBOUNCER ?? '/usr/sbin/pgbouncer')) {
  if (process.getuid?.() !== 0) {
    console.error(
      'pgbouncer is not installed and this user cannot install it: run "apt-get install -y pgbouncer" as root',
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'pgbouncer'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  // Debian starts a system-wide pgbouncer on 6432; the tests run their own.
  execFileSync('sh', ['-c', 'service pgbouncer stop >/dev/null 2>&1 || true'], { stdio: 'ignore' });
}

const hasStrace = ['/usr/bin/strace', '/bin/strace'].some((p) => existsSync(p));
if (!hasStrace) {
  if (process.getuid?.() !== 0) {
    console.error('strace is not installed and this user cannot install it: run "apt-get install -y strace" as root');
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'strace'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}
