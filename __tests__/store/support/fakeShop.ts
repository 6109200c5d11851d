import { http, HttpResponse } from 'msw';
import type { CartSummary, ServerCartItem } from '@/contract/cart';
import type { Address, User } from '@/contract/account';
import type { NewBagLine } from '@/utils/bag';
import { listedProduct } from '../../components/common/support/fixtures';

// A small in-memory stand-in for the commerce API, answered by MSW at the network edge.

export const API = 'http://localhost/api';

export interface FakeVariant {
  productId: number;
  name: string;
  barcode: string;
  variant: string;
  /** Unit price and unit discount, in taka. */
  price: number;
  discount: number;
  stock: number;
}

export const WHITE_PANJABI: FakeVariant = {
  productId: 12,
  name: 'Cotton Panjabi',
  barcode: 'PNJ-WHT-M',
  variant: 'White-M',
  price: 1500,
  discount: 150,
  stock: 3,
};

export const RED_SAREE: FakeVariant = {
  productId: 30,
  name: 'Jamdani Saree',
  barcode: 'SAR-RED',
  variant: 'Red',
  price: 4200,
  discount: 0,
  stock: 10,
};

export const CUSTOMER: User = {
  id: 9,
  type: 'customer',
  name: 'Rahim Uddin',
  email: 'customer@demo.shop',
  phone: '01711000001',
  password_update: 1,
  affiliate_status: 0,
  affiliate: 0,
  referral_code: null,
  default_address: null,
};

/** The customer's address in Dhanmondi, as the address book answers it. */
export const DHANMONDI_ADDRESS: Address = {
  id: 7,
  name: 'Rahim Uddin',
  phone: '01711000001',
  email: null,
  address: 'House 12, Road 5, Dhanmondi',
  country_id: 1,
  country_name: 'Bangladesh',
  state_id: 3,
  state_name: 'Dhaka',
  city_id: 4,
  city_name: 'Dhaka',
  area_id: null,
  area_name: null,
  postal_code: '1209',
  set_default: 1,
};

/** The line the product page would add for a variant (its prices as the page shows them). */
export function newLine(variant: FakeVariant): NewBagLine {
  return {
    product_id: variant.productId,
    name: variant.name,
    slug: variant.name.toLowerCase().replace(/ /g, '-'),
    thumbnail_image: null,
    variant: variant.variant,
    barcode: variant.barcode,
    sku: variant.barcode,
    color: null,
    size: null,
    stock: variant.stock,
    main_price: variant.price,
    stroked_price: variant.price,
    main_price_discount: variant.price - variant.discount,
  };
}

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

interface BagLine {
  id: number;
  variant: FakeVariant;
  quantity: number;
}

const COUPON_AMOUNT = 100;

