// The documents helper: presignedUrl over HTTPS only and without a Token; base64 fileData decoded as a stream,
// never as a whole second copy of the document.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { base64Stream } from '../src/handlers/documents.js';
import { openDocument, saveDocument, type DocumentError } from '../src/index.js';
import { example, tempDir } from './helpers.js';

function documentEvent(data: Record<string, unknown>) {
  const payload = example('uploadPartnerDocument', 'presignedUrl');
  payload.data = { documentType: 2, fileName: 'Tenancy agreement.pdf', ...data };
  return { name: 'uploadPartnerDocument' as const, payload };
}

describe('saveDocument / openDocument: fileData', () => {
  it('decodes a 20 MiB document piece by piece into the file, byte for byte', async () => {
    const file = randomBytes(20 * 1024 * 1024);
    const event = documentEvent({ fileData: file.toString('base64') });
    const target = path.join(await tempDir(), 'agreement.pdf');
    const saved = await saveDocument(event, target);
    expect(saved).toMatchObject({
      bytes: file.length,
      source: 'fileData',
      fileName: 'Tenancy agreement.pdf',
      documentType: 2,
    });
    expect(saved.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    expect(
      createHash('sha256')
        .update(await fs.readFile(target))
        .digest('hex'),
    ).toBe(saved.sha256);
    expect((await fs.readdir(path.dirname(target))).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('writes the document for its owner only (0600), whatever the umask, never through a link at the target', async () => {
    const dir = await tempDir();
    const target = path.join(dir, 'agreement.pdf');
    const elsewhere = path.join(dir, 'elsewhere.txt');
    await fs.writeFile(elsewhere, 'untouched');
    await fs.symlink(elsewhere, target);
    const previous = process.umask(0);
    try {
      await saveDocument(documentEvent({ fileData: Buffer.from('%PDF-1.7 a document').toString('base64') }), target);
    } finally {
      process.umask(previous);
    }
    expect((await fs.lstat(target)).isSymbolicLink()).toBe(false);
    expect((await fs.stat(target)).mode & 0o777).toBe(0o600);
    expect(await fs.readFile(elsewhere, 'utf8')).toBe('untouched');
  });

  it('never produces the decoded document as one piece (at most 48 KiB at a time)', async () => {
    const file = randomBytes(3 * 1024 * 1024 + 7);
    const document = await openDocument(documentEvent({ fileData: file.toString('base64') }));
    expect(document.size).toBe(file.length);
    let largest = 0;
    let total = 0;
    const hash = createHash('sha256');
    await pipeline(
      document.stream,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          largest = Math.max(largest, chunk.length);
          total += chunk.length;
          hash.update(chunk);
          callback();
        },
      }),
    );
    expect(total).toBe(file.length);
    expect(largest).toBeLessThanOrEqual(48 * 1024);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
  });

  it('accepts line-wrapped base64 and rejects what is not base64', async () => {
    const file = randomBytes(200_000);
    const wrapped = file.toString('base64').replace(/(.{76})/g, '$1\r\n');
    const chunks: Buffer[] = [];
    for await (const chunk of base64Stream(wrapped)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    for (const bad of ['abc$def', 'QUJD=QUJD', 'Q']) {
      const target = path.join(await tempDir(), 'x.pdf');
      await expect(saveDocument(documentEvent({ fileData: bad }), target)).rejects.toMatchObject({
        code: 'TRS_DOCUMENT_INVALID_BASE64',
      });
      await expect(fs.stat(target)).rejects.toThrow();
    }
  });
});

describe('openDocument: presignedUrl', () => {
  const pdf = Buffer.from('%PDF-1.4 a presigned document');
  const fakeFetch = (handler: (url: URL, init: RequestInit) => Response) => {
    const calls: { url: string; headers: Headers }[] = [];
    const fn = ((input: URL | string, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        const url = new URL(String(input));
        calls.push({ url: url.href, headers: new Headers(init.headers) });
        resolve(handler(url, init));
      })) as typeof fetch;
    return { fn, calls };
  };

  it('fetches over HTTPS without a Token (or any credential), following HTTPS redirects', async () => {
    const { fn, calls } = fakeFetch((url) =>
      url.pathname === '/start'
        ? new Response(null, { status: 302, headers: { location: 'https://cdn.example/doc.pdf?sig=abc' } })
        : new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-length': String(pdf.length) } }),
    );
    const target = path.join(await tempDir(), 'doc.pdf');
    const saved = await saveDocument(
      documentEvent({ presignedUrl: 'https://bucket.example/start?X-Amz-Signature=1' }),
      target,
      { fetch: fn },
    );
    expect(saved).toMatchObject({ bytes: pdf.length, source: 'presignedUrl' });
    expect(await fs.readFile(target)).toEqual(pdf);
    expect(calls.map((c) => c.url)).toEqual([
      'https://bucket.example/start?X-Amz-Signature=1',
      'https://cdn.example/doc.pdf?sig=abc',
    ]);
    for (const call of calls) {
      expect(call.headers.has('token')).toBe(false);
      expect(call.headers.has('authorization')).toBe(false);
      expect(call.headers.has('cookie')).toBe(false);
    }
  });

  it('refuses http:// before any request, and a redirect to http://', async () => {
    const { fn, calls } = fakeFetch(
      () => new Response(null, { status: 302, headers: { location: 'http://cdn.example/doc.pdf' } }),
    );
    await expect(
      openDocument(documentEvent({ presignedUrl: 'http://bucket.example/doc.pdf' }), { fetch: fn }),
    ).rejects.toMatchObject({ code: 'TRS_DOCUMENT_URL_NOT_HTTPS' });
    expect(calls).toHaveLength(0);
    await expect(
      openDocument(documentEvent({ presignedUrl: 'https://bucket.example/doc.pdf' }), { fetch: fn }),
    ).rejects.toMatchObject({ code: 'TRS_DOCUMENT_URL_NOT_HTTPS' });
    expect(calls).toHaveLength(1);
    await expect(
      openDocument(documentEvent({ presignedUrl: 'file:///etc/passwd' }), { fetch: fn }),
    ).rejects.toMatchObject({ code: 'TRS_DOCUMENT_URL_NOT_HTTPS' });
  });

  it('explains an expired URL, and enforces maxBytes while reading', async () => {
    const expired = fakeFetch(() => new Response('AccessDenied', { status: 403 }));
    const error = (await openDocument(documentEvent({ presignedUrl: 'https://bucket.example/old.pdf' }), {
      fetch: expired.fn,
    }).catch((e: unknown) => e)) as DocumentError;
    expect(error.code).toBe('TRS_DOCUMENT_FETCH_FAILED');
    expect(error.message).toMatch(/24 hours/);
    const big = fakeFetch(() => new Response(new Uint8Array(10_000)));
    const document = await openDocument(documentEvent({ presignedUrl: 'https://bucket.example/big.pdf' }), {
      fetch: big.fn,
      maxBytes: 1000,
    });
    await expect(pipeline(document.stream, new Writable({ write: (_c, _e, cb) => cb() }))).rejects.toMatchObject({
      code: 'TRS_DOCUMENT_TOO_LARGE',
    });
  });

  it('rejects an event without a document', async () => {
    await expect(
      openDocument({ name: 'uploadPartnerDocument', payload: { data: { fileName: 'x' } } }),
    ).rejects.toMatchObject({ code: 'TRS_DOCUMENT_NOT_A_DOCUMENT' });
  });
});
