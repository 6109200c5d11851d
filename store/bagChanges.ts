/**
 * The changes of the bag, its coupon and its cards (`api/bagChangesApi.ts`), loaded with the first one
 * asked for: the pages with an add-to-bag button show without RTK Query in their first load.
 */
export const loadBagChanges = () => import('./api/bagChangesApi');

/** The bag's reads (`api/bagApi.ts`): the lines and the totals read again from the server. */
export const loadBagReads = () => import('./api/bagApi');
