// Small facts about HTTP messages, shared by the transport, the login and the helpers.
import { isJsonObject } from '@trs/shared';
import type { Redactor } from './redact.js';

const MAX_ERROR_BODY = 64 * 1024;

/** The URL without query and fragment: presigned URLs carry their signature in the query. */
export function safeUrl(url: string | URL): string {
  try {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(an invalid URL)';
  }
}

export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Lets the connection be reused without reading an answer we do not need. */
export async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // already consumed or errored: nothing to free
  }
}

export interface ErrorBody {
  body: unknown;
  providerMessage: string | undefined;
}

/** Reads an error answer tolerantly (its shape is not documented), redacted. */
export async function readErrorBody(response: Response, redactor: Redactor): Promise<ErrorBody> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { body: undefined, providerMessage: undefined };
  }
  if (text.length > MAX_ERROR_BODY) text = text.slice(0, MAX_ERROR_BODY);
  return parseErrorBody(text, redactor);
}

export function parseErrorBody(raw: unknown, redactor: Redactor): ErrorBody {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
  }
  body = redactor.value(body);
  const message =
    isJsonObject(body) && typeof body.Message === 'string'
      ? body.Message
      : typeof body === 'string' && body.length <= 500
        ? body
        : undefined;
  return { body, providerMessage: message?.trim() || undefined };
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string | null): string | null {
  return contentType ? contentType.split(';')[0]!.trim().toLowerCase() : null;
}

export function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}
