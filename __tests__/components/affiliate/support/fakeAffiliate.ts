import { http, HttpResponse } from 'msw';
import type {
  AffiliateAccount,
  AffiliateApplicationStatus,
  AffiliateEarning,
  AffiliateItem,
  AffiliatePayment,
  AffiliateVisit,
  PaymentSettings,
  WithdrawRequest,
} from '@/services/affiliate';
import type { User } from '@/contract/account';
import { pagedAnswer } from '../../common/support/fakePages';
import { API, CUSTOMER, type SeenRequest } from '../../../store/support/fakeShop';
import type { FakeShopBackend } from '../../../store/support/fakeShopServer';

// The affiliate endpoints of docs/API.md, answered in memory by MSW at the network edge.

export const AFFILIATE_USER: User = {
  ...CUSTOMER,
  id: 21,
  name: 'Demo Affiliate',
  email: 'affiliate@demo.shop',
  phone: '01711000002',
  affiliate_status: 1,
  affiliate: 1,
  referral_code: 'DEMOAFF',
};

export const AFFILIATES_ONLY = 'This page is for approved affiliates';
export const PER_PAGE = 10;

/** Who the caller is to the programme: an approved affiliate, a plain customer (403), or nobody while it is off (404). */
export type Caller = 'affiliate' | 'customer' | 'closed';

export function account(overrides: Partial<AffiliateAccount> = {}): AffiliateAccount {
  return {
    name: 'Demo Affiliate',
    phone: '01711000002',
    referral_code: 'DEMOAFF',
    referral_path: '/?aff_ref=DEMOAFF',
    balance: 1250.5,
    pending_earnings: 420,
    total_earned: 3250.5,
    total_withdrawn: 2000,
    ...overrides,
  };
}

