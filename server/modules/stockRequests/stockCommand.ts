import type { Db } from '@/server/db/connection';
import type { CommandOutcome } from '@/server/db/shopCommand';
import { HttpError } from '@/server/http/errors';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { siteOrigin } from '@/utils/siteUrl';
import { MAX_STOCK, updateVariantStock } from './restockService';

// `npm run stock:update -- <barcode> <stock>`: the back office's stock path from a shell.

export const STOCK_COMMAND_USAGE = `usage: npm run stock:update -- <barcode> <stock 0-${MAX_STOCK}>`;

function stockArgument(value: string | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const stock = Number(value);
  return stock <= MAX_STOCK ? stock : null;
}

/** Links in the messages use the configured site URL (NEXT_PUBLIC_SITE_URL), else localhost. */
export async function runStockCommand(
  db: Db,
  args: readonly string[],
  now: Date,
  configuredSiteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL,
  delivery?: MessageDelivery,
): Promise<CommandOutcome> {
  const [barcode, stockText] = args;
  const stock = stockArgument(stockText);
  if (!barcode || stock === null) return { exitCode: 2, output: STOCK_COMMAND_USAGE };
  try {
    const update = await updateVariantStock(db, barcode, stock, siteOrigin({}, configuredSiteUrl), now, delivery);
    const told = update.notified === 1 ? '1 shopper told' : `${update.notified} shoppers told`;
    return { exitCode: 0, output: `Variant ${update.barcode}: stock ${update.previousStock} -> ${update.stock}, ${told}` };
  } catch (error) {
    if (error instanceof HttpError) return { exitCode: 1, output: error.message };
    throw error;
  }
}
