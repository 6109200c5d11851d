import { handleApiRequest } from '../app';
import type { Db } from '../db/connection';
import { type ContextFactory, productionContext, queryValues, runAfterAnswer, toWireAnswer } from './nodeAdapter';
import { BodyTooLargeError, MAX_BODY_BYTES, mediaType, parseBody } from './requestBody';
import { toErrorResponse } from './router';
import type { ApiResponse, SharedRead } from './types';

// Server-side rendering calls the embedded API inside the process instead of over loopback HTTP.
// A call gets the request the Next adapter would have built from the same HTTP request (headers,
// query, parsed body, loopback peer address), so access rules and answers are the same.

/** One API call as the service client would send it over HTTP. */
export interface InProcessApiCall {
  method: string;
  /** Path below the API base with its query string, such as `/v2/products/12?x=1`. */
  path: string;
  headers: Headers;
  body?: string;
}

/** The answer as HTTP would deliver it: the status, the headers and the serialised body. */
export interface InProcessApiAnswer {
  status: number;
  headers: Headers;
  body: string;
}

// An HTTP call from the process to itself arrives from the loopback address.
const LOOPBACK_ADDRESS = '127.0.0.1';

/** Node's `req.headers`: lower-case names, plus what an HTTP client adds (host, body length). */
function nodeHeaders(call: InProcessApiCall): Record<string, string> {
  const headers: Record<string, string> = { host: `${LOOPBACK_ADDRESS}:${process.env.PORT || 3000}` };
  call.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  return headers;
}

type Read = (db: Db) => Promise<unknown>;

// The reads running for calls made in one go, before the process turns to anything else: the calls a
// page's render starts together ask for them so (the category page asks for the category tree through
// two endpoints). Nothing from outside, neither a database's answer nor another request, reaches the
// process in between, and no page's call writes the catalog data shared, so a read still running
// answers each call as its own read would have. A read that has answered, or a call that has waited
// on anything, reads anew.
let readsOfThisGo: WeakMap<Db, Map<Read, Promise<unknown>>> | undefined;

function readsInThisGo(db: Db): Map<Read, Promise<unknown>> {
  if (!readsOfThisGo) {
    readsOfThisGo = new WeakMap();
    process.nextTick(() => {
      readsOfThisGo = undefined;
    });
  }
  const reads = readsOfThisGo.get(db) ?? new Map<Read, Promise<unknown>>();
  readsOfThisGo.set(db, reads);
  return reads;
}

function sharedReadOf(db: Db): SharedRead {
  return <Result>(read: (db: Db) => Promise<Result>) => {
    const reads = readsInThisGo(db);
    const running = reads.get(read);
    if (running) return running as Promise<Result>;
    const answer = read(db);
    reads.set(read, answer);
    const forget = () => {
      if (reads.get(read) === answer) reads.delete(read);
    };
    answer.then(forget, forget);
    return answer;
  };
}

async function dispatch(call: InProcessApiCall, context: ContextFactory): Promise<ApiResponse> {
  const url = new URL(call.path, 'http://in-process');
  const headers = nodeHeaders(call);
  let body: unknown;
  try {
    const raw = call.body ?? '';
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw new BodyTooLargeError();
    body = parseBody(raw, mediaType(headers['content-type']));
  } catch (error) {
    return toErrorResponse(error);
  }
  const callContext = await context();
  return handleApiRequest(
    { method: call.method, path: url.pathname, query: queryValues(url.searchParams), headers, body, remoteAddress: LOOPBACK_ADDRESS },
    { ...callContext, sharedRead: sharedReadOf(callContext.db) },
  );
}

/** Answers service calls in process; a failure the router did not catch answers 500 as Next would. */
export function createInProcessApi(context: ContextFactory = productionContext) {
  return async function inProcessApi(call: InProcessApiCall): Promise<InProcessApiAnswer> {
    let response: ApiResponse;
    try {
      response = await dispatch(call, context);
    } catch (error) {
      console.error(error);
      return { status: 500, headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }), body: 'Internal Server Error' };
    }
    const answer = toWireAnswer(response);
    runAfterAnswer(answer.afterAnswer);
    return { status: answer.status, headers: new Headers(answer.headers), body: answer.body.toString() };
  };
}
