import { z } from 'zod';
import type { StockRequestPage, StockRequestSubmission } from '@/contract/stockRequests';
import { requireCaller, requireCustomer } from '@/server/http/auth';
import { bodyFields, emailAddress, id, optional, required, text, untrimmedText } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { queryStringWithoutPage, wholeNumber, withoutEmptyValues } from '@/server/http/queryParams';
import { ok, okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { clientAddress } from '@/server/security/clientAddress';
import { DEFAULT_LOCALE, LOCALES } from '@/utils/locale';
import { isElevenDigitPhone } from '@/utils/validators';
import { stockAdminRoutes } from './adminRoutes';
import { countAttempt, listStockRequests, requestStockAlert, type StockRequestOutcome } from './service';

// Back-in-stock requests (the hidden /request-stock page): guests and customers ask, customers list
// theirs; the back office's stock updates answer them.

const DEFAULT_PAGE_SIZE = 10;

const STOCK_REQUEST_MESSAGES: Record<StockRequestOutcome, string> = {
  added: 'We will let you know when it is back in stock',
  already_listed: 'You are already on the list',
};

/** Barcodes are digits, which a client may send as a number. */
const barcode = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  text('barcode', 100),
);

const phone = untrimmedText('phone')
  .trim()
  .refine(isElevenDigitPhone, 'The phone field must be 11 digits.');

// One contact at a time: the e-mail or the phone; neither means the signed-in customer's own.
const requestBody = z
  .object({
    product_id: required(id('product_id')),
    barcode: required(barcode),
    email: optional(emailAddress('email')).transform((email) => email ?? null),
    phone: optional(phone).transform((number) => number ?? null),
    locale: optional(oneOf('locale', LOCALES)).transform((locale) => locale ?? DEFAULT_LOCALE),
  } satisfies FieldsOf<StockRequestSubmission>)
  .refine((body) => body.email === null || body.phone === null, {
    path: ['email'],
    message: 'Please enter either an email or a phone number, not both',
  });

const pageQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(DEFAULT_PAGE_SIZE),
} satisfies FieldsOf<StockRequestPage>);

export const stockRequestRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/stock-requests',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const now = context.now();
      await countAttempt(context.db, caller.userId, clientAddress(request), now);
      const input = parseWith(requestBody, bodyFields(request.body));
      const outcome = await requestStockAlert(
        context.db,
        caller,
        { productId: input.product_id, barcode: input.barcode, email: input.email, phone: input.phone, locale: input.locale },
        now,
      );
      return ok({ result: true, message: STOCK_REQUEST_MESSAGES[outcome] });
    },
  },
  {
    method: 'GET',
    path: '/v2/stock-requests',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const input = parseWith(pageQuery, withoutEmptyValues(request.query));
      const result = await listStockRequests(context.db, customer.userId, input.page, input.limit);
      const meta = pageMeta(request.path, input.page, input.limit, result.total, result.requests.length);
      return okData(result.requests, { meta, links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)) });
    },
  },
  ...stockAdminRoutes,
];
