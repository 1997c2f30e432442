// Report downloads (bytes or stream, checked to be PDFs), webhook URLs (the Token only under baseUrl) and
// presigned documents (HTTPS only, never a Token).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, HttpError, InsecureUrlError, NotAPdfError, type TrsClient } from '../src/index.js';
import { PASSWORD, PDF, startProvider, USER, type Provider } from './support/provider.js';

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('report downloads (a local service)', () => {
  let provider: Provider;
  let client: TrsClient;
  beforeEach(() => {
    provider = startProvider();
    client = createClient({
      baseUrl: provider.url,
      fetch: provider.fetch,
      credentials: { userName: USER, password: PASSWORD },
    });
  });
  afterEach(() => provider.close());

  it('return the PDF as bytes by default', async () => {
    const pdf = await client.downloadReport('0001234', 1);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(pdf).toEqual(PDF);
    await expect(client.downloadApplicantReport('0001234', 'ABC0004567', 7)).resolves.toEqual(PDF);
    await expect(client.downloadKycReport('kyc-5f1c2e', 100)).resolves.toEqual(PDF);
  });

  it('or as a stream that yields the whole PDF', async () => {
    const stream = await client.downloadReport('0001234', 1, { parseAs: 'stream' });
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(await bytesOf(stream)).toEqual(PDF);
    expect(
      await bytesOf(await client.downloadApplicantReport('0001234', 'ABC0004567', 1, { parseAs: 'stream' })),
    ).toEqual(PDF);
  });

  it('refuse an answer whose content type is not application/pdf', async () => {
    await client.login();
    provider.script('GET /Applications/0001234/Reports/1', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"Message":"not ready"}',
    });
    const error = (await client.downloadReport('0001234', 1).catch((e: unknown) => e)) as NotAPdfError;
    expect(error).toBeInstanceOf(NotAPdfError);
    expect(error).toMatchObject({ code: 'TRS_NOT_A_PDF', contentType: 'application/json' });
    expect(error.message).toMatch(/not application\/pdf/);
  });

  it('refuse a body that does not start with %PDF-, as bytes and as a stream', async () => {
    await client.login();
    provider.script(
      'GET /Applications/0001234/Reports/1',
      { status: 200, headers: { 'Content-Type': 'application/pdf' }, body: '<html>login</html>' },
      { status: 200, headers: { 'Content-Type': 'application/pdf' }, body: '%PD' },
    );
    await expect(client.downloadReport('0001234', 1)).rejects.toMatchObject({ code: 'TRS_NOT_A_PDF' });
    await expect(client.downloadReport('0001234', 1, { parseAs: 'stream' })).rejects.toMatchObject({
      code: 'TRS_NOT_A_PDF',
    });
  });

  it('downloadFromEventUrl sends the Token to a URL under baseUrl', async () => {
    const pdf = await client.downloadFromEventUrl(`${provider.url}/Applications/0001234/ABC0004567/Reports/1`);
    expect(pdf).toEqual(PDF);
    const download = provider.requests.at(-1)!;
    expect(download.path).toBe('/Applications/0001234/ABC0004567/Reports/1');
    expect(download.token).toBe(provider.issued[0]);
  });

  it('downloadFromEventUrl refuses a plain-http URL outside baseUrl (same host, another path) without sending anything', async () => {
    const error = (await client
      .downloadFromEventUrl(`${provider.origin}/other/Applications/0001234/ABC0004567/Reports/1`)
      .catch((e: unknown) => e)) as InsecureUrlError;
    expect(error).toBeInstanceOf(InsecureUrlError);
    expect(error.code).toBe('TRS_INSECURE_URL');
    expect(provider.requests).toHaveLength(0);
  });
});

