import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProductReviews } from '@/components/product/ProductReviews';
import { ReviewForm } from '@/components/reviews/ReviewForm';
import type { ProductReviewsResponse, Review, ReviewedProduct } from '@/contract/reviews';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';

// The product's reviews as the API has them: one 5-star review, then the customer's own once written.
const PANJABI: ReviewedProduct = { id: 12, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: null };
const EARLIER: Review = { id: 1, user_name: 'Nusrat Jahan', rating: 5, comment: 'Lovely embroidery.', upvote_count: 0, time_date: '2026-11-20T10:00:00.000Z' };
const WRITTEN: Review = { id: 2, user_name: 'Tanvir Ahmed', rating: 5, comment: 'Soft weave.', upvote_count: 0, time_date: '2026-11-28T10:00:00.000Z' };

function answer(reviews: Review[]): ProductReviewsResponse {
  return {
    success: true,
    status: 200,
    data: reviews,
    meta: { current_page: 1, from: 1, last_page: 1, path: '/v2/reviews/product/12', per_page: 5, to: reviews.length, total: reviews.length },
    links: { first: null, last: null, prev: null, next: null },
    summary: { average: 5, count: reviews.length, breakdown: { '5': reviews.length } },
  };
}

const server = setupServer();
let stored: Review[];
let listRequests: number;
let refusal: { status: number; body: Record<string, unknown> } | null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = [EARLIER];
  listRequests = 0;
  refusal = null;
  server.use(
    http.get(`${API}/v2/reviews/product/12`, () => {
      listRequests += 1;
      return HttpResponse.json(answer(stored));
    }),
    http.post(`${API}/v2/reviews/submit`, () => {
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      stored = [WRITTEN, ...stored];
      return HttpResponse.json({ result: true, message: 'Review submitted successfully' });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The product's 5-star reviews as the API answers them, beside the form that writes one. */
async function renderBoth() {
  const user = userEvent.setup();
  renderWidget(
    <>
      <ProductReviews productId={PANJABI.id} initialReviews={answer([EARLIER])} reviewCount={1} />
      <ReviewForm product={PANJABI} id="review-form" onSubmitted={() => undefined} onCancel={() => undefined} />
    </>,
    { preloadedState: { auth: CUSTOMER_SESSION } },
  );
  await user.selectOptions(screen.getByLabelText('Show'), 'Highest rating');
  await waitFor(() => expect(listRequests).toBe(1));
  await waitFor(() => expect(screen.getByRole('list', { name: 'Customer reviews' })).toHaveAttribute('aria-busy', 'false'));
  const form = screen.getByRole('form', { name: 'Review of Cotton Panjabi' });
  await user.click(within(form).getByRole('radio', { name: '5 stars' }));
  await user.click(within(form).getByRole('button', { name: 'Submit review' }));
  return form;
}

describe('the reviews of a product after a review of it is written in the same browser', () => {
  it('are asked for again and show the new review', async () => {
    await renderBoth();
    expect(await screen.findByText('Soft weave.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(listRequests).toBe(2);
  });

  it('are not asked for again when the review is refused', async () => {
    refusal = { status: 422, body: { message: 'You have already reviewed this product', errors: { product_id: ['You have already reviewed this product'] } } };
    const form = await renderBoth();
    expect(await within(form).findByText('You have already reviewed this product')).toBeInTheDocument();
    expect(listRequests).toBe(1);
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
  });
});
