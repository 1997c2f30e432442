// The docs site beside the sandbox, when it has been built: apps/docs builds a static folder (dist/site with an
// index.html); the CLI serves it as files, and answers the site's config.js itself so that the docs link the
// sandbox page (the shape of apps/docs' configScript: window.TRS_DOCS_CONFIG = { sandboxUrl }). Found through --docs-dir, TRS_DOCS_DIR, or the repository the CLI runs
// from (apps/docs/dist/site); when there is none, the caller prints a note and goes on without it.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_SECURITY_HEADERS } from '@trs/shared';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The repository the CLI runs from, if it runs from one (apps/cli inside a pnpm workspace). */
export function repositoryRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/** The built docs folder to serve, or null with the reason. */
export function findDocs(explicit: string | undefined): { dir: string } | { missing: string } {
  if (explicit) {
    const dir = path.resolve(explicit);
    return existsSync(path.join(dir, 'index.html'))
      ? { dir }
      : { missing: `${dir} has no index.html (build the docs first, or point --docs-dir at their built folder)` };
  }
  const root = repositoryRoot();
  const candidate = root ? path.join(root, 'apps', 'docs', 'dist', 'site') : null;
  if (candidate && existsSync(path.join(candidate, 'index.html'))) return { dir: candidate };
  return {
    missing: root
      ? 'not built yet (pnpm --filter @trs/docs build, then start again)'
      : 'not part of the published CLI (give --docs-dir with a built docs folder)',
  };
}

export interface DocsServer {
  readonly url: string;
  /** The sandbox page the docs link to (their config.js); set once the sandbox listens. */
  linkSandbox(pageUrl: string): void;
  close(): Promise<void>;
}

export async function serveDocs(dir: string, port: number, host = '127.0.0.1'): Promise<DocsServer> {
  const root = path.resolve(dir);
  let sandboxUrl: string | null = null;
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SITE_SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://docs').pathname);
    } catch {
      res.writeHead(400, SITE_SECURITY_HEADERS).end();
      return;
    }
    if (pathname === '/config.js') {
      const body = `window.TRS_DOCS_CONFIG = ${JSON.stringify({ sandboxUrl })};\n`;
      res.writeHead(200, { ...SITE_SECURITY_HEADERS, 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(404, SITE_SECURITY_HEADERS).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        ...SITE_SECURITY_HEADERS,
        'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  };
  // answer never rejects: a file that cannot be read is answered 404.
  const server = http.createServer((req, res) => void answer(req, res));
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
  return {
    url: `http://${host}:${address.port}/`,
    linkSandbox: (pageUrl) => {
      sandboxUrl = pageUrl;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
