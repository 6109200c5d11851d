import type { NextApiRequest, NextApiResponse } from 'next';
import { answerApiRequest, productionContext, sendWireAnswer } from '@/server/http/nodeAdapter';
import { externalApiBaseUrl } from '@/services/http';

// The adapter reads bodies itself, so that a malformed or oversized one answers the API's JSON error.
export const config = { api: { bodyParser: false } };

// Under `next dev` and `next start`, every /api/v2, /api/v3 and helper path comes here, to the embedded
// commerce API (server/). A change to what a cached page shows renders that page again. Pages nobody
// has visited yet are rendered too: asked to render only pages already generated, Next renders nothing
// for a missing one and hands that nothing to a shopper asking for the page at the same moment, who
// gets the error page.
// When NEXT_PUBLIC_API_BASE_URL names a separate backend, the embedded API is not mounted: the shop must
// not keep a second, diverging copy of its catalog and bags answering here.
export default async function apiRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (externalApiBaseUrl()) return res.status(404).json({ result: false, message: 'Not found' });
  const revalidatePage = (path: string) => res.revalidate(path);
  sendWireAnswer(res, await answerApiRequest(req, async () => ({ ...(await productionContext()), revalidatePage })));
}
