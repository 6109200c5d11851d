import { z } from 'zod';
import { ok, okData } from '../../http/responses';
import type { RouteDefinition } from '../../http/types';
import { parseWith } from '../../http/validate';
import { getBusinessSettings, getImageLink, getMegaMenu, getPage, getPageLinks, getSeoMeta, getStaticData } from './service';

// Ids are PostgreSQL `integer` columns: anything larger could never match and must not reach the query.
const MAX_RECORD_ID = 2_147_483_647;
const ID_MESSAGE = 'The id must be a positive whole number.';

const imageLinkParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, ID_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, ID_MESSAGE).max(MAX_RECORD_ID, ID_MESSAGE)),
});

const pageParams = z.object({
  slug: z.string().trim().min(1, 'The slug is required.').max(255, 'The slug is too long.'),
});

const seoQuery = z.object({
  page: z.string('The page must be a single text value.').trim().max(255, 'The page is too long.').optional(),
});

export const settingsRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/business-settings',
    handler: async (_request, { db }) => okData(await getBusinessSettings(db)),
  },
  {
    method: 'GET',
    path: '/v2/megamenu',
    handler: async (_request, { db }) => ok({ result: await getMegaMenu(db) }),
  },
  {
    method: 'GET',
    path: '/v2/pages',
    handler: async (_request, { db }) => okData(await getPageLinks(db)),
  },
  {
    method: 'GET',
    path: '/v2/pages/:slug',
    handler: async (request, { db }) => {
      const { slug } = parseWith(pageParams, request.params);
      return okData([await getPage(db, slug)]);
    },
  },
  {
    method: 'GET',
    path: '/v2/seo-meta-data',
    handler: async (request, { db }) => {
      const { page } = parseWith(seoQuery, request.query);
      return okData(await getSeoMeta(db, page || undefined));
    },
  },
  {
    method: 'GET',
    path: '/v2/image-link/:id',
    handler: async (request, { db }) => {
      const { id } = parseWith(imageLinkParams, request.params);
      return okData(await getImageLink(db, id));
    },
  },
  {
    method: 'GET',
    path: '/generate-static-data',
    handler: async (_request, { db }) =>
      ok({ result: true, message: 'Static data generated', data: await getStaticData(db) }),
  },
  {
    // Laravel Sanctum clients call this before writes; bearer tokens need no CSRF cookie here.
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    handler: async () => ok(null, 204),
  },
];
