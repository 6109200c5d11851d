import { z } from 'zod';
import type { SeoMetaQuery } from '@/contract/content';
import { ok, okData } from '../../http/responses';
import type { RouteDefinition } from '../../http/types';
import { id, text } from '../../http/queryParams';
import { type FieldsOf, parseWith } from '../../http/validate';
import { getBusinessSettings, getImageLink, getMegaMenu, getPage, getPageLinks, getSeoMeta, getStaticData } from './service';

const imageLinkParams = z.object({ id: id('id') });
const pageParams = z.object({ slug: text('slug', 255).min(1, 'The slug field is required.') });
const seoQuery = z.object({ page: text('page', 255).optional() } satisfies FieldsOf<SeoMetaQuery>);

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
