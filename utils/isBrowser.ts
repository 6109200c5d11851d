/** Whether this code runs in a browser rather than on the server (rendering, API routes, tests in Node). */
export const isBrowser = (): boolean => typeof window !== 'undefined';
