import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProductReviews } from '@/components/product/ProductReviews';
import { listProductReviews } from '@/services/reviews';
import { API } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';

// A product's reviews as stock backends of the family send them (no ids, upvotes, dates or summary),
// read through the contract as the product page reads them on the server, and shown.

const server = setupServer();
const asked: string[] = [];

const STOCK_PAGE = {
  data: [
    { user_id: 31, user_name: 'Tanvir Ahmed', avatar: '', rating: 4.0, comment: 'Fits well', time: '2 days ago' },
    { user_id: 32, user_name: 'Nusrat Jahan', avatar: '', rating: 5.0, comment: 'Soft cotton', time: '3 weeks ago' },
  ],
  links: { first: `${API}/v2/reviews/product/12?page=1`, last: `${API}/v2/reviews/product/12?page=1`, prev: null, next: null },
  meta: { current_page: 1, from: 1, last_page: 1, path: `${API}/v2/reviews/product/12`, per_page: 10, to: 2, total: 2 },
  success: true,
  status: 200,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get(`${API}/v2/reviews/product/12`, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json(STOCK_PAGE);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('reviews from a stock backend of the family', () => {
  it('shows each review without a date or a helpful count, and does not ask again for a page that is current', async () => {
    const served = await listProductReviews(12, { page: 1, limit: 5 });
    asked.length = 0;
    renderWidget(<ProductReviews productId={12} initialReviews={served} reviewCount={2} />);

    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Customer reviews' });
    expect(list).toHaveAttribute('aria-busy', 'false');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Fits well', 'Soft cotton']);
    expect(within(items[0]).getByText('Tanvir Ahmed')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    expect(screen.queryByText(/found this helpful/)).toBeNull();
    expect(screen.queryByText('2 days ago')).toBeNull();
    expect(asked).toEqual([]);
  });
});
