import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '../db';
import { handleApiRequest } from '../app';
import { BodyTooLargeError, readRequestBody } from './requestBody';
import { toErrorResponse } from './router';
import type { ApiContext, ApiResponse, QueryValues } from './types';

// Bridges the Next.js catch-all API route to the framework-free API in server/.

/** API answers carry customers' data unless a route says otherwise (public media sets its own). */
export const DEFAULT_CACHE_CONTROL = 'private, no-store';

export type ContextFactory = () => Promise<ApiContext>;

const productionContext: ContextFactory = async () => ({ db: await getDb(), now: () => new Date() });

/** The body as it goes on the wire: nothing for 204, text as it is, anything else as JSON. */
export function answerBodyText(response: ApiResponse): string {
  if (response.status === 204) return '';
  if (typeof response.body === 'string') return response.body;
  return JSON.stringify(response.body) ?? '';
}

async function answer(req: NextApiRequest, context: ContextFactory): Promise<ApiResponse> {
  let body: unknown;
  try {
    body = await readRequestBody(req);
  } catch (error) {
    const response = toErrorResponse(error);
    // The unread rest of an oversized body is not worth keeping the connection for.
    return error instanceof BodyTooLargeError ? { ...response, headers: { Connection: 'close' } } : response;
  }
  const { path: segments, ...query } = req.query;
  const path = `/${Array.isArray(segments) ? segments.join('/') : (segments ?? '')}`;
  return handleApiRequest(
    { method: req.method ?? 'GET', path, query: query as QueryValues, headers: req.headers, body, remoteAddress: req.socket.remoteAddress },
    await context(),
  );
}

/** Reads the body itself: the API route turns Next's body parser off (see pages/api/[...path].ts). */
export function createNextApiHandler(context: ContextFactory = productionContext) {
  return async function nextApiHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const response = await answer(req, context);
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
    res.status(response.status);
    if (response.status === 204) res.end();
    else if (typeof response.body === 'string') res.send(response.body);
    else res.json(response.body);
  };
}

/**
 * Answers a page address that stands for an API path (`/media/...`, `/megamenu.json`...) from the page's
 * getServerSideProps: rewrites in next.config.js would do the same, but any rewrite makes Next ship its
 * rewrite matcher to every browser and re-render each cached page once after hydration.
 */
export async function answerFromApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: ContextFactory = productionContext,
): Promise<void> {
  const response = await handleApiRequest(
    { method: req.method ?? 'GET', path, query: {}, headers: req.headers, body: undefined, remoteAddress: req.socket.remoteAddress },
    await context(),
  );
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  if (response.status !== 204 && typeof response.body !== 'string') res.setHeader('Content-Type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
  res.statusCode = response.status;
  res.end(answerBodyText(response));
}
