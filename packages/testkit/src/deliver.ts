// Deliveries to a webhook receiver as the provider makes them, over node:http with keep-alive.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POST with node:http (keep-alive), with full control of headers. */
export function postRaw(
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
  method = 'POST',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const length = String(Buffer.byteLength(body));
    const req = http.request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', 'content-length': length, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const dropped = (error: unknown) =>
  ['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes((error as NodeJS.ErrnoException)?.code ?? '') ||
  /socket hang up/.test(String((error as Error)?.message));

/** The answers after which the provider sends a delivery again (provider spec 6.1.3–6.1.5): 408, 429 and 5xx. */
const retried = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * A delivery as the provider makes it: a connection dropped before any answer is tried again at once, up to three
 * times (provider spec 6.1.5, inner retries), and an answer the provider retries (408, 429, 5xx) is sent again, up to
 * fifteen attempts (6.1.5), a moment apart instead of a minute. A keep-alive connection that the server closes at the
 * moment it is reused ends that way on a loaded machine, and a receiver whose inbox does not confirm within
 * ackTimeoutMs answers 503: the provider's sender retries both, and so does this. Returns the last answer.
 */
export async function deliverAsProvider(
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<RawResponse> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  for (let attempt = 1; ; attempt += 1) {
    let response: RawResponse | undefined;
    for (let retry = 0; !response; retry += 1) {
      try {
        response = await postRaw(url, body, headers);
      } catch (error) {
        if (retry >= 3 || !dropped(error)) throw error;
      }
    }
    if (attempt >= 15 || !retried(response.status)) return response;
    await sleep(200);
  }
}
