import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { answerApiRequest, type ContextFactory, productionContext, sendWireAnswer, type WireAnswer } from '@/server/http/nodeAdapter';
import type { PageRevalidator } from '@/server/http/types';
import type { ConfiguredHeaders } from './configuredHeaders';

// The front server answers /api and /media itself, as pages/api/[...path].ts and pages/media do
// inside Next: Next's routing costs about 0.5 ms a call, more than adding to the bag takes. It gives
// the answers what Next would: next.config.js's headers and gzip for the larger ones.

/**
 * Every API path (`/api` alone answers the API's JSON 404), and the media addresses that
 * pages/media/[...path].ts answers from the API inside Next: an image through Next took about 1 ms.
 */
export const ANSWERED_BY_API = /^\/(?:api(?:[/?]|$)|media\/)/;

// Next's compression threshold: below 1 kB gzip saves less than its own cost.
const COMPRESSION_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/json|text\/|image\/svg\+xml)/;
const gzipped = promisify(gzip);

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/.test(String(request.headers['accept-encoding'] ?? ''));
}

function headerValue(headers: Record<string, string>, name: string): string {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
}

/** The answer gzipped when the client takes gzip and it is large enough to gain; compressed off the main thread. */
async function withCompression(request: IncomingMessage, answer: WireAnswer): Promise<WireAnswer<string | Buffer>> {
  if (Buffer.byteLength(answer.body) < COMPRESSION_THRESHOLD_BYTES || !COMPRESSIBLE_TYPE.test(headerValue(answer.headers, 'content-type'))) return answer;
  const headers = { ...answer.headers, Vary: 'Accept-Encoding' };
  if (!acceptsGzip(request)) return { ...answer, headers };
  return { ...answer, headers: { ...headers, 'Content-Encoding': 'gzip' }, body: await gzipped(answer.body) };
}

export interface FrontApiOptions {
  headersFor: ConfiguredHeaders;
  revalidatePage: PageRevalidator;
  context?: ContextFactory;
}

export function createFrontApiHandler({ headersFor, revalidatePage, context = productionContext }: FrontApiOptions) {
  const withRevalidator: ContextFactory = async () => ({ ...(await context()), revalidatePage });
  return async function frontApiHandler(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = await answerApiRequest(request, withRevalidator);
    const compressed = await withCompression(request, answer);
    for (const [name, value] of headersFor(request)) response.setHeader(name, value);
    sendWireAnswer(response, compressed);
  };
}
