import type { Db } from '@/server/db/connection';

// Delivery prices and places: rates by zone and quantity, regular and express, pickup points.

export async function findShippingRates(db: Db) {
  return db.selectFrom('shipping_rates').select(['zone', 'min_quantity', 'price']).orderBy('zone').orderBy('min_quantity').execute();
}

/** The delivery methods the checkout offers; a row under any other key is not offered. */
const OFFERED_DELIVERY_METHODS = ['regular', 'express'] as const;

export async function findDeliveryMethods(db: Db) {
  return db
    .selectFrom('delivery_methods')
    .select(['key', 'name', 'price', 'estimated_days'])
    .where('status', '=', 1)
    .where('key', 'in', OFFERED_DELIVERY_METHODS)
    .orderBy('price')
    .$narrowType<{ key: (typeof OFFERED_DELIVERY_METHODS)[number] }>()
    .execute();
}

export async function findDeliveryMethod(db: Db, key: string) {
  return db.selectFrom('delivery_methods').select(['key', 'name', 'price']).where('key', '=', key).where('status', '=', 1).executeTakeFirst();
}

/** Whether the district lies inside Dhaka; undefined for an unknown district. */
export async function findDistrictZone(db: Db, districtId: number) {
  return db.selectFrom('cities').select(['id', 'is_inside_dhaka']).where('id', '=', districtId).executeTakeFirst();
}

export async function findPickupPoints(db: Db) {
  return db.selectFrom('pickup_points').select(['id', 'name', 'address', 'phone', 'city']).where('status', '=', 1).orderBy('id').execute();
}

export async function findPickupPoint(db: Db, id: number) {
  return db.selectFrom('pickup_points').select(['id', 'name', 'address', 'phone', 'city']).where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}
