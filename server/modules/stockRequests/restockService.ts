import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { deliverRecordedMessage, recordMessage, type RecordedMessage } from '@/server/modules/outbox/service';
import { backInStockMessage, type RestockedVariant } from './alertMessage';
import {
  findVariantForStockUpdate,
  findWaitingRequests,
  lockVariantByBarcode,
  markRequestNotified,
  setVariantStock,
} from './repository';

// The back office sets a variant's stock; once it is in stock, every request still waiting for it
// gets its one message and is marked notified.

const VARIANT_NOT_FOUND_MESSAGE = 'Variant not found';
export const MAX_STOCK = 1_000_000;

export interface StockUpdate {
  barcode: string;
  productId: number;
  productSlug: string;
  previousStock: number;
  stock: number;
  /** How many waiting requests were told (and marked notified) by this update. */
  notified: number;
}

/**
 * Each request is claimed by a conditional update (pending -> notified) before its message is
 * recorded, so two updates racing for the same variant never both send: the loser claims nothing.
 */
async function notifyWaitingRequests(db: Db, variantId: number, variant: RestockedVariant, origin: string, now: Date) {
  const recorded: RecordedMessage[] = [];
  for (const request of await findWaitingRequests(db, variantId)) {
    if (!(await markRequestNotified(db, request.id, now))) continue;
    recorded.push(await recordMessage(db, backInStockMessage(variant, request, origin), now));
  }
  return recorded;
}

/** `origin` is the site's address, for the product link in the messages. */
export async function updateVariantStock(
  db: Db,
  barcode: string,
  stock: number,
  origin: string,
  now: Date,
  delivery?: MessageDelivery,
): Promise<StockUpdate> {
  const { update, messages } = await db.transaction().execute(async (transaction) => {
    await lockVariantByBarcode(transaction, barcode);
    const variant = await findVariantForStockUpdate(transaction, barcode);
    if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND_MESSAGE);
    await setVariantStock(transaction, variant.id, stock, now);
    const restocked = { productName: variant.product_name, productSlug: variant.product_slug, color: variant.color, size: variant.size };
    const recorded = stock > 0 ? await notifyWaitingRequests(transaction, variant.id, restocked, origin, now) : [];
    return {
      update: {
        barcode,
        productId: variant.product_id,
        productSlug: variant.product_slug,
        previousStock: variant.stock,
        stock,
        notified: recorded.length,
      },
      messages: recorded,
    };
  });
  // Handed over only after the commit: a rolled-back update sends nothing.
  for (const message of messages) await deliverRecordedMessage(db, message, now, delivery);
  return update;
}
