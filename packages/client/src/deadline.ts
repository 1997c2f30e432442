// A call's deadline and its caller's abort hold whatever the fetch does with the signal it is given. A fetch of the
// user's may ignore it, or lose it: Node's fetch follows a signal through a Request only while that Request is
// referenced, so after a garbage collection an abort can reach nothing. So each attempt is raced against the call's
// signal, and so is the reading of its body: read whole within the attempt (an answer read as text or bytes), or
// handed over as a stream whose reads end when the signal aborts (parseAs 'stream').
import { discard } from './http.js';

/** A Response with another body (already read, or guarded), and the status, headers and URL of the original. */
function rebuilt(response: Response, body: Uint8Array | ReadableStream<Uint8Array> | null): Response {
  // A body read by fetch lies in an ArrayBuffer (never a shared one), which Response takes.
  const copy = new Response(body as BodyInit | null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}

/** Whether a body can be carried over into a Response the client builds (which takes statuses 200 to 599 only). */
function carriesBody(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return response.body !== null && response.status >= 200 && response.status <= 599;
}

/** Waits for a promise, or rejects with the signal's reason when it aborts first (the promise runs on). */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** The answer of an attempt, or the signal's reason as soon as it aborts. An answer that comes later is discarded. */
export async function raceAttempt(sending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  try {
    return await raceSignal(sending, signal);
  } catch (error) {
    // Lost to the signal: whatever the fetch answers later is not read.
    if (signal.aborted) void sending.then(discard, () => undefined);
    throw error;
  }
}

/** The answer with its body read whole before the signal aborts (else the signal's reason): in memory from here on. */
export async function readWithin(response: Response, signal: AbortSignal): Promise<Response> {
  if (!carriesBody(response)) return response;
  const reader = response.body.getReader();
  // Cancelling ends a pending read at once, however the fetch's own stream treats the signal.
  const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    if (signal.aborted) onAbort();
    for (;;) {
      const chunk = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (chunk.done) break;
      chunks.push(chunk.value);
      length += chunk.value.byteLength;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  const body = chunks.length === 1 ? chunks[0]! : new Uint8Array(length);
  if (chunks.length !== 1) {
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return rebuilt(response, response.status === 204 || response.status === 205 || response.status === 304 ? null : body);
}

/**
 * The answer with a body whose reads end when the signal aborts, with `abortError()`: for a body handed over as a
 * stream. Once the call is over its signal no longer aborts, and the stream is read at the reader's pace.
 */
export function streamWithin(response: Response, signal: AbortSignal, abortError: () => unknown): Response {
  if (!carriesBody(response)) return response;
  const reader = response.body.getReader();
  let onAbort: (() => void) | undefined;
  const stop = () => {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        controller.error(abortError());
        void reader.cancel(signal.reason).catch(() => undefined);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        stop();
        throw signal.aborted ? abortError() : error;
      }
      if (signal.aborted) return; // the stream has already failed with the abort
      if (chunk.done) {
        stop();
        controller.close();
      } else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
  return rebuilt(response, stream);
}
