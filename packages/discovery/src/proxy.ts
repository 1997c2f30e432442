// The capture proxy: a small reverse proxy in front of a real environment. It forwards each request to the
// upstream, answers the caller with the upstream's answer, then compares the answer with the contract and records
// the exchange, redacted, with its findings (HAR 1.2). `redocly proxy` is not underneath it: it writes every
// exchange to its HAR file as it was, with no hook to redact before the file is written.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { refuseInsecureUrl } from '@trs/shared';
import { ConfigError } from '@trs/validators';
import { analyzeAnswer, findOperation, type Finding, type Location, type Observation } from './analyze.js';
import { contract as defaultContract } from './contract.gen.js';
import type { KnownContract } from './contract-types.js';
import { createHarRecorder, type Exchange, type HarRecorder } from './har.js';
import { indexFields, redactPath } from './redact.js';
import { allowedHosts, upstreamTarget } from './upstream-target.js';

export interface CaptureProxyOptions {
  /** The environment's base address, version segment included (`https://preprod.example/v2`). */
  upstream: string;
  /** Default 0 (a free port). */
  port?: number;
  /** Default 127.0.0.1; the proxy holds a session's traffic, so keep it on loopback. */
  host?: string;
  /**
   * The folder of the recording: `exchanges.har` (0600) is written there when the folder is new or private (0700),
   * else (a shared folder, left as it is) in a private folder created inside it, `trs-recordings` (see `harFile`).
   */
  recordTo: string;
  /** The fetch that reaches the upstream (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** Where the proxy reports its own problems (a recording it could not write). Default console.error. */
  onProblem?: (message: string, error?: unknown) => void;
  /** Largest request body forwarded (default 64 MiB). */
  maxBodyBytes?: number;
  /** Allow a plain http:// upstream on another machine (the session's Token crosses the network in clear). */
  allowInsecureHttp?: boolean;
  /** Another contract (tests). */
  contract?: KnownContract;
}

