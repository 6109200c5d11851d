import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getServerSideProps } from '@/pages/membership';
import { API } from '../../store/support/fakeShop';

// The membership page's server side: the cards on sale, or a message when the API cannot answer.

const server = setupServer();

const GOLD = { id: 2, name: 'Gold', image: null, price: 1600, stroked_price: 2000, member_discount_percent: 20, validity_days: 365 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function context() {
  const res = { setHeader: jest.fn(), statusCode: 200 };
  return { ctx: { query: {}, req: { headers: { host: 'shop.example' } }, res } as unknown as GetServerSidePropsContext, res };
}

async function render() {
  const { ctx, res } = context();
  const result = await getServerSideProps(ctx);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return { props: await result.props, res };
}

describe('the membership page on the server', () => {
  it('renders the cards on sale, publicly cacheable', async () => {
    server.use(http.get(`${API}/v2/membership/card_list`, () => HttpResponse.json({ success: true, status: 200, data: [GOLD] })));
    const { props, res } = await render();
    expect(props).toEqual({ cards: [GOLD], siteUrl: 'http://shop.example', errorMessage: null });
    expect(res.setHeader).toHaveBeenCalledWith('Cache-Control', expect.stringContaining('public'));
  });

  it('answers 503 with a message, not an error page, when the cards cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/v2/membership/card_list`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { props, res } = await render();
    expect(props.cards).toEqual([]);
    expect(props.errorMessage).toBe('The membership cards could not be loaded right now. Please try again in a moment.');
    expect(res.statusCode).toBe(503);
    expect(res.setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
  });
});
