import { http, HttpResponse } from 'msw';
import type { AuthoredReview, ReviewedProduct } from '@/contract/reviews';
import { API, type SeenRequest } from '../../../store/support/fakeShop';
import type { FakeShopBackend } from '../../../store/support/fakeShopServer';
import { pagedAnswer } from '../../common/support/fakePages';

// The customer's side of the reviews API (docs/API.md section 12), answered in memory by MSW.

export const REVIEWS_PER_PAGE = 10;

export const PANJABI: ReviewedProduct = {
  id: 12,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  thumbnail_image: '/media/products/panjabi/7a1f3d/front.svg',
};

export const SAREE: ReviewedProduct = { id: 30, name: 'Jamdani Saree', slug: 'jamdani-saree', thumbnail_image: null };

export function authoredReview(overrides: Partial<AuthoredReview> = {}): AuthoredReview {
  return {
    id: 198,
    rating: 4,
    comment: 'Fits well, the fabric breathes in the heat.',
    upvote_count: 3,
    status: 'published',
    time_date: '2026-11-21T16:19:28.432Z',
    product: PANJABI,
    ...overrides,
  };
}

/** A refusal the next submission gets instead of being stored. */
interface Refusal {
  status: number;
  body: Record<string, unknown>;
}

export function createFakeReviews() {
  const reviews: AuthoredReview[] = [];
  let reviewable: ReviewedProduct[] = [];
  const requests: SeenRequest[] = [];
  let nextRefusal: Refusal | null = null;

  function record(request: Request, body: unknown = {}) {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, body, authorization: request.headers.get('Authorization') });
  }

  const handlers = [
    http.get(`${API}/v2/reviews/user`, ({ request }) => {
      record(request);
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(pagedAnswer(reviews, page, REVIEWS_PER_PAGE, '/v2/reviews/user'));
    }),
    http.get(`${API}/v2/reviews/reviewable`, ({ request }) => {
      record(request);
      return HttpResponse.json({ success: true, status: 200, data: reviewable });
    }),
    http.post(`${API}/v2/reviews/submit`, async ({ request }) => {
      const body = (await request.json()) as { product_id: number; rating: number; comment: string };
      record(request, body);
      if (nextRefusal) {
        const refusal = nextRefusal;
        nextRefusal = null;
        return HttpResponse.json(refusal.body, { status: refusal.status });
      }
      const product = reviewable.find((candidate) => candidate.id === body.product_id);
      if (!product) return HttpResponse.json({ result: false, message: 'Product not found' }, { status: 404 });
      const review = authoredReview({
        id: 500 + reviews.length,
        rating: body.rating,
        comment: body.comment,
        upvote_count: 0,
        time_date: '2026-11-23T04:00:00.000Z',
        product,
      });
      reviews.unshift(review);
      reviewable = reviewable.filter((candidate) => candidate.id !== product.id);
      return HttpResponse.json({ result: true, message: 'Review submitted successfully', review, product: { id: product.id, rating: body.rating, rating_count: 1 } });
    }),
  ];

  return {
    handlers,
    requests,
    requestsTo(path: string): SeenRequest[] {
      return requests.filter((request) => request.path === path);
    },
    /** Newest first, as the API lists them. */
    addReviews(...added: AuthoredReview[]): void {
      reviews.push(...added);
    },
    setReviewable(...products: ReviewedProduct[]): void {
      reviewable = products;
    },
    refuseNextSubmission(status: number, body: Record<string, unknown>): void {
      nextRefusal = { status, body };
    },
  };
}

export type FakeReviews = ReturnType<typeof createFakeReviews>;

/** The reviews endpoints beside the fake shop, fresh for each test. */
export function serveFakeReviews(backend: FakeShopBackend): { readonly reviews: FakeReviews } {
  let reviews: FakeReviews | undefined;
  beforeEach(() => {
    reviews = createFakeReviews();
    backend.server.use(...reviews.handlers);
  });
  return {
    get reviews() {
      if (!reviews) throw new Error('The fake reviews open before each test');
      return reviews;
    },
  };
}
