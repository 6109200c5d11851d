import {
  applyAsAffiliate,
  generateReferralUrl,
  getAffiliateAccount,
  getAffiliateGraph,
  getAffiliateStanding,
  getAffiliateStats,
  getPaymentSettings,
  listAffiliateItems,
  listEarnings,
  listPayments,
  listVisits,
  listWithdrawRequests,
  requestWithdrawal,
  savePaymentSettings,
} from '@/services/affiliate';
import { fromService, shopApi } from './shopApi';

type Result<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;
type Own = { token: string };
type OwnPage = Own & { page: number };
type Change = { token: string | null };

const affiliateTag = (id: 'STANDING' | 'ACCOUNT' | 'SETTINGS' | 'WITHDRAWALS') => ({ type: 'Affiliate' as const, id });
const sent = (token: string | null, signal: AbortSignal) => ({ token: token ?? undefined, signal });

// The affiliate's own figures: reads carry the session's token, so each session has its own cache entries.
// A change the API took makes what it changed load again; a refused one (thrown) invalidates nothing.
const affiliateApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    affiliateStanding: build.query<Result<typeof getAffiliateStanding>, Own>({
      queryFn: fromService(({ token }, signal) => getAffiliateStanding({ token, signal })),
      providesTags: [affiliateTag('STANDING')],
    }),
    affiliateAccount: build.query<Result<typeof getAffiliateAccount>, Own>({
      queryFn: fromService(({ token }, signal) => getAffiliateAccount({ token, signal })),
      providesTags: [affiliateTag('ACCOUNT')],
    }),
    /** The figures and the day-by-day activity of a range of days. */
    affiliateReport: build.query<
      { stats: Result<typeof getAffiliateStats>; days: Result<typeof getAffiliateGraph> },
      Own & { range: Parameters<typeof getAffiliateStats>[0] }
    >({
      queryFn: fromService(async ({ token, range }, signal) => {
        const [stats, days] = await Promise.all([getAffiliateStats(range, { token, signal }), getAffiliateGraph(range, { token, signal })]);
        return { stats, days };
      }),
    }),
    affiliateEarnings: build.query<Result<typeof listEarnings>, OwnPage>({
      queryFn: fromService(({ token, page }, signal) => listEarnings(page, { token, signal })),
    }),
    affiliateVisits: build.query<Result<typeof listVisits>, OwnPage>({
      queryFn: fromService(({ token, page }, signal) => listVisits(page, { token, signal })),
    }),
    affiliatePayments: build.query<Result<typeof listPayments>, OwnPage>({
      queryFn: fromService(({ token, page }, signal) => listPayments(page, { token, signal })),
    }),
    withdrawRequests: build.query<Result<typeof listWithdrawRequests>, OwnPage>({
      queryFn: fromService(({ token, page }, signal) => listWithdrawRequests(page, { token, signal })),
      providesTags: [affiliateTag('WITHDRAWALS')],
    }),
    paymentSettings: build.query<Result<typeof getPaymentSettings>, Own>({
      queryFn: fromService(({ token }, signal) => getPaymentSettings({ token, signal })),
      providesTags: [affiliateTag('SETTINGS')],
    }),
    affiliateItems: build.query<Result<typeof listAffiliateItems>, OwnPage & { search: string }>({
      queryFn: fromService(({ token, page, search }, signal) => listAffiliateItems(page, search, { token, signal })),
    }),
    applyAsAffiliate: build.mutation<Result<typeof applyAsAffiliate>, Change & { application: Parameters<typeof applyAsAffiliate>[0] }>({
      queryFn: fromService(({ token, application }, signal) => applyAsAffiliate(application, sent(token, signal))),
      invalidatesTags: (answer) => (answer ? [affiliateTag('STANDING')] : []),
    }),
    savePaymentSettings: build.mutation<Result<typeof savePaymentSettings>, Change & { details: Parameters<typeof savePaymentSettings>[0] }>({
      queryFn: fromService(({ token, details }, signal) => savePaymentSettings(details, sent(token, signal))),
      invalidatesTags: (answer) => (answer ? [affiliateTag('SETTINGS')] : []),
    }),
    // A request takes the amount off the balance and joins the list of requests.
    requestWithdrawal: build.mutation<Result<typeof requestWithdrawal>, Change & { amount: number }>({
      queryFn: fromService(({ token, amount }, signal) => requestWithdrawal(amount, sent(token, signal))),
      invalidatesTags: (answer) => (answer ? [affiliateTag('ACCOUNT'), affiliateTag('WITHDRAWALS')] : []),
    }),
    generateReferralUrl: build.mutation<Result<typeof generateReferralUrl>, Change & { url: string }>({
      queryFn: fromService(({ token, url }, signal) => generateReferralUrl(url, sent(token, signal))),
    }),
  }),
});

export const {
  useAffiliateStandingQuery,
  useAffiliateAccountQuery,
  useAffiliateReportQuery,
  useAffiliateEarningsQuery,
  useAffiliateVisitsQuery,
  useAffiliatePaymentsQuery,
  useWithdrawRequestsQuery,
  usePaymentSettingsQuery,
  useAffiliateItemsQuery,
  useApplyAsAffiliateMutation,
  useSavePaymentSettingsMutation,
  useRequestWithdrawalMutation,
  useGenerateReferralUrlMutation,
} = affiliateApi;