export interface CaptureProxy {
  /** Where callers send their requests: the proxy's origin and the upstream's base path (`http://127.0.0.1:p/v2`). */
  readonly baseUrl: string;
  readonly port: number;
  /** The HAR file. */
  readonly harFile: string;
  /** Every exchange's place in the contract and findings, in order. */
  readonly observations: readonly Observation[];
  /** Resolves when every exchange answered so far is written. */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error(`request body larger than ${limit} bytes`), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseJson(body: Buffer, contentType: string | null): unknown {
  if (!body.length || !/json/i.test(contentType ?? '')) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Starts the capture proxy. */
export async function startCaptureProxy(options: CaptureProxyOptions): Promise<CaptureProxy> {
  let upstream: URL;
  try {
    upstream = new URL(options.upstream);
  } catch {
    throw new ConfigError(
      'upstream',
      `must be the environment's base address, e.g. https://host/v2; got ${JSON.stringify(options.upstream)}`,
    );
  }
  if (!/^https?:$/.test(upstream.protocol)) throw new ConfigError('upstream', 'must be an http or https URL');
  refuseInsecureUrl(upstream, {
    allowInsecureHttp: options.allowInsecureHttp,
    who: 'startCaptureProxy refused upstream',
    allow: 'set allowInsecureHttp: true',
  });
  if (!options.recordTo) throw new ConfigError('recordTo', 'is required: the folder the recording is written to');
  const basePath = upstream.pathname.replace(/\/$/, '');
  const known = options.contract ?? defaultContract;
  const send = options.fetch ?? globalThis.fetch;
  const onProblem = options.onProblem ?? ((message, error) => console.error(message, error ?? ''));
  const limit = options.maxBodyBytes ?? 64 * 1024 * 1024;
  const recorder: HarRecorder = createHarRecorder(path.join(options.recordTo, 'exchanges.har'));
  const observations: Observation[] = [];
  let pending: Promise<unknown> = Promise.resolve();

  const record = (exchange: Exchange, relativePath: string) => {
    const operation = findOperation(exchange.method, relativePath, known);
    const responseType = [...exchange.responseHeaders].find(([n]) => n === 'content-type')?.[1] ?? null;
    const findings: Finding[] = operation
      ? analyzeAnswer(
          operation,
          exchange.status,
          responseType,
          parseJson(Buffer.from(exchange.responseBody ?? []), responseType),
        )
      : [{ kind: 'undocumented-operation', method: exchange.method, path: redactPath(relativePath, '', null, known) }];
    const location: Location = operation
      ? { document: 'openapi', operationId: operation.operationId, status: exchange.status }
      : { document: 'openapi', status: exchange.status };
    observations.push({ location, findings });
    const response = operation?.responses.find((r) => r.status === String(exchange.status));
    pending = pending
      .then(() =>
        recorder.record(exchange, {
          requestFields: operation?.requestBody ? indexFields(operation.requestBody.fields) : null,
          responseFields: response ? indexFields(response.fields) : null,
          location,
          findings,
          recordedPath: redactPath(new URL(exchange.url).pathname, basePath, operation, known),
        }),
      )
      .catch((error) => onProblem(`@trs/discovery: could not record ${exchange.method} ${relativePath}`, error));
  };

  let hosts: ReadonlySet<string> = new Set();
  const refuse = (response: http.ServerResponse, status: number, reason: string) =>
    response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);

  const forward = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const startedAt = new Date();
    try {
      const method = request.method ?? 'GET';
      // Every request, reads included: a page whose name resolves to this machine must not read through the proxy.
      if (!hosts.has((request.headers.host ?? '').toLowerCase()))
        return refuse(response, 421, `the proxy answers only as ${[...hosts][0]}`);
      if (request.headers.origin && !['GET', 'HEAD', 'OPTIONS'].includes(method))
        return refuse(response, 403, 'cross-origin writes are refused');
      const resolved = upstreamTarget(request.url ?? '', upstream);
      if (!resolved.ok) return refuse(response, 400, `refused: ${resolved.reason}`);
      const target = resolved.url;
      const requestBody = await readBody(request, limit);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue;
        for (const v of [value].flat()) headers.append(name, v);
      }
      const answer = await send(target, {
        method,
        headers,
        body: ['GET', 'HEAD'].includes(method) ? undefined : new Uint8Array(requestBody),
        redirect: 'manual',
      });
      const responseBody = Buffer.from(await answer.arrayBuffer());
      const responseHeaders: [string, string][] = [];
      answer.headers.forEach((value, name) => {
        // fetch hands over the decoded body: its encoding and length headers no longer describe it.
        if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') responseHeaders.push([name, value]);
      });
      response.writeHead(answer.status, answer.statusText, [
        ...responseHeaders.flat(),
        'content-length',
        String(responseBody.length),
      ]);
      response.end(responseBody);
      const relativePath = resolved.relativePath;
      record(
        {
          startedAt,
          method,
          url: target.toString(),
          requestHeaders: Object.entries(request.headers).flatMap(([n, v]) =>
            [v ?? []].flat().map((x) => [n, x] as const),
          ),
          requestBody,
          status: answer.status,
          statusText: answer.statusText,
          responseHeaders,
          responseBody,
          durationMs: Date.now() - startedAt.getTime(),
        },
        relativePath,
      );
    } catch (error) {
      // A refusal of our own (a body over the limit) carries its status; anything else is the upstream's failure.
      const refusal = error instanceof Error && 'status' in error && typeof error.status === 'number' ? error : null;
      if (!response.headersSent) {
        response.writeHead(refusal ? Number(refusal.status) : 502, { 'content-type': 'text/plain' });
        response.end(refusal ? refusal.message : 'the upstream could not be reached');
      } else response.destroy();
    }
  };
  // forward answers every failure itself (its catch), so its promise never rejects.
  const server = http.createServer((request, response) => void forward(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  hosts = allowedHosts(options.host ?? '127.0.0.1', address.port);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    baseUrl: `http://${host}:${address.port}${basePath}`,
    port: address.port,
    harFile: recorder.file,
    observations,
    flushed: () => pending.then(() => undefined),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await pending;
    },
  };
}
