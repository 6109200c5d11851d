import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@/server/db/connection';
import { answerApiRequest, sendWireAnswer } from '@/server/http/nodeAdapter';
import type { ApiContext } from '@/server/http/types';

// App instances as production runs them: the real API adapter on node servers over one database.
// A test stands in for a client on another machine by naming the socket's peer address in
// `x-test-peer-address` (the only thing these servers change before the adapter sees the request).

export const PEER_ADDRESS_HEADER = 'x-test-peer-address';

/** Stands the request's socket at the peer address the test named, if any. */
function fromNamedPeer(req: IncomingMessage): IncomingMessage {
  const peer = req.headers[PEER_ADDRESS_HEADER];
  if (typeof peer === 'string') Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
  return req;
}

export interface ApiServer {
  baseUrl: string;
  port: number;
  /** How many client connections the server holds open now. */
  openConnections: () => Promise<number>;
  close: () => Promise<void>;
}

export async function startApiServer(db: Db, now: () => Date, extras: Omit<ApiContext, 'db' | 'now'> = {}): Promise<ApiServer> {
  const context = async () => ({ ...extras, db, now });
  const server: Server = createServer((req, res) => void answerApiRequest(fromNamedPeer(req), context).then((answer) => sendWireAnswer(res, answer)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    port,
    openConnections: () => new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
