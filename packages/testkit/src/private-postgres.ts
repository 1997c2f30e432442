// A PostgreSQL cluster of a test's own (initdb + pg_ctl in a temporary directory, on a free port), and PgBouncer in
// front of it, for tests that restart the server, terminate backends or set server limits: the shared server on
// 5432 serves other tests at the same time and must never be touched so. As root, both run as the postgres user
// (initdb and pgbouncer refuse root).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promises as fs, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.js';

const run = promisify(execFile);

async function binDir(): Promise<string> {
  if (process.env.TRS_PG_BIN) return process.env.TRS_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? (await fs.readdir(root)).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries are missing: run scripts/test-prerequisites.mjs');
  return path.join('/usr/lib/postgresql', versions[versions.length - 1]!, 'bin');
}

/** uid/gid to run server processes as: the postgres user when this process is root. */
async function serverUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

async function ownedDir(prefix: string, user: { uid?: number; gid?: number }): Promise<string> {
  // mkdtemp makes the folder 0700 already: PostgreSQL refuses a data directory others may read.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  if (user.uid !== undefined) await fs.chown(dir, user.uid, user.gid!);
  return dir;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/test */
  url: string;
  /** Stops the server (fast: open connections are cut) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** A fresh cluster with a database `test`, trust authentication on loopback, fsync off (nothing here tests a crash of the machine). */
export async function startPrivatePostgres(settings: Record<string, string> = {}): Promise<PrivatePostgres> {
  const bin = await binDir();
  const user = await serverUser();
  const dir = await ownedDir('trs-private-pg-', user);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const opts = { ...user, env: { ...process.env, LC_ALL: 'C' } };
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], opts);
  const conf = {
    listen_addresses: "'127.0.0.1'",
    port: String(port),
    unix_socket_directories: `'${dir}'`,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '100',
    shared_buffers: '32MB',
    ...settings,
  };
  await fs.appendFile(
    path.join(data, 'postgresql.conf'),
    Object.entries(conf)
      .map(([k, v]) => `${k} = ${v}\n`)
      .join(''),
  );
  const ctl = (...args: string[]) =>
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '300', ...args], opts);
  const start = async () => {
    await ctl('start');
  };
  const stop = async () => {
    await ctl('stop', '-m', 'fast');
  };
  await start();
  await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'test'], opts);
  let destroyed = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PgBouncer {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/test, through PgBouncer. */
  url: string;
  stop(): Promise<void>;
}

/** Debian's pgbouncer in front of `upstreamPort`, in transaction pooling mode unless told otherwise. */
export async function startPgBouncer(
  upstreamPort: number,
  options: { poolMode?: 'transaction' | 'session'; poolSize?: number } = {},
): Promise<PgBouncer> {
  const binary = process.env.TRS_PGBOUNCER ?? '/usr/sbin/pgbouncer';
  if (!existsSync(binary)) throw new Error(`pgbouncer is not at ${binary}: run scripts/test-prerequisites.mjs`);
  const user = await serverUser();
  const dir = await ownedDir('trs-pgbouncer-', user);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'users.txt');
  await fs.writeFile(users, '"postgres" ""\n');
  await fs.writeFile(
    ini,
    `[databases]
test = host=127.0.0.1 port=${upstreamPort} dbname=test
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${users}
pool_mode = ${options.poolMode ?? 'transaction'}
default_pool_size = ${options.poolSize ?? 20}
max_client_conn = 500
ignore_startup_parameters = extra_float_digits,options
server_reset_query =
logfile = ${path.join(dir, 'pgbouncer.log')}
pidfile = ${path.join(dir, 'pgbouncer.pid')}
`,
  );
  if (user.uid !== undefined) for (const f of [ini, users]) await fs.chown(f, user.uid, user.gid!);
  const child: ChildProcess = spawn(binary, [ini], { ...user, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready when it accepts connections on its port.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await fs.readFile(path.join(dir, 'pgbouncer.log'), 'utf8').catch(() => '');
      throw new Error(`pgbouncer exited with ${child.exitCode}:\n${log}`);
    }
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline) throw new Error('pgbouncer did not listen within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
