import type { NextApiRequest, NextApiResponse } from 'next';
import { createNextApiHandler } from '@/server/http/next-adapter';
import { processPageCache } from '@/server/front';
import { withPageRevalidator } from '@/server/modules/catalog/pageRevalidation';

// The adapter reads bodies itself, so that a malformed or oversized one answers the API's JSON error.
export const config = { api: { bodyParser: false } };

const handleApiRequest = createNextApiHandler();

// Every /api/v2, /api/v3 and helper path goes to the embedded commerce API (server/). A change to what
// a cached page shows renders that page again, when it has been rendered before (never a new one), and
// then empties the front server's page cache, which may hold that page and listings showing it.
export default function apiRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return withPageRevalidator(
    (path) => res.revalidate(path, { unstable_onlyGenerated: true }).finally(() => processPageCache().clear()),
    () => handleApiRequest(req, res),
  );
}
