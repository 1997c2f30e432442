// serveDocs and createDocsHandler: the site served alone or mounted in another server (the CLI's, beside the
// sandbox), config.js carrying the sandbox link, the Content-Security-Policy, and what is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@trs/validators';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsHandler, DocsError, serveDocs, type BuildResult, type DocsServer } from '../src/index.js';
import { builtSite } from './support.js';

let site: BuildResult;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(options: Parameters<typeof serveDocs>[0] = {}): Promise<DocsServer> {
  const server = await serveDocs({ dir: site.outDir, ...options });
  servers.push(server);
  return server;
}

/** A request with the path exactly as written (fetch would normalise `..`). */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveDocs', () => {
  it('serves every page with its type and the Content-Security-Policy, and says where', async () => {
    const server = await serve();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    for (const page of site.pages) {
      const response = await fetch(new URL(page, server.url));
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
    }
    const style = await fetch(new URL('assets/style.css', server.url));
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const index = await fetch(new URL('search-index.json', server.url));
    expect(JSON.parse(await index.text())).toHaveProperty('documentCount', expect.any(Number));
  });

  it('tells the pages where the sandbox is (config.js), or that there is none', async () => {
    const linked = await serve({ sandboxUrl: 'http://127.0.0.1:4010/_sandbox/' });
    expect(await (await fetch(new URL('config.js', linked.url))).text()).toBe(
      'window.TRS_DOCS_CONFIG = {"sandboxUrl":"http://127.0.0.1:4010/_sandbox/"};\n',
    );
    const alone = await serve();
    expect(await (await fetch(new URL('config.js', alone.url))).text()).toContain('{"sandboxUrl":null}');
  });

  it('answers 404 outside the site (.. included) and 405 to anything but GET and HEAD', async () => {
    const server = await serve();
    expect((await rawGet(server.port, '/nothing-here.html')).status).toBe(404);
    const escape = await rawGet(server.port, '/assets/../../../../../../etc/passwd');
    expect(escape.status).toBe(404);
    expect(escape.body).not.toContain('root:');
    expect((await rawGet(server.port, '/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await rawGet(server.port, '/index.html', 'POST')).status).toBe(405);
    expect((await rawGet(server.port, '/index.html', 'HEAD')).status).toBe(200);
  });

  it('refuses a sandbox URL that is not http(s), a port in use, and a site that was never built', async () => {
    await expect(serve({ sandboxUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'sandboxUrl' },
    });
    const taken = await serve();
    const error = await serve({ port: taken.port }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`port ${taken.port} is in use`);
    const empty = await tempDir('trs-docs-empty-');
    const notBuilt = await serveDocs({ dir: empty }).catch((e: unknown) => e);
    expect(notBuilt).toBeInstanceOf(DocsError);
    expect(notBuilt).toMatchObject({ code: 'TRS_DOCS_NOT_BUILT' });
    expect((notBuilt as Error).message).toContain('pnpm --filter @trs/docs build');
  });
});

describe('createDocsHandler', () => {
  it('mounts the site under a path of another server and leaves the other paths to it', async () => {
    const handle = createDocsHandler({
      dir: site.outDir,
      basePath: '/docs',
      sandboxUrl: 'http://127.0.0.1:9/_sandbox/',
    });
    const host = http.createServer((request, response) => {
      void handle(request, response).then((handled) => {
        if (!handled) response.writeHead(200, { 'Content-Type': 'text/plain' }).end('the host answers');
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise<void>((resolve) => host.close(() => resolve())) });
    const port = (host.address() as AddressInfo).port;

    const bare = await fetch(`http://127.0.0.1:${port}/docs`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/docs/');
    const home = await fetch(`http://127.0.0.1:${port}/docs/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<link rel="stylesheet" href="assets/style.css"');
    expect((await fetch(`http://127.0.0.1:${port}/docs/rest/createTenancy.html`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/docs/config.js`)).text()).toContain('127.0.0.1:9/_sandbox/');
    expect(await (await fetch(`http://127.0.0.1:${port}/_sandbox/`)).text()).toBe('the host answers');
  });
});
