// A report is only handed over once it is known to be a PDF: content type application/pdf and a body that
// starts with %PDF-. As bytes, or as a stream that replays the checked first bytes.
import { NotAPdfError, TimeoutError, type CallDescription } from './errors.js';
import { isTimeoutReason, mediaType } from './http.js';

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export type ParseAs = 'bytes' | 'stream';

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

/** Reads (part of) a body, turning a timeout of the call into the client's TimeoutError. */
async function guarded<T>(call: CallDescription, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isTimeoutReason(error)) throw new TimeoutError({ call });
    throw error;
  }
}

export async function checkedBody(
  response: Response,
  body: ReadableStream<Uint8Array> | null,
  parseAs: ParseAs,
  call: CallDescription,
  requirePdf = true,
): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  const contentType = response.headers.get('Content-Type');
  if (requirePdf && mediaType(contentType) !== 'application/pdf') {
    await body?.cancel().catch(() => undefined);
    throw new NotAPdfError({ call, contentType, reason: 'content-type' });
  }
  const reader = (body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })).getReader();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  await guarded(call, async () => {
    while (length < SIGNATURE.length) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        break;
      }
      head.push(chunk.value);
      length += chunk.value.length;
    }
  });
  if (requirePdf) {
    const first = concat(head, length);
    if (first.length < SIGNATURE.length || SIGNATURE.some((byte, i) => first[i] !== byte)) {
      await reader.cancel().catch(() => undefined);
      throw new NotAPdfError({ call, contentType, reason: 'signature' });
    }
  }

  if (parseAs === 'bytes') {
    const chunks = [...head];
    await guarded(call, async () => {
      while (!done) {
        const chunk = await reader.read();
        if (chunk.done) break;
        chunks.push(chunk.value);
        length += chunk.value.length;
      }
    });
    return concat(chunks, length);
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const chunk = await guarded(call, () => reader.read());
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
