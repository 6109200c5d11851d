import { z } from 'zod';
import type * as contract from 'zod/mini';
import type {
  AffiliateApplication,
  AffiliateItemsQuery,
  AffiliatePageQuery,
  applicationAnswer,
  DateRange,
  generatedUrlAnswer,
  PayoutDetails,
  ReferralClick,
  ReferralUrlRequest,
  WithdrawalRequest,
} from '@/contract/affiliate';
import type { Db } from '@/server/db/connection';
import { requireCaller, requireCustomer } from '@/server/http/auth';
import { bangladeshiPhone, bodyFields, multilineText, optional, required, text as bodyText } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { queryStringWithoutPage, text, wholeNumber, withoutEmptyValues } from '@/server/http/queryParams';
import { ok, okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { ApiRequest, RouteDefinition } from '@/server/http/types';
import { ValidationError } from '@/server/http/errors';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { landingPathOf } from '@/utils/affiliateReferral';
import { takaToPoisha } from '@/utils/money';
import { siteOrigin } from '@/utils/siteUrl';
import { requireAffiliate, whileProgrammeRuns } from './access';
import { affiliateAdminRoutes } from './adminRoutes';
import { type ClickOutcome, recordClick } from './clickService';
import { isCalendarDate } from './dateRange';
import { ITEMS_PAGE_SIZE, listAffiliateItems } from './itemService';
import { missingDetails, PAYMENT_METHODS } from './paymentSettings';
import { findPaymentSettings, PAYOUT_MESSAGES, replacePaymentSettings, requestWithdrawal } from './payoutService';
import {
  toAffiliateItem,
  toAffiliateSummary,
  toApplicationState,
  toDayFigures,
  toEarning,
  toPayment,
  toPaymentSettings,
  toStats,
  toVisit,
  toWithdrawRequest,
} from './presenter';
import { applyForProgramme, findApplicationState, referralLinkFor, REGISTRATION_MESSAGES } from './registrationService';
import {
  checkedRange,
  findGraph,
  findStats,
  findSummary,
  HISTORY_PAGE_SIZE,
  type HistoryPage,
  listEarnings,
  listPayments,
  listVisits,
  listWithdrawRequests,
  MAX_GRAPH_DAYS,
} from './reportService';

// The affiliate programme (docs/API.md). Every endpoint answers 404 while `affiliate_system`
// is off; then a customer token (401), then an approved affiliate (403) where the page is theirs.

const CLICK_MESSAGES: Record<ClickOutcome, { result: boolean; message: string }> = {
  recorded: { result: true, message: 'Click recorded' },
  already_recorded: { result: true, message: 'Click already recorded today' },
  own_click: { result: false, message: 'Your own clicks are not counted' },
  unknown_code: { result: false, message: 'Unknown referral code' },
};
/** Amounts stay below ten million taka so that poisha fit a 32-bit integer. */
const MAX_TAKA = 10_000_000;

const pageQuery = z.object({ page: wholeNumber('page', 1, 100_000).default(1) } satisfies FieldsOf<AffiliatePageQuery>);

const itemsQuery = z.object({ ...pageQuery.shape, search: text('search', 100).optional() } satisfies FieldsOf<AffiliateItemsQuery>);

function calendarDate(field: string) {
  return text(field, 10).refine(isCalendarDate, `The ${field} field must match the format Y-m-d.`);
}

const rangeQuery = z.object({ from: calendarDate('from').optional(), to: calendarDate('to').optional() } satisfies FieldsOf<DateRange>);

/** The number or account of the chosen method is required; the others may be left out. */
const paymentFields = {
  payment_method: required(oneOf('payment_method', PAYMENT_METHODS)),
  bkash_number: optional(bangladeshiPhone('bkash_number')),
  nagad_number: optional(bangladeshiPhone('nagad_number')),
  bank_name: optional(bodyText('bank_name', 100)),
  bank_account_name: optional(bodyText('bank_account_name', 100)),
  bank_account_number: optional(bodyText('bank_account_number', 50)),
  bank_branch: optional(bodyText('bank_branch', 100)),
} satisfies FieldsOf<PayoutDetails>;

type PaymentInput = z.infer<z.ZodObject<typeof paymentFields>>;

function requireMethodDetails(input: PaymentInput, context: z.RefinementCtx): void {
  for (const field of missingDetails(input.payment_method, input)) {
    context.addIssue({
      code: 'custom',
      path: [field],
      message: `The ${field.replaceAll('_', ' ')} field is required when payment method is ${input.payment_method}.`,
    });
  }
}

const paymentSettingsBody = z.object(paymentFields).superRefine(requireMethodDetails);

const registrationBody = z
  .object({
    name: required(bodyText('name', 100)),
    phone: required(bangladeshiPhone('phone')),
    promotion_plan: required(multilineText('promotion_plan', 1000)),
    ...paymentFields,
  } satisfies FieldsOf<AffiliateApplication>)
  .superRefine(requireMethodDetails);

/** Taka as a JSON number or digits, with at most two decimals; answered in poisha. */
const takaAmount = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'The amount field is required.' : 'The amount field must be a number.') })
      .min(0, 'The amount field must be at least 0.')
      .lt(MAX_TAKA, `The amount field must be less than ${MAX_TAKA}.`)
      .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'The amount field must have at most 2 decimal places.'),
  )
  .transform(takaToPoisha);

