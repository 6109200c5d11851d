import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAddress, deleteAddress, listAddresses, updateAddress, updateProfile } from '@/services/account';
import { getSignedInUser, signInGuestUser, signup, socialLogin } from '@/services/auth';
import { getCartSummary, listCart } from '@/services/cart';
import { answerFieldErrors, answerMessage, isHttpError } from '@/services/http';
import { checkRecoveryCode, requestRecoveryCode, setNewPassword, updatePassword } from '@/services/password';
import { listAreas, listCities, listCountries, listStates } from '@/services/places';
import { listMyReviews, listProductReviews, listReviewableProducts, submitReview, upvoteReview } from '@/services/reviews';
import { getStaticData } from '@/services/settings';
import { subscribe } from '@/services/subscribe';
import { toggleWishlist } from '@/services/wishlist';
import { CUSTOMER, DHANMONDI_ADDRESS } from '../store/support/fakeShop';

const API = 'http://localhost/api';

interface Seen {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

let seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { result: true, message: 'ok' } };

// Every request is recorded and answered with whatever the test set.
const server = setupServer(
  mswHttp.get('http://localhost/sanctum/csrf-cookie', ({ request }) => {
    seen.push({ method: 'GET', path: new URL(request.url).pathname, body: undefined, authorization: null });
    return new HttpResponse(null, { status: 204 });
  }),
  mswHttp.all(`${API}/*`, async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname.replace('/api', '') + url.search,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: { result: true, message: 'ok' } };
});
afterAll(() => server.close());

function answerWith(body: unknown, status = 200): void {
  answer = { status, body };
}

describe('auth', () => {
  it('starts a guest session with no body', async () => {
    answerWith({ result: true, temp_guest_user_no: 'GUEST-1', access_token: 't', guest_user_id: 4 });
    await expect(signInGuestUser()).resolves.toMatchObject({ access_token: 't', guest_user_id: 4 });
    expect(seen).toEqual([{ method: 'POST', path: '/v2/auth/signin-guest-user', body: undefined, authorization: null }]);
  });

  it('signs up and signs in with Google, handing over the guest’s number', async () => {
    answerWith({ result: true, message: 'Signed in', access_token: 't', token_type: 'Bearer', expires_at: '2027-01-01', user: CUSTOMER });
    await signup({ name: 'Rahim', email_or_phone: '01711000003', register_by: 'phone', password: 'Secret@123', password_confirmation: 'Secret@123', temp_guest_user_no: 'GUEST-1' });
    await socialLogin({ social_provider: 'google', id_token: 'id-token', temp_guest_user_no: 'GUEST-1' });
    expect(seen.map((request) => [request.path, (request.body as Record<string, unknown>).temp_guest_user_no])).toEqual([
      ['/v2/auth/signup', 'GUEST-1'],
      ['/v2/auth/social-login', 'GUEST-1'],
    ]);
  });

  it('reads the signed-in user with a forwarded token', async () => {
    answerWith({ result: true, user: CUSTOMER });
    await expect(getSignedInUser({ token: 'ssr-token' })).resolves.toEqual(CUSTOMER);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v2/auth/user', authorization: 'Bearer ssr-token' });
  });
});

describe('account', () => {
  it('updates the profile and manages addresses on the contract’s paths', async () => {
    const fields = { name: 'Home', phone: '01711000001', address: 'Road 5', state_id: 3, city_id: 4 };
    answerWith({ result: true, message: 'ok', user: CUSTOMER });
    await updateProfile({ name: 'Rahim' });
    await createAddress(fields);
    await updateAddress(7, fields);
    await deleteAddress(7);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v2/profile/update',
      'POST /v2/user/shipping/create',
      'POST /v2/user/shipping/update',
      'DELETE /v2/user/shipping/delete/7',
    ]);
    expect(seen[2].body).toEqual({ id: 7, ...fields });
  });

  it('lists the address book', async () => {
    answerWith({ success: true, status: 200, data: [DHANMONDI_ADDRESS] });
    await expect(listAddresses()).resolves.toEqual([DHANMONDI_ADDRESS]);
  });
});

