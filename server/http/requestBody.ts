import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { HttpError } from './errors';

// Reads an API request's body in place of Next's parser, so that a malformed or oversized body
// gets the API's JSON error answer (400 or 413) rather than Next's plain-text one.

/** Larger bodies answer 413: the biggest real request (a checkout with a long note) is a few kB. */
export const MAX_BODY_BYTES = 100 * 1024;

export class BodyTooLargeError extends HttpError {
  constructor() {
    super(413, 'Request body is too large');
  }
}

class MalformedJsonError extends HttpError {
  constructor() {
    super(400, 'Malformed JSON body');
  }
}

/** A Content-Type's media type, without its parameters: `application/json; charset=utf-8` is `application/json`. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * After a body is refused, what the client still sends is read and dropped, up to this much: a client
 * that writes its whole body before it reads the answer then gets the 413, where closing the connection
 * under it would reset it and lose the answer. A client that sends more is cut off.
 */
export const MAX_DISCARDED_BYTES = 32 * 1024 * 1024;

function discardRest(request: IncomingMessage): void {
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) request.socket.destroy();
  });
  request.resume();
}

/** Collects the body, refusing it as soon as it passes the limit (the rest is then read and dropped). */
function readBytes(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > limitBytes) {
    discardRest(request);
    return Promise.reject(new BodyTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const keep = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', keep);
      discardRest(request);
      reject(new BodyTooLargeError());
    };
    request.on('data', keep);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** JSON (an empty body is `{}`), a URL-encoded form as an object of fields, anything else as text. */
export function parseBody(raw: string, contentType: string): unknown {
  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    if (raw.trim() === '') return {};
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new MalformedJsonError();
    }
  }
  if (contentType === 'application/x-www-form-urlencoded') return { ...parseQueryString(raw) };
  return raw;
}

export async function readRequestBody(request: IncomingMessage, limitBytes = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readBytes(request, limitBytes);
  return parseBody(bytes.toString('utf8'), mediaType(request.headers['content-type']));
}
