import type * as z from 'zod/mini';
import type { deliveryMethods, dhakaShippingPrices, pickupPoints } from '@/contract/checkout';
import { ok, okData } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import type { ShippingRate, ShippingZone } from '@/utils/checkoutPricing';
import { poishaToTaka } from '@/utils/money';
import { findDeliveryMethods, findPickupPoints, findShippingRates } from './repository';

// The checkout's delivery settings: zone prices by quantity, regular and express, pickup points.

/** `{ "<minimum total quantity>": taka }` for one zone. */
function zonePrices(rates: readonly ShippingRate[], zone: ShippingZone): Record<string, number> {
  return Object.fromEntries(rates.filter((rate) => rate.zone === zone).map((rate) => [String(rate.min_quantity), poishaToTaka(rate.price)]));
}

function toDeliveryMethod(method: Awaited<ReturnType<typeof findDeliveryMethods>>[number]): z.input<typeof deliveryMethods>['data'][number] {
  return { key: method.key, name: method.name, price: poishaToTaka(method.price), estimated_days: method.estimated_days };
}

export const shippingRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/inside-outside-dhaka-price',
    handler: async (_request, { db }) => {
      const rates = await findShippingRates(db);
      const prices: z.input<typeof dhakaShippingPrices> = { insideDhaka: zonePrices(rates, 'inside_dhaka'), outsideDhaka: zonePrices(rates, 'outside_dhaka') };
      return ok({ result: true, ...prices });
    },
  },
  {
    method: 'GET',
    path: '/v2/shippingChargeExpressAndRegular',
    handler: async (_request, { db }) => {
      return okData((await findDeliveryMethods(db)).map(toDeliveryMethod));
    },
  },
  {
    method: 'GET',
    path: '/v2/pickup-list',
    handler: async (_request, { db }) => {
      const points: z.input<typeof pickupPoints>['data'] = await findPickupPoints(db);
      return okData(points);
    },
  },
];