describe('cart', () => {
  it('lists the bag with POST', async () => {
    answerWith([]);
    await expect(listCart()).resolves.toEqual([]);
    expect(seen.map((request) => [request.method, request.path, request.body])).toEqual([['POST', '/v2/carts', undefined]]);
  });
});

describe('cart amounts at the edge', () => {
  const familyItem = {
    id: 7,
    owner_id: 1,
    user_id: 9,
    product_id: 12,
    product_name: 'Cotton Panjabi',
    sku: 'PNJ-WHT-M',
    product_thumbnail_image: null,
    variation: 'White-M',
    currency_symbol: '৳',
    lower_limit: 1,
    upper_limit: 5,
    stock: 5,
    slug: 'cotton-panjabi',
    digital: 0,
    barcode: 'PNJ-WHT-M',
    quantity: 2,
    original_price: '৳1,500.00',
    price: '1,350.00',
    tax: '0.00',
    shipping_cost: 0,
    discount: '300',
    circular_discount: 0,
    flash_discount: 0,
    loyalty_discount: 0,
  };

  it('reads the bag’s line amounts and the summary’s as taka', async () => {
    answerWith([{ name: 'Inhouse', owner_id: 1, cart_items: [familyItem] }]);
    await expect(listCart()).resolves.toMatchObject([
      { cart_items: [{ original_price: 1500, price: 1350, tax: 0, shipping_cost: 0, discount: 300 }] },
    ]);
    answerWith({
      coupon_applied: false,
      coupon_code: null,
      discount: '৳0.00',
      grand_total: '৳2,760.00',
      grand_total_value: 2760,
      loyality_applied: false,
      shipping_cost: '60',
      sub_total: '৳2,700.00',
      tax: 0,
      free_shipping_limit: null,
    });
    await expect(getCartSummary()).resolves.toMatchObject({ discount: 0, grand_total: 2760, shipping_cost: 60, sub_total: 2700, free_shipping_limit: null });
  });

  it('rejects a summary whose total is no amount, naming the endpoint and the field', async () => {
    answerWith({ coupon_applied: false, coupon_code: null, loyality_applied: false, discount: 0, grand_total: 'N/A', grand_total_value: 0, shipping_cost: 0, sub_total: 0, tax: 0 });
    await expect(getCartSummary()).rejects.toMatchObject({ name: 'ContractError', endpoint: 'GET /v2/cart-summary', field: 'grand_total' });
  });

  it('rejects a bag line whose price is missing', async () => {
    answerWith([{ name: 'Inhouse', owner_id: 1, cart_items: [familyItem, { ...familyItem, price: undefined }] }]);
    await expect(listCart()).rejects.toMatchObject({ endpoint: 'POST /v2/carts', field: '[0].cart_items[1].price' });
  });
});

describe('wishlist', () => {
  it('tells an addition (200) from a removal (201) by status', async () => {
    answerWith({ result: true, message: 'Added To List' }, 200);
    await expect(toggleWishlist(12, 9)).resolves.toEqual({ added: true, message: 'Added To List' });
    answerWith({ result: true, message: 'Removed From List' }, 201);
    await expect(toggleWishlist(12, 9)).resolves.toEqual({ added: false, message: 'Removed From List' });
    expect(seen[0]).toMatchObject({ path: '/sanctum/csrf-cookie' });
    expect(seen[1]).toMatchObject({ path: '/v2/wishlists?platform=web', body: { user_id: 9, product_id: 12 } });
  });
});

describe('subscribe', () => {
  it('sends the email and phone and hands back the answer', async () => {
    answerWith({ result: true, status: 'success', message: 'Subscribe successfully' });
    await expect(subscribe({ email: 'a@b.co', phone: '' })).resolves.toMatchObject({ message: 'Subscribe successfully' });
    expect(seen[0].body).toEqual({ email: 'a@b.co', phone: '' });
  });

  it('lets the caller read a refusal’s message and field errors', async () => {
    answerWith({ result: false, message: 'The given data was invalid.', errors: { email: ['Email is invalid'] } }, 422);
    const failure = await subscribe({ email: 'nope' }).catch((error: unknown) => error);
    expect(answerMessage(failure)).toBe('The given data was invalid.');
    expect(answerFieldErrors(failure)).toEqual({ email: ['Email is invalid'] });
  });

  it('fails on a refusal answered with HTTP 200, its message list read as one text', async () => {
    answerWith({ result: false, message: ['The email has already been taken.', 'The phone is invalid.'], errors: { phone: ['The phone is invalid.'] } }, 200);
    const failure = await subscribe({ email: 'a@b.co', phone: '12' }).catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(answerMessage(failure)).toBe('The email has already been taken. The phone is invalid.');
    expect(answerFieldErrors(failure)).toEqual({ phone: ['The phone is invalid.'] });
  });
});

