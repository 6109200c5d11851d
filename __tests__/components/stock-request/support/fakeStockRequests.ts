import { http, HttpResponse } from 'msw';
import type { StockRequest } from '@/services/stockRequests';
import type { ProductDetail } from '@/contract/catalog';
import { API, CUSTOMER, type SeenRequest } from '../../../store/support/fakeShop';
import type { FakeShopBackend } from '../../../store/support/fakeShopServer';
import { pagedAnswer } from '../../common/support/fakePages';

// The back-in-stock API (POST and GET /v2/stock-requests), answered in memory by MSW with the
// rules of the real one: sold-out variants only, one pending request per variant and contact.

export const REQUESTS_PER_PAGE = 10;

export function stockRequest(overrides: Partial<StockRequest> = {}): StockRequest {
  return {
    id: 1,
    status: 'pending',
    channel: 'phone',
    contact: '01711000001',
    date: '2026-11-20T06:00:00.000Z',
    notified_at: null,
    product: { id: 12, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: '/media/products/panjabi/white/front.svg' },
    variant: { variant: 'White-L', color: 'White', size: 'L', barcode: 'PNJ-WHT-L', image: '/media/products/panjabi/white/front.svg' },
    ...overrides,
  };
}

interface Submission {
  product_id: number;
  barcode: string;
  email?: string;
  phone?: string;
}

export function createFakeStockRequests(products: ProductDetail[]) {
  const stored: StockRequest[] = [];
  const requests: SeenRequest[] = [];

  function record(request: Request, body: unknown = {}) {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, body, authorization: request.headers.get('Authorization') });
  }

  const refuse = (field: string, message: string) => HttpResponse.json({ result: false, message, errors: { [field]: [message] } }, { status: 422 });

  const handlers = [
    http.post(`${API}/v2/stock-requests`, async ({ request }) => {
      const body = (await request.json()) as Submission;
      record(request, body);
      const product = products.find((candidate) => candidate.id === body.product_id);
      const variant = product?.variant.find((candidate) => candidate.barcode === body.barcode);
      if (!product || !variant) return HttpResponse.json({ result: false, message: 'Product not found' }, { status: 404 });
      if (variant.stock > 0 || product.is_negative === 1) return refuse('barcode', 'This item is in stock');
      const signedIn = request.headers.get('Authorization') === 'Bearer customer-token';
      const contact = body.email ?? body.phone ?? (signedIn ? CUSTOMER.phone : null);
      if (!contact) return refuse('email', 'Please enter an email or a phone number');
      if (stored.some((known) => known.variant.barcode === variant.barcode && known.contact === contact && known.status === 'pending')) {
        return HttpResponse.json({ result: true, message: 'You are already on the list' });
      }
      stored.unshift(
        stockRequest({
          id: 100 + stored.length,
          contact,
          channel: body.email ? 'email' : 'phone',
          product: { id: product.id, name: product.name, slug: product.slug, thumbnail_image: product.thumbnail_image },
          variant: { variant: variant.variant, color: variant.color, size: variant.size, barcode: variant.barcode, image: variant.image },
        }),
      );
      return HttpResponse.json({ result: true, message: 'We will let you know when it is back in stock' });
    }),
    http.get(`${API}/v2/stock-requests`, ({ request }) => {
      record(request);
      if (request.headers.get('Authorization') !== 'Bearer customer-token') {
        return HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 });
      }
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(pagedAnswer(stored, page, REQUESTS_PER_PAGE, '/v2/stock-requests'));
    }),
  ];

  return {
    handlers,
    requests,
    requestsTo(path: string): SeenRequest[] {
      return requests.filter((request) => request.path === path);
    },
    /** Newest first, as the API lists them. */
    add(...added: StockRequest[]): void {
      stored.push(...added);
    },
  };
}

export type FakeStockRequests = ReturnType<typeof createFakeStockRequests>;

/** The stock-request endpoints beside the fake shop, fresh for each test. */
export function serveFakeStockRequests(backend: FakeShopBackend, products: () => ProductDetail[]): { readonly stockRequests: FakeStockRequests } {
  let stockRequests: FakeStockRequests | undefined;
  beforeEach(() => {
    stockRequests = createFakeStockRequests(products());
    backend.server.use(...stockRequests.handlers);
  });
  return {
    get stockRequests() {
      if (!stockRequests) throw new Error('The fake stock requests open before each test');
      return stockRequests;
    },
  };
}
