import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProductReviews } from '@/components/product/ProductReviews';
import { REVIEW_FILTERS } from '@/components/product/ReviewsView';
import type { ProductReviewsResponse, Review } from '@/contract/reviews';
import { API } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';

const server = setupServer();
const asked: URLSearchParams[] = [];

function review(id: number, rating: number, comment: string): Review {
  return { id, user_name: `Shopper ${id}`, rating, comment, upvote_count: id, time_date: '2026-11-20T10:00:00.000Z' };
}

function reviewPage(reviews: Review[], page: number, lastPage: number): ProductReviewsResponse {
  return {
    success: true,
    status: 200,
    data: reviews,
    meta: { current_page: page, from: 1, last_page: lastPage, path: '/v2/reviews/product/12', per_page: 5, to: reviews.length, total: 7 },
    links: { first: null, last: null, prev: null, next: null },
    summary: { average: 3.4, count: 7, breakdown: { '1': 1, '2': 1, '3': 2, '4': 1, '5': 2 } },
  };
}

const FIRST_PAGE = reviewPage([review(1, 5, 'Beautiful colour'), review(2, 4, 'Good fit')], 1, 2);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get(`${API}/v2/reviews/product/12`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('page') === '2') return HttpResponse.json(reviewPage([review(3, 2, 'Thin fabric')], 2, 2));
      if (query.get('filter') === '1') return HttpResponse.json(reviewPage([review(9, 1, 'Torn seam')], 1, 1));
      return HttpResponse.json(FIRST_PAGE);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const comments = () =>
  within(screen.getByRole('list', { name: 'Customer reviews' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('ProductReviews', () => {
  it('shows the server-rendered page and the rating summary without asking again', () => {
    renderWidget(<ProductReviews productId={12} initialReviews={FIRST_PAGE} reviewCount={7} />);
    expect(screen.getByRole('heading', { name: 'Reviews (7)' })).toBeInTheDocument();
    expect(screen.getByText('3.4')).toBeInTheDocument();
    expect(screen.getByText('Based on 7 reviews')).toBeInTheDocument();
    expect(screen.getByText('Beautiful colour')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('offers every review filter', () => {
    renderWidget(<ProductReviews productId={12} initialReviews={FIRST_PAGE} reviewCount={7} />);
    const options = within(screen.getByLabelText('Show')).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.value).sort()).toEqual(
      ['', 'asc_rating', 'desc_rating', '1', '2', '3', 'most_helpful', 'older', 'recent'].sort(),
    );
  });

  it.each(REVIEW_FILTERS.filter((option) => option.value !== '').map((option) => [option.label, option.value]))(
    'asks for the first page filtered by "%s"',
    async (label, value) => {
      const user = userEvent.setup();
      renderWidget(<ProductReviews productId={12} initialReviews={FIRST_PAGE} reviewCount={7} />);
      await user.selectOptions(screen.getByLabelText('Show'), label);
      await waitFor(() => expect(asked).toHaveLength(1));
      expect(Object.fromEntries(asked[0])).toEqual({ filter: value, page: '1', limit: '5' });
    },
  );

  it('replaces the list with the filtered reviews', async () => {
    const user = userEvent.setup();
    renderWidget(<ProductReviews productId={12} initialReviews={FIRST_PAGE} reviewCount={7} />);
    await user.selectOptions(screen.getByLabelText('Show'), '1 star only');
    expect(await screen.findByText('Torn seam')).toBeInTheDocument();
    expect(screen.queryByText('Beautiful colour')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('appends the next page on "load more" with the same filter', async () => {
    const user = userEvent.setup();
    renderWidget(<ProductReviews productId={12} initialReviews={FIRST_PAGE} reviewCount={7} />);
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Thin fabric')).toBeInTheDocument();
    expect(comments()).toEqual(['Beautiful colour', 'Good fit', 'Thin fabric']);
    expect(Object.fromEntries(asked[0])).toEqual({ page: '2', limit: '5' });
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('loads the first page itself when the server could not', async () => {
    renderWidget(<ProductReviews productId={12} initialReviews={null} reviewCount={7} />);
    expect(await screen.findByText('Beautiful colour')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ page: '1', limit: '5' });
  });

  it('says so when the reviews cannot be loaded', async () => {
    server.use(http.get(`${API}/v2/reviews/product/12`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderWidget(<ProductReviews productId={12} initialReviews={null} reviewCount={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews could not be loaded');
  });

  it('says when a product has no reviews yet', () => {
    renderWidget(<ProductReviews productId={12} initialReviews={{ ...reviewPage([], 1, 1), summary: { average: 0, count: 0, breakdown: {} } }} reviewCount={0} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });
});
