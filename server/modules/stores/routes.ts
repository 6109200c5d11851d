import { z } from 'zod';
import type { StoreLocatorQuery } from '@/contract/stores';
import { okData } from '../../http/responses';
import type { RouteDefinition } from '../../http/types';
import { text } from '../../http/queryParams';
import { type FieldsOf, parseWith } from '../../http/validate';
import { getStoreLocator } from './service';

const storeLocatorQuery = z.object({ city: text('city', 100).optional() } satisfies FieldsOf<StoreLocatorQuery>);

export const storeRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/store-locator',
    handler: async (request, { db }) => {
      const { city } = parseWith(storeLocatorQuery, request.query);
      const { stores, cities } = await getStoreLocator(db, city || undefined);
      return okData(stores, { cities });
    },
  },
];
