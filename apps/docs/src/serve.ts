// Serves the built site: static files with their content types and the same Content-Security-Policy the pages carry,
// config.js from the server's own options (the sandbox page to link to), and a small 404 page. `createDocsHandler`
// mounts it in another node:http server (beside the sandbox); `serveDocs` starts a server of its own.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SITE_SECURITY_HEADERS } from '@trs/shared';
import { ConfigError } from '@trs/validators';
import { configScript } from './build/site.js';
import { DocsError } from './errors.js';
import { siteDir } from './paths.js';

export interface DocsHandlerOptions {
  /** The built site (default: apps/docs/dist/site, written by `pnpm --filter @trs/docs build`). */
  dir?: string;
  /** The sandbox's page (`sandbox.pageUrl`, …/_sandbox/): the docs show a link to it. */
  sandboxUrl?: string | null;
  /** The path the site is mounted under (`/docs`); default `/`. */
  basePath?: string;
}

export interface DocsServerOptions extends Omit<DocsHandlerOptions, 'basePath'> {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface DocsServer {
  /** `http://127.0.0.1:<port>/`: the home page. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Answers a request for the site; false when the path is not under `basePath` (the caller serves it). */
export type DocsHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<boolean>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const HEADERS = { ...SITE_SECURITY_HEADERS, 'Cache-Control': 'no-cache' };

function checkUrl(option: string, value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(
      option,
      `${option} must be an http(s) URL such as http://127.0.0.1:4010/_sandbox/, not ${JSON.stringify(value)}`,
    );
  }
}

export function createDocsHandler(options: DocsHandlerOptions = {}): DocsHandler {
  const dir = path.resolve(options.dir ?? siteDir);
  checkUrl('sandboxUrl', options.sandboxUrl);
  const basePath = `/${(options.basePath ?? '/').replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '') + '/';
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new DocsError(
      'TRS_DOCS_NOT_BUILT',
      `the docs site is not built in ${dir}: run "pnpm --filter @trs/docs build" (or "pnpm docs") first`,
      { file: path.join(dir, 'index.html') },
    );
  }
  const config = configScript({ sandboxUrl: options.sandboxUrl ?? null });

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://docs.local');
    if (url.pathname === basePath.slice(0, -1)) {
      response.writeHead(308, { Location: basePath + url.search });
      response.end();
      return true;
    }
    if (!url.pathname.startsWith(basePath)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The docs are read with GET.\n');
      return true;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice(basePath.length));
    } catch {
      relative = '\u0000';
    }
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = path.resolve(dir, relative);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { ...HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    };
    if (relative === 'config.js') return send(200, TYPES['.js']!, config);
    const inside = file.startsWith(dir + path.sep) && !relative.includes('\u0000');
    const found = inside && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      return send(
        404,
        TYPES['.html']!,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1><p>No page of the docs is at this address. <a href="${basePath}">Go to the overview</a>.</p></body></html>\n`,
      );
    }
    return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await readFile(file));
  };
}

/** Serves the built docs on their own port; resolves once listening. */
export async function serveDocs(options: DocsServerOptions = {}): Promise<DocsServer> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(
      'port',
      `port must be an integer from 0 to 65535 (0: a free port), not ${JSON.stringify(options.port)}`,
    );
  }
  const host = options.host ?? '127.0.0.1';
  const handle = createDocsHandler(options);
  const server = http.createServer((request, response) => {
    handle(request, response)
      .then((handled) => {
        if (!handled) {
          response.writeHead(404).end();
        }
      })
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`docs server error: ${(error as Error).message}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError('port', `port ${port} is in use: choose another (or 0 for a free one)`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actual}/`,
    port: actual,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
