import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Db } from '@/server/db/connection';
import { createNextApiHandler } from '@/server/http/next-adapter';
import type { ApiContext } from '@/server/http/types';

// App instances as production runs them: the real Next adapter on node servers over one database.
// A test stands in for a client on another machine by naming the socket's peer address in
// `x-test-peer-address` (the only thing these servers change before the adapter sees the request).

export const PEER_ADDRESS_HEADER = 'x-test-peer-address';

/** The few NextApiResponse helpers the adapter uses, on a plain node response. */
function asNextResponse(res: ServerResponse): NextApiResponse {
  const next = res as unknown as NextApiResponse;
  next.status = (code: number) => {
    res.statusCode = code;
    return next;
  };
  next.json = (body: unknown) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
  next.send = (body: unknown) => {
    res.end(body);
  };
  return next;
}

/** Next's catch-all query, and the peer address the test named for this request's socket. */
function asNextRequest(req: IncomingMessage): NextApiRequest {
  const url = new URL(req.url ?? '/', 'http://shop.test');
  const peer = req.headers[PEER_ADDRESS_HEADER];
  if (typeof peer === 'string') Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
  const next = req as NextApiRequest;
  next.query = { ...Object.fromEntries(url.searchParams), path: url.pathname.replace(/^\/api\//, '').split('/') };
  return next;
}

export interface ApiServer {
  baseUrl: string;
  port: number;
  close: () => Promise<void>;
}

export async function startApiServer(db: Db, now: () => Date, extras: Omit<ApiContext, 'db' | 'now'> = {}): Promise<ApiServer> {
  const handler = createNextApiHandler(async () => ({ ...extras, db, now }));
  const server: Server = createServer((req, res) => void handler(asNextRequest(req), asNextResponse(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
