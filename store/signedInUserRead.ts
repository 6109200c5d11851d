/**
 * The signed-in customer's read (`api/signedInUserApi.ts`), loaded with the first refresh: a page shows
 * without RTK Query in its first load.
 */
export const loadSignedInUserRead = () => import('./api/signedInUserApi');