describe('password', () => {
  it('runs the three recovery steps and the signed-in update on the contract’s paths', async () => {
    const identity = { email_or_phone: 'customer@demo.shop', send_code_by: 'email' as const };
    await requestRecoveryCode(identity);
    answerWith({ result: true, message: 'Code verified', reset_token: 'the-reset-token' });
    await expect(checkRecoveryCode(identity, '123456')).resolves.toEqual({ result: true, message: 'Code verified', reset_token: 'the-reset-token' });
    answerWith({ result: true, message: 'Password changed' });
    await setNewPassword(identity, { password: 'Newpass@123', password_confirmation: 'Newpass@123' }, 'the-reset-token');
    await updatePassword({ reset_token: 'the-reset-token', password: 'Newpass@123', password_confirmation: 'Newpass@123' });
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/v2/auth/password/forget_request', identity],
      ['/v2/auth/password/check_verify', { ...identity, verification_code: '123456' }],
      ['/v2/auth/password/new_pass', { ...identity, reset_token: 'the-reset-token', password: 'Newpass@123', password_confirmation: 'Newpass@123' }],
      ['/v2/password/update', { reset_token: 'the-reset-token', password: 'Newpass@123', password_confirmation: 'Newpass@123' }],
    ]);
  });
});

describe('places', () => {
  it('reads the pickers’ lists', async () => {
    answerWith({ success: true, status: 200, data: [{ id: 1, name: 'Bangladesh' }] });
    await expect(listCountries()).resolves.toEqual([{ id: 1, name: 'Bangladesh' }]);
    await listStates(1);
    await listCities(3);
    await listAreas(4);
    expect(seen.map((request) => request.path)).toEqual(['/v2/countries', '/v2/states-by-country/1', '/v2/cities-by-state/3', '/v2/areas-by-city/4']);
  });
});

describe('reviews', () => {
  const EMPTY_PAGE = { current_page: 1, last_page: 1, total: 0 };

  it('asks for a filtered page of a product’s reviews, leaving out what is not chosen', async () => {
    answerWith({ success: true, status: 200, data: [], meta: EMPTY_PAGE, summary: { average: 0, count: 0, breakdown: {} } });
    await listProductReviews(12, { filter: 'most_helpful', page: 2 });
    await listProductReviews(12);
    expect(seen.map((request) => request.path)).toEqual(['/v2/reviews/product/12?filter=most_helpful&page=2', '/v2/reviews/product/12']);
  });

  it('reads the customer’s own reviews by page and the products still to review', async () => {
    answerWith({ success: true, status: 200, data: [{ id: 5, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: null }] });
    await expect(listReviewableProducts()).resolves.toEqual([{ id: 5, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: null }]);
    answerWith({ success: true, status: 200, data: [], meta: EMPTY_PAGE });
    await listMyReviews(2);
    expect(seen.map((request) => request.path)).toEqual(['/v2/reviews/reviewable', '/v2/reviews/user?page=2']);
  });

  it('submits and upvotes reviews', async () => {
    await submitReview({ product_id: 12, rating: 5, comment: 'Soft cotton' });
    await upvoteReview(33);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v2/reviews/submit', 'POST /v2/reviews/33/upvote']);
  });
});

describe('settings snapshot', () => {
  it('reads the settings, mega menu and pages in one call', async () => {
    const data = { business_settings: [], megamenu: [], pages: [] };
    answerWith({ result: true, message: 'Static data generated', data });
    await expect(getStaticData()).resolves.toEqual(data);
    expect(seen[0].path).toBe('/generate-static-data');
  });
});
