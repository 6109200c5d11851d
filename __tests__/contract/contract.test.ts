import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { productListItem } from '@/contract/catalog';
import { isRefusalAnswer, mutationAnswer, refusal } from '@/contract/envelope';
import { taka } from '@/contract/money';
import { http } from '@/services/http';
import { listedProduct } from '../components/common/support/fixtures';

// Wire samples as backends of the family send them, and what the storefront reads from them.

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('taka', () => {
  it.each([
    ['৳2,500.00', 2500],
    ['2,500', 2500],
    ['1,20,000.50', 120000.5],
    [' ৳ 90 ', 90],
    [1350, 1350],
    ['-৳40.00', -40],
  ])('reads %j as %d', (wire, expected) => {
    expect(taka.parse(wire)).toBe(expected);
  });

  it.each([['abc'], [''], [null], [undefined], [Number.NaN], [true], ['12.5.3']])('refuses %j, never 0', (wire) => {
    expect(taka.safeParse(wire).success).toBe(false);
  });
});

describe('a product card', () => {
  it('reads the family’s formatted prices as numbers and leaves out fields it does not know', () => {
    const wire = { ...listedProduct(), base_price: '৳1,500.00', main_price: '1,350.00', unknown_field: 'x' };
    expect(productListItem.parse(wire)).toEqual({ ...listedProduct(), base_price: 1500, main_price: 1350 });
  });
});

describe('the envelope', () => {
  it('reads a refusal by result, success or status at false, its message list and field errors as lists', () => {
    expect(refusal.parse({ result: false, message: 'Stock out' })).toEqual({ result: false, message: ['Stock out'] });
    expect(refusal.parse({ success: false, message: ['Not enough stock', 'Try fewer'], errors: { quantity: 'Too many' } })).toEqual({
      success: false,
      message: ['Not enough stock', 'Try fewer'],
      errors: { quantity: ['Too many'] },
    });
    expect(isRefusalAnswer({ status: false })).toBe(true);
    expect(isRefusalAnswer({ status: 'success', message: 'Subscribed' })).toBe(false);
    expect(isRefusalAnswer({ result: true, success: true, data: [] })).toBe(false);
  });

  it('reads a write that happened, whether it says so with result, success or status, its message list as one text', () => {
    expect(mutationAnswer.parse({ result: true, message: 'Added to cart' })).toEqual({ result: true, message: 'Added to cart' });
    expect(mutationAnswer.parse({ success: true, message: ['Address saved', 'It is your default'] })).toEqual({
      result: true,
      message: 'Address saved It is your default',
    });
    expect(mutationAnswer.parse({ status: true })).toEqual({ result: true, message: '' });
  });
});

describe('parsing at the edge', () => {
  it('answers a contract error naming the endpoint and the field when a price is no amount', async () => {
    server.use(mswHttp.get(`${API}/v3/products/related`, () => HttpResponse.json({ data: [listedProduct(), { ...listedProduct(), main_price: 'abc' }] })));
    const failure = await http.get('/v3/products/related', undefined, 'productCards').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'ContractError',
      endpoint: 'GET /v3/products/related',
      field: 'data[1].main_price',
      value: 'abc',
      message: 'GET /v3/products/related answered data[1].main_price = "abc", which is not an amount of money',
    });
  });

  it('names a missing field and what it should hold', async () => {
    const { slug: _missing, ...withoutSlug } = listedProduct();
    server.use(mswHttp.get(`${API}/v3/products/related`, () => HttpResponse.json({ data: [withoutSlug] })));
    await expect(http.get('/v3/products/related', undefined, 'productCards')).rejects.toMatchObject({
      message: 'GET /v3/products/related answered data[0].slug = undefined, which is not a string',
    });
  });

  it('fails on a refusal at HTTP 200 with the server’s messages as a list', async () => {
    server.use(mswHttp.get(`${API}/v3/products/related`, () => HttpResponse.json({ success: false, message: ['Shop closed', 'Back soon'] })));
    await expect(http.get('/v3/products/related', undefined, 'productCards')).rejects.toMatchObject({
      code: 'ERR_REFUSED',
      response: { status: 200, data: { success: false, message: ['Shop closed', 'Back soon'] } },
    });
  });
});
