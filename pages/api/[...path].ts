import { createNextApiHandler } from '@/server/http/next-adapter';

// Every /api/v2, /api/v3 and helper path goes to the embedded commerce API (server/).
export default createNextApiHandler();
