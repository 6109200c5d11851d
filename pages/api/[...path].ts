import { createNextApiHandler } from '@/server/http/next-adapter';

// The adapter reads bodies itself, so that a malformed or oversized one answers the API's JSON error.
export const config = { api: { bodyParser: false } };

// Every /api/v2, /api/v3 and helper path goes to the embedded commerce API (server/).
export default createNextApiHandler();