describe('URLs from webhooks (an injected fetch standing in for several hosts)', () => {
  const TOKEN = '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01';
  const BASE = 'https://api.provider.test/v2';
  let seen: { url: string; token: string | null }[];
  let answers: Map<string, () => Response>;
  let client: TrsClient;

  beforeEach(() => {
    seen = [];
    answers = new Map();
    client = createClient({
      baseUrl: BASE,
      credentials: { userName: USER, password: PASSWORD },
      fetch: (request) => {
        seen.push({ url: request.url, token: request.headers.get('Token') });
        if (request.url === `${BASE}/Authenticate`)
          return Promise.resolve(new Response(null, { status: 200, headers: { Token: TOKEN, TokenExpiry: '720' } }));
        const answer = answers.get(request.url);
        return Promise.resolve(
          answer ? answer() : new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }),
        );
      },
    });
  });

  const downloads = () => seen.filter((s) => !s.url.endsWith('/Authenticate'));

  it.each([
    `${BASE}/Applications/0001234/ABC0004567/Reports/1`,
    `${BASE}/KYC/Report/kyc-5f1c2e/100`,
    'https://API.provider.test/v2/KYC/Report/kyc-5f1c2e/101',
  ])('sends the Token under baseUrl: %s', async (url) => {
    await expect(client.downloadFromEventUrl(url)).resolves.toEqual(PDF);
    expect(downloads()).toEqual([{ url: new URL(url).href, token: TOKEN }]);
  });

  it.each([
    ['a look-alike host', 'https://api.provider.test.evil.example/v2/Applications/0001234/ABC0004567/Reports/1'],
    ['a host that ends like it', 'https://evil-api.provider.test/v2/Applications/0001234/ABC0004567/Reports/1'],
    ['another host with the same path', 'https://evil.example/v2/Applications/0001234/ABC0004567/Reports/1'],
    ['the host in the path', 'https://evil.example/api.provider.test/v2/Reports/1'],
    ['another port', 'https://api.provider.test:8443/v2/Applications/0001234/ABC0004567/Reports/1'],
    [
      'a path that only starts like the base path',
      'https://api.provider.test/v2evil/Applications/0001234/ABC0004567/Reports/1',
    ],
    ['another path', 'https://api.provider.test/v3/Applications/0001234/ABC0004567/Reports/1'],
    ['a path climbing out of the base path', 'https://api.provider.test/v2/../admin/Reports/1'],
    ['the base path itself, without a trailing part', 'https://api.provider.test/v2'],
  ])('never sends the Token to %s', async (_what, url) => {
    await client.downloadFromEventUrl(url);
    expect(downloads()).toHaveLength(1);
    expect(downloads()[0]!.token).toBeNull();
    expect(seen.some((s) => s.url.endsWith('/Authenticate'))).toBe(false);
  });

  it('refuses a URL with user info (https://api.provider.test@evil.example/…): nothing is sent', async () => {
    await expect(
      client.downloadFromEventUrl('https://api.provider.test@evil.example/v2/Reports/1'),
    ).rejects.toMatchObject({ code: 'TRS_INVALID_PARAMETER' });
    await expect(
      client.downloadFromEventUrl(`https://user:pw@api.provider.test/v2/KYC/Report/kyc-5f1c2e/100`),
    ).rejects.toMatchObject({ code: 'TRS_INVALID_PARAMETER' });
    expect(seen).toHaveLength(0);
  });

  it('refuses a plain-http URL on another host: nothing is sent', async () => {
    await expect(
      client.downloadFromEventUrl('http://api.provider.test/v2/Applications/0001234/ABC0004567/Reports/1'),
    ).rejects.toBeInstanceOf(InsecureUrlError);
    expect(seen).toHaveLength(0);
  });

  it('follows a redirect away from baseUrl without the Token', async () => {
    const url = `${BASE}/Applications/0001234/ABC0004567/Reports/1`;
    answers.set(
      url,
      () => new Response(null, { status: 302, headers: { Location: 'https://cdn.example/reports/1.pdf' } }),
    );
    await expect(client.downloadFromEventUrl(url)).resolves.toEqual(PDF);
    expect(downloads()).toEqual([
      { url, token: TOKEN },
      { url: 'https://cdn.example/reports/1.pdf', token: null },
    ]);
  });

  it('says why a 401 came back from a host outside baseUrl', async () => {
    const url = 'https://reports.provider.example/v2/Applications/0001234/ABC0004567/Reports/1';
    answers.set(
      url,
      () =>
        new Response('{"Message":"Authorization has been denied"}', {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = (await client.downloadFromEventUrl(url).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toMatch(/No Token was sent/);
    expect(downloads()).toHaveLength(1);
  });

  it('checks that what comes back is a PDF', async () => {
    const url = `${BASE}/KYC/Report/kyc-5f1c2e/100`;
    answers.set(url, () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(client.downloadFromEventUrl(url)).rejects.toMatchObject({ code: 'TRS_NOT_A_PDF' });
  });

  describe('fetchDocument (presigned URLs)', () => {
    const presigned = 'https://bucket.s3.example/doc/receipt.pdf?X-Amz-Expires=86400&X-Amz-Signature=s3cr3tsignature';

    it('fetches over HTTPS without the Token and without logging in, query intact', async () => {
      await client.login();
      seen = [];
      await expect(client.fetchDocument(presigned)).resolves.toEqual(PDF);
      expect(seen).toEqual([{ url: presigned, token: null }]);
      const fresh = createClient({
        baseUrl: BASE,
        credentials: { userName: USER, password: PASSWORD },
        fetch: (r) => (seen.push({ url: r.url, token: r.headers.get('Token') }), Promise.resolve(new Response(PDF))),
      });
      seen = [];
      expect(await fresh.fetchDocument(presigned, { parseAs: 'stream' }).then(bytesOf)).toEqual(PDF);
      expect(seen).toEqual([{ url: presigned, token: null }]);
    });

    it('refuses plain HTTP, before sending anything', async () => {
      const error = (await client
        .fetchDocument('http://bucket.s3.example/doc/receipt.pdf?X-Amz-Signature=s3cr3tsignature')
        .catch((e: unknown) => e)) as InsecureUrlError;
      expect(error).toBeInstanceOf(InsecureUrlError);
      expect(error.code).toBe('TRS_INSECURE_URL');
      expect(error.message).not.toContain('s3cr3tsignature');
      expect(seen).toHaveLength(0);
    });

    it('refuses a redirect to plain HTTP', async () => {
      answers.set(
        presigned,
        () => new Response(null, { status: 307, headers: { Location: 'http://bucket.s3.example/doc/receipt.pdf' } }),
      );
      await expect(client.fetchDocument(presigned)).rejects.toBeInstanceOf(InsecureUrlError);
      expect(seen).toHaveLength(1);
    });

    it('keeps the signature out of error messages', async () => {
      answers.set(presigned, () => new Response('<Error>Expired</Error>', { status: 403 }));
      const error = await client.fetchDocument(presigned).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 403 });
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('s3cr3tsignature');
    });

    it('can require a PDF', async () => {
      answers.set(presigned, () => new Response('text', { headers: { 'Content-Type': 'text/plain' } }));
      await expect(client.fetchDocument(presigned)).resolves.toEqual(new TextEncoder().encode('text'));
      await expect(client.fetchDocument(presigned, { requirePdf: true })).rejects.toMatchObject({
        code: 'TRS_NOT_A_PDF',
      });
    });
  });
});
