// A report is only handed over once it is known to be a PDF: content type application/pdf and a body that
// starts with %PDF-. As bytes (read whole by the transport, within the call), or as a stream that replays the
// checked first bytes.
import { NotAPdfError, type CallDescription } from './errors.js';
import { mediaType } from './http.js';

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export type ParseAs = 'bytes' | 'stream';

/** A download's body as openapi-fetch hands it over: bytes (parseAs 'arrayBuffer'), a stream, or nothing. */
export function bodyOf(data: unknown): Uint8Array | ReadableStream<Uint8Array> | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return (data as ReadableStream<Uint8Array> | undefined) ?? null;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const isPdf = (first: Uint8Array) =>
  first.length >= SIGNATURE.length && SIGNATURE.every((byte, i) => first[i] === byte);

/** The body, checked to be a PDF when `requirePdf`: the bytes as they are, or a stream replaying its first bytes. */
export async function checkedBody(
  response: Response,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  call: CallDescription,
  requirePdf = true,
): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  const contentType = response.headers.get('Content-Type');
  if (requirePdf && mediaType(contentType) !== 'application/pdf') {
    if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
    throw new NotAPdfError({ call, contentType, reason: 'content-type' });
  }
  if (!(body instanceof ReadableStream)) {
    const bytes = body ?? new Uint8Array(0);
    if (requirePdf && !isPdf(bytes)) throw new NotAPdfError({ call, contentType, reason: 'signature' });
    return bytes;
  }

  // A stream: its first bytes are read to check them, then replayed. Its reads end with the client's error when the
  // call's signal aborts (the transport guards it) while the call lasts; after that, at the reader's pace.
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < SIGNATURE.length) {
    const chunk = await reader.read();
    if (chunk.done) {
      done = true;
      break;
    }
    head.push(chunk.value);
    length += chunk.value.length;
  }
  if (requirePdf && !isPdf(concat(head, length))) {
    await reader.cancel().catch(() => undefined);
    throw new NotAPdfError({ call, contentType, reason: 'signature' });
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