const withdrawBody = z.object({ amount: takaAmount } satisfies FieldsOf<WithdrawalRequest>);

const urlBody = z.object({ url: required(bodyText('url', 2000)) } satisfies FieldsOf<ReferralUrlRequest>);

const clickBody = z.object({
  aff_ref: required(bodyText('aff_ref', 200)),
  landing_url: required(bodyText('landing_url', 2000)),
  product_slug: optional(bodyText('product_slug', 255)),
} satisfies FieldsOf<ReferralClick>);

/** The payment settings of a body, the details not given cleared. */
function paymentSettingsOf(input: PaymentInput) {
  return {
    payment_method: input.payment_method,
    bkash_number: input.bkash_number ?? null,
    nagad_number: input.nagad_number ?? null,
    bank_name: input.bank_name ?? null,
    bank_account_name: input.bank_account_name ?? null,
    bank_account_number: input.bank_account_number ?? null,
    bank_branch: input.bank_branch ?? null,
  };
}

/** Where this shop answers: the host the request came to, and the configured site address. */
function shopHosts(request: ApiRequest): string[] {
  const hosts = [new URL(siteOrigin(request.headers)).host];
  const configured = process.env.NEXT_PUBLIC_SITE_URL;
  if (configured) hosts.push(new URL(siteOrigin(request.headers, configured)).host);
  return hosts;
}

function pagedAnswer<Row>(request: ApiRequest, page: number, perPage: number, history: HistoryPage<Row>, present: (row: Row) => unknown) {
  const meta = pageMeta(request.path, page, perPage, history.total, history.rows.length);
  return okData(history.rows.map(present), { meta, links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)) });
}

function historyRoute<Row>(
  path: string,
  list: (db: Db, affiliateId: number, page: number) => Promise<HistoryPage<Row>>,
  present: (row: Row) => unknown,
): RouteDefinition {
  return {
    method: 'GET',
    path,
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const { page } = parseWith(pageQuery, withoutEmptyValues(request.query));
      return pagedAnswer(request, page, HISTORY_PAGE_SIZE, await list(context.db, affiliate.id, page), present);
    }),
  };
}

const customerRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/affiliate/registration',
    handler: whileProgrammeRuns(async (request, context) => {
      const customer = await requireCustomer(request, context);
      const input = parseWith(registrationBody, bodyFields(request.body));
      const status = await applyForProgramme(
        context.db,
        customer.userId,
        { name: input.name, phone: input.phone, promotion_plan: input.promotion_plan, ...paymentSettingsOf(input) },
        context.now(),
      );
      const answer: contract.input<typeof applicationAnswer> = { result: true, message: REGISTRATION_MESSAGES.applied, data: { status } };
      return ok(answer);
    }),
  },
  {
    method: 'GET',
    path: '/v2/affiliate/get_user',
    handler: whileProgrammeRuns(async (request, context) => {
      const customer = await requireCustomer(request, context);
      return okData(toApplicationState(await findApplicationState(context.db, customer.userId)));
    }),
  },
  {
    method: 'GET',
    path: '/v2/affiliate/user',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      return okData(toAffiliateSummary(await findSummary(context.db, affiliate)));
    }),
  },
  {
    method: 'GET',
    path: '/v2/affiliate/affiliate_stats',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const range = checkedRange(parseWith(rangeQuery, withoutEmptyValues(request.query)), context.now(), null);
      return okData(toStats(await findStats(context.db, affiliate.id, range)));
    }),
  },
  {
    method: 'GET',
    path: '/v2/affiliate/graph_data',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const range = checkedRange(parseWith(rangeQuery, withoutEmptyValues(request.query)), context.now(), MAX_GRAPH_DAYS);
      return okData((await findGraph(context.db, affiliate.id, range)).map(toDayFigures));
    }),
  },
  historyRoute('/v2/affiliate/referrals/earning-history', listEarnings, toEarning),
  historyRoute('/v2/affiliate/visits', listVisits, toVisit),
  historyRoute('/v2/affiliate/user/payment_history', listPayments, toPayment),
  historyRoute('/v2/affiliate/user/withdraw_request_history', listWithdrawRequests, toWithdrawRequest),
  {
    method: 'GET',
    path: '/v2/affiliate/payment/settings',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      return okData(toPaymentSettings(await findPaymentSettings(context.db, affiliate)));
    }),
  },
  {
    method: 'POST',
    path: '/v2/affiliate/payment/settings/store',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const input = parseWith(paymentSettingsBody, bodyFields(request.body));
      await replacePaymentSettings(context.db, affiliate, paymentSettingsOf(input), context.now());
      return ok({ result: true, message: PAYOUT_MESSAGES.paymentSettingsSaved });
    }),
  },
  {
    method: 'POST',
    path: '/v2/affiliate/withdraw_request/store',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const { amount } = parseWith(withdrawBody, bodyFields(request.body));
      await requestWithdrawal(context.db, affiliate.id, amount, context.now());
      return ok({ result: true, message: PAYOUT_MESSAGES.withdrawRequested });
    }),
  },
  {
    method: 'POST',
    path: '/v2/affiliate/url_generate',
    handler: whileProgrammeRuns(async (request, context) => {
      const { affiliate } = await requireAffiliate(request, context);
      const { url } = parseWith(urlBody, bodyFields(request.body));
      const answer: contract.input<typeof generatedUrlAnswer> = { result: true, url: await referralLinkFor(context.db, affiliate, url, shopHosts(request)) };
      return ok(answer);
    }),
  },
  {
    method: 'GET',
    path: '/v2/affiliate/get_affiliate_items',
    handler: whileProgrammeRuns(async (request, context) => {
      await requireAffiliate(request, context);
      const { page, search } = parseWith(itemsQuery, withoutEmptyValues(request.query));
      const { items, total } = await listAffiliateItems(context.db, page, search ?? null, context.now());
      return pagedAnswer(request, page, ITEMS_PAGE_SIZE, { rows: items, total }, toAffiliateItem);
    }),
  },
  {
    method: 'POST',
    path: '/v2/affiliate/click',
    handler: whileProgrammeRuns(async (request, context) => {
      const caller = await requireCaller(request, context);
      const input = parseWith(clickBody, bodyFields(request.body));
      const landingPath = landingPathOf(input.landing_url);
      if (landingPath === null) throw new ValidationError({ landing_url: ['The landing url field must be a link.'] });
      const outcome = await recordClick(
        context.db,
        caller.userId,
        { referral: input.aff_ref, landingPath, productSlug: input.product_slug ?? null },
        context.now(),
      );
      return ok(CLICK_MESSAGES[outcome]);
    }),
  },
];

export const affiliateRoutes: RouteDefinition[] = [...customerRoutes, ...affiliateAdminRoutes];
