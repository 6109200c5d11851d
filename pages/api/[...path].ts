import type { NextApiRequest, NextApiResponse } from 'next';
import { answerApiRequest, productionContext, sendWireAnswer } from '@/server/http/nodeAdapter';

// The adapter reads bodies itself, so that a malformed or oversized one answers the API's JSON error.
export const config = { api: { bodyParser: false } };

// Under `next dev` and `next start`, every /api/v2, /api/v3 and helper path comes here, to the embedded
// commerce API (server/). A change to what a cached page shows renders that page again, when it has
// been rendered before (never a new one).
export default async function apiRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const revalidatePage = (path: string) => res.revalidate(path, { unstable_onlyGenerated: true });
  sendWireAnswer(res, await answerApiRequest(req, async () => ({ ...(await productionContext()), revalidatePage })));
}
