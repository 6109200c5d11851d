import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '../db';
import { handleApiRequest } from '../app';
import type { QueryValues } from './types';

// Bridges the Next.js catch-all API route to the framework-free API in server/.
export function createNextApiHandler() {
  return async function nextApiHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const { path: segments, ...query } = req.query;
    const path = `/${Array.isArray(segments) ? segments.join('/') : (segments ?? '')}`;
    const db = await getDb();
    const response = await handleApiRequest(
      { method: req.method ?? 'GET', path, query: query as QueryValues, headers: req.headers, body: req.body },
      { db, now: () => new Date() },
    );
    for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
    res.status(response.status);
    if (response.status === 204) res.end();
    else if (typeof response.body === 'string') res.send(response.body);
    else res.json(response.body);
  };
}