export function earning(id: number, overrides: Partial<AffiliateEarning> = {}): AffiliateEarning {
  return {
    id,
    order_code: `RD26112200000${id}`,
    product_name: 'Jamdani Saree',
    rate: 6,
    amount: 533.4,
    status: 'approved',
    date: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

export const SAREE_ITEM: AffiliateItem = {
  id: 76,
  name: 'Jamdani Saree',
  slug: 'jamdani-saree',
  thumbnail_image: '/media/products/saree/d4a017/front.svg',
  price: 8890,
  commission_rate: 6,
  commission_amount: 533.4,
};

export const PANJABI_ITEM: AffiliateItem = {
  id: 12,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  thumbnail_image: null,
  price: 1350,
  commission_rate: 5,
  commission_amount: 67.5,
};

const DAY_MS = 86_400_000;

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const read = (data: unknown) => HttpResponse.json({ success: true, status: 200, data });
const refusal = (field: string, message: string) =>
  HttpResponse.json({ result: false, success: false, message, errors: { [field]: [message] } }, { status: 422 });

export function createFakeAffiliate() {
  const requests: SeenRequest[] = [];
  const state = {
    caller: 'affiliate' as Caller,
    standing: 'approved' as AffiliateApplicationStatus,
    account: account(),
    stats: { clicks: 240, orders: 6, conversion_rate: 2.5, earnings: 1250.5, pending_earnings: 420, balance: 1250.5 },
    /** Figures of particular days; every other day of a range is zeros. */
    dayFigures: new Map<string, { clicks: number; orders: number; earnings: number }>(),
    earnings: [] as AffiliateEarning[],
    visits: [] as AffiliateVisit[],
    payments: [] as AffiliatePayment[],
    withdrawRequests: [] as WithdrawRequest[],
    settings: {
      payment_method: 'bkash',
      bkash_number: '01711000002',
      nagad_number: null,
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_branch: null,
      minimum_withdraw: 500,
    } as PaymentSettings,
    items: [SAREE_ITEM, PANJABI_ITEM] as AffiliateItem[],
  };

  async function record(request: Request): Promise<Record<string, unknown>> {
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, body, authorization: request.headers.get('Authorization') });
    return body;
  }

  const notFound = () => HttpResponse.json({ result: false, message: 'Not found' }, { status: 404 });

  /** 404 while the programme is off, 403 for a customer who is not an approved affiliate. */
  function refused(): Response | null {
    if (state.caller === 'closed') return notFound();
    if (state.caller === 'customer') return HttpResponse.json({ result: false, message: AFFILIATES_ONLY }, { status: 403 });
    return null;
  }

  const page = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');
  const affiliateOnly = (answer: (request: Request, body: Record<string, unknown>) => Response) => async ({ request }: { request: Request }) => {
    const body = await record(request);
    return refused() ?? answer(request, body);
  };

  const handlers = [
    http.get(`${API}/v2/affiliate/get_user`, async ({ request }) => {
      await record(request);
      if (state.caller === 'closed') return notFound();
      return read({ status: state.standing, referral_code: state.standing === 'approved' ? 'DEMOAFF' : null, affiliate_status: state.standing === 'approved' ? 1 : 0 });
    }),
    http.post(`${API}/v2/affiliate/registration`, async ({ request }) => {
      await record(request);
      if (state.caller === 'closed') return notFound();
      if (state.standing !== 'none') return HttpResponse.json({ result: false, success: false, message: 'You have already applied' }, { status: 422 });
      state.standing = 'pending';
      return HttpResponse.json({ result: true, message: 'Thank you! We will review your application.', data: { status: 'pending' } });
    }),
    http.get(`${API}/v2/affiliate/user`, affiliateOnly(() => read(state.account))),
    http.get(`${API}/v2/affiliate/affiliate_stats`, affiliateOnly(() => read(state.stats))),
    http.get(
      `${API}/v2/affiliate/graph_data`,
      affiliateOnly((request) => {
        const query = new URL(request.url).searchParams;
        const days = daysOf(query.get('from') ?? '', query.get('to') ?? '');
        return read(days.map((date) => ({ date, clicks: 0, orders: 0, earnings: 0, ...state.dayFigures.get(date) })));
      }),
    ),
    http.get(
      `${API}/v2/affiliate/referrals/earning-history`,
      affiliateOnly((request) => HttpResponse.json(pagedAnswer(state.earnings, page(request), PER_PAGE, `${API}/v2/affiliate/referrals/earning-history`))),
    ),
    http.get(
      `${API}/v2/affiliate/visits`,
      affiliateOnly((request) => HttpResponse.json(pagedAnswer(state.visits, page(request), PER_PAGE, `${API}/v2/affiliate/visits`))),
    ),
    http.get(
      `${API}/v2/affiliate/user/payment_history`,
      affiliateOnly((request) => HttpResponse.json(pagedAnswer(state.payments, page(request), PER_PAGE, `${API}/v2/affiliate/user/payment_history`))),
    ),
    http.get(
      `${API}/v2/affiliate/user/withdraw_request_history`,
      affiliateOnly((request) =>
        HttpResponse.json(pagedAnswer(state.withdrawRequests, page(request), PER_PAGE, `${API}/v2/affiliate/user/withdraw_request_history`)),
      ),
    ),
    http.get(`${API}/v2/affiliate/payment/settings`, affiliateOnly(() => read(state.settings))),
    http.post(
      `${API}/v2/affiliate/payment/settings/store`,
      affiliateOnly((_request, body) => {
        state.settings = { ...state.settings, ...(body as Partial<PaymentSettings>) };
        return HttpResponse.json({ result: true, message: 'Payment settings saved' });
      }),
    ),
    http.post(
      `${API}/v2/affiliate/withdraw_request/store`,
      affiliateOnly((_request, body) => {
        const amount = Number(body.amount);
        if (!state.settings.payment_method) return refusal('payment_method', 'Please save your payment settings first');
        if (state.withdrawRequests.some((request) => request.status === 'pending')) {
          return refusal('amount', 'You already have a pending withdraw request');
        }
        if (amount < state.settings.minimum_withdraw) return refusal('amount', 'The minimum withdrawal is ৳500.00');
        if (amount > state.account.balance) return refusal('amount', 'The amount is more than your balance');
        state.account = { ...state.account, balance: state.account.balance - amount };
        state.withdrawRequests.unshift({
          id: state.withdrawRequests.length + 1,
          amount,
          payment_method: state.settings.payment_method,
          status: 'pending',
          note: null,
          date: '2026-11-22T08:00:00.000Z',
        });
        return HttpResponse.json({ result: true, message: 'Your withdraw request has been sent' });
      }),
    ),
    http.post(
      `${API}/v2/affiliate/url_generate`,
      affiliateOnly((_request, body) => {
        const url = typeof body.url === 'string' ? body.url : '';
        const path = url.startsWith('/') ? url : url.startsWith('http://localhost') ? url.slice('http://localhost'.length) : null;
        if (!path) return refusal('url', 'Please enter a link to this shop');
        const [pathname, query = ''] = path.split('?');
        const params = new URLSearchParams(query);
        params.delete('aff_ref');
        params.append('aff_ref', 'DEMOAFF');
        return HttpResponse.json({ result: true, url: `${pathname}?${params.toString()}` });
      }),
    ),
    http.get(
      `${API}/v2/affiliate/get_affiliate_items`,
      affiliateOnly((request) => {
        const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
        const found = state.items.filter((item) => item.name.toLowerCase().includes(search));
        return HttpResponse.json(pagedAnswer(found, page(request), PER_PAGE, `${API}/v2/affiliate/get_affiliate_items`));
      }),
    ),
    http.post(`${API}/v2/affiliate/click`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: true, message: 'Click recorded' });
    }),
  ];

  return {
    handlers,
    state,
    requests,
    requestsTo(path: string): SeenRequest[] {
      return requests.filter((request) => request.path === path);
    },
    requestsStartingWith(path: string): SeenRequest[] {
      return requests.filter((request) => request.path.startsWith(path));
    },
  };
}

export type FakeAffiliate = ReturnType<typeof createFakeAffiliate>;

/** The fake shop with the affiliate endpoints beside it, fresh for each test. */
export function serveFakeAffiliate(backend: FakeShopBackend): { readonly affiliate: FakeAffiliate } {
  let affiliate: FakeAffiliate | undefined;
  beforeEach(() => {
    affiliate = createFakeAffiliate();
    backend.server.use(...affiliate.handlers);
  });
  return {
    get affiliate() {
      if (!affiliate) throw new Error('The fake affiliate programme opens before each test');
      return affiliate;
    },
  };
}
