import { z } from 'zod';
import type { VariantStockChange } from '@/contract/stockRequests';
import { bodyFields, required, wholeNumber } from '@/server/http/bodyFields';
import { text } from '@/server/http/queryParams';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { revalidateProductPages } from '@/server/modules/catalog/pageRevalidation';
import { configuredAdminToken, requireAdmin } from '@/server/modules/orders/adminAccess';
import { siteOrigin } from '@/utils/siteUrl';
import { MAX_STOCK, updateVariantStock } from './restockService';

// The back office's stock path: setting a variant's stock tells the shoppers waiting for it.

const variantParams = z.object({ barcode: text('barcode', 100).min(1, 'The barcode field is required.') });
const stockBody = z.object({ stock: required(wholeNumber('stock', 0, MAX_STOCK)) } satisfies FieldsOf<VariantStockChange>);

export const stockAdminRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/admin/variants/:barcode/stock',
    handler: async (request, context) => {
      const adminToken = configuredAdminToken();
      // Without a configured token the back office is not there at all.
      if (adminToken === null) return { status: 404, body: { result: false, message: 'Not found' } };
      requireAdmin(request, adminToken);
      const { barcode } = parseWith(variantParams, request.params);
      const { stock } = parseWith(stockBody, bodyFields(request.body));
      const origin = siteOrigin(request.headers, process.env.NEXT_PUBLIC_SITE_URL);
      const update = await updateVariantStock(context.db, barcode, stock, origin, context.now(), context.messageDelivery);
      // The cached product page shows the sizes in or out of stock.
      revalidateProductPages(context.revalidatePage, [update.productSlug]);
      return ok({
        result: true,
        message: 'Stock updated',
        data: {
          barcode: update.barcode,
          product_id: update.productId,
          previous_stock: update.previousStock,
          stock: update.stock,
          notified: update.notified,
        },
      });
    },
  },
];