export function createFakeShop(variants: FakeVariant[] = [WHITE_PANJABI, RED_SAREE]) {
  const bag = new Map<string, BagLine>();
  const wishlist = new Set<number>();
  const requests: SeenRequest[] = [];
  let coupon: string | null = null;
  let nextLineId = 500;
  let signIns = 0;
  let customer: User = CUSTOMER;

  function variantOf(barcode: string): FakeVariant {
    const variant = variants.find((candidate) => candidate.barcode === barcode);
    if (!variant) throw new Error(`unknown barcode ${barcode}`);
    return variant;
  }

  async function record(request: Request): Promise<Record<string, unknown>> {
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, body, authorization: request.headers.get('Authorization') });
    return body;
  }

  function setQuantity(barcode: string, quantity: number) {
    const variant = variantOf(barcode);
    if (quantity > variant.stock) return null;
    const line = bag.get(barcode) ?? { id: nextLineId++, variant, quantity: 0 };
    bag.set(barcode, { ...line, quantity });
    coupon = null;
    return { result: true, message: 'Added to cart', cart_count: bag.size };
  }

  function serverItem(line: BagLine): ServerCartItem {
    const { variant, quantity } = line;
    return {
      id: line.id,
      original_price: variant.price,
      owner_id: 1,
      user_id: 9,
      product_id: variant.productId,
      product_name: variant.name,
      sku: variant.barcode,
      barcode: variant.barcode,
      product_thumbnail_image: null,
      variation: variant.variant,
      price: variant.price,
      currency_symbol: '৳',
      tax: 0,
      shipping_cost: 0,
      quantity,
      discount: variant.discount * quantity,
      lower_limit: 1,
      upper_limit: variant.stock,
      stock: variant.stock,
      circular_discount: 0,
      flash_discount: 0,
      loyalty_discount: 0,
      slug: variant.name.toLowerCase().replace(/ /g, '-'),
      digital: 0,
      color: null,
      size: null,
      is_negative: 0,
    };
  }

  function summary(): CartSummary {
    const lines = [...bag.values()];
    const subTotal = lines.reduce((total, line) => total + line.variant.price * line.quantity, 0);
    const discount = lines.reduce((total, line) => total + line.variant.discount * line.quantity, 0) + (coupon ? COUPON_AMOUNT : 0);
    return {
      coupon_applied: coupon !== null,
      coupon_code: coupon,
      discount,
      grand_total: subTotal - discount,
      grand_total_value: subTotal - discount,
      loyality_applied: false,
      shipping_cost: 0,
      sub_total: subTotal,
      tax: 0,
    };
  }

  const stockRefusal = () =>
    HttpResponse.json({ result: false, message: 'Stock not available', errors: { quantity: ['Stock not available'] } }, { status: 422 });

  const handlers = [
    http.post(`${API}/v2/auth/signin-guest-user`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        result: true,
        message: 'Guest session started',
        temp_guest_user_no: 'GUEST-0001',
        access_token: 'guest-token',
        guest_user_id: 41,
        token_type: 'Bearer',
        expires_at: '2030-01-01T00:00:00Z',
      });
    }),
    http.post(`${API}/v2/auth/login`, async ({ request }) => {
      const body = await record(request);
      if (body.password !== 'Customer@123') {
        return HttpResponse.json({ result: false, message: 'Invalid login credentials', user: null }, { status: 401 });
      }
      signIns += 1;
      return HttpResponse.json({
        result: true,
        message: 'Successfully logged in',
        access_token: 'customer-token',
        token_type: 'Bearer',
        expires_at: '2030-01-01T00:00:00Z',
        device_token: `device-token-${signIns}`,
        user: CUSTOMER,
      });
    }),
    http.get(`${API}/v2/auth/user`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: true, user: customer });
    }),
    http.post(`${API}/v2/auth/logout`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: true, message: 'Successfully logged out' });
    }),
    http.post(`${API}/v2/carts/add`, async ({ request }) => {
      const body = await record(request);
      const barcode = String(body.barcode);
      const answer = setQuantity(barcode, (bag.get(barcode)?.quantity ?? 0) + Number(body.quantity ?? 1));
      return answer ? HttpResponse.json(answer) : stockRefusal();
    }),
    http.post(`${API}/v2/carts/change-quantity`, async ({ request }) => {
      const body = await record(request);
      const answer = setQuantity(String(body.barcode), Number(body.quantity));
      return answer ? HttpResponse.json({ result: true, message: 'Cart updated' }) : stockRefusal();
    }),
    http.post(`${API}/v2/carts/delete`, async ({ request }) => {
      const body = await record(request);
      const line = bag.get(String(body.barcode));
      if (!line) return HttpResponse.json({ result: false, message: 'Not found' }, { status: 404 });
      if (body.remove_all || line.quantity === 1) bag.delete(line.variant.barcode);
      else bag.set(line.variant.barcode, { ...line, quantity: line.quantity - 1 });
      coupon = null;
      return HttpResponse.json({ result: true, message: 'Removed from cart' });
    }),
    http.post(`${API}/v2/carts`, async ({ request }) => {
      await record(request);
      const items = [...bag.values()].map(serverItem);
      return HttpResponse.json(items.length === 0 ? [] : [{ name: 'Inhouse', owner_id: 1, cart_items: items }]);
    }),
    http.get(`${API}/v2/cart-summary`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(summary());
    }),
    http.post(`${API}/v2/coupon-apply`, async ({ request }) => {
      const body = await record(request);
      if (body.coupon_code !== 'WELCOME10') {
        return HttpResponse.json({ result: false, message: 'Invalid coupon code', errors: { coupon_code: ['Invalid coupon code'] } }, { status: 422 });
      }
      coupon = 'WELCOME10';
      return HttpResponse.json({ result: true, message: 'Coupon applied', discount: COUPON_AMOUNT, tax: 0, free_shipping: 0 });
    }),
    http.post(`${API}/v2/coupon-check`, async ({ request }) => {
      const body = await record(request);
      if (body.coupon_code !== 'WELCOME10') {
        return HttpResponse.json({ result: false, message: 'Invalid coupon code', errors: { coupon_code: ['Invalid coupon code'] } }, { status: 422 });
      }
      return HttpResponse.json({ result: true, message: 'Coupon applies' });
    }),
    http.post(`${API}/v2/coupon-remove`, async ({ request }) => {
      await record(request);
      coupon = null;
      return HttpResponse.json({ result: true, message: 'Coupon removed' });
    }),
    http.get(`${API.replace(/\/api$/, '')}/sanctum/csrf-cookie`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/v2/wishlists`, async ({ request }) => {
      const body = await record(request);
      const productId = Number(body.product_id);
      if (wishlist.delete(productId)) return HttpResponse.json({ result: true, message: 'Removed From List' }, { status: 201 });
      wishlist.add(productId);
      return HttpResponse.json({ result: true, message: 'Added To List' }, { status: 200 });
    }),
    http.get(`${API}/v2/wishlists`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, status: 200, data: [...wishlist].map((id) => ({ id: id * 10, product: listedProduct({ id }) })) });
    }),
    http.get(`${API}/v2/customer/delete`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: true, message: 'Account deleted successfully', data: { status: true } });
    }),
  ];

  return {
    handlers,
    requests,
    /** The requests made to one path (query included), in order. */
    requestsTo(path: string): SeenRequest[] {
      return requests.filter((request) => request.path === path);
    },
    quantityOf(barcode: string): number {
      return bag.get(barcode)?.quantity ?? 0;
    },
    putInBag(variant: FakeVariant, quantity: number): void {
      bag.set(variant.barcode, { id: nextLineId++, variant, quantity });
    },
    putOnWishlist(productId: number): void {
      wishlist.add(productId);
    },
    couponCode: () => coupon,
    /** What `GET /v2/auth/user` answers from now on, as when the customer's account changed elsewhere. */
    updateCustomer(changes: Partial<User>): void {
      customer = { ...customer, ...changes };
    },
  };
}

export type FakeShop = ReturnType<typeof createFakeShop>;

/** Waits until the condition holds (listeners run after a short delay), or fails after a second. */
export async function eventually(condition: () => boolean, timeoutMs = 1000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
