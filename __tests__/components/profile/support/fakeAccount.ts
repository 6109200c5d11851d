import { http, HttpResponse } from 'msw';
import type { ProductDetail, ProductListItem } from '@/contract/catalog';
import type { Address, Place, User } from '@/contract/account';
import { normalizeBangladeshiPhone } from '@/utils/phone';
import { listedProduct } from '../../common/support/fixtures';
import { API, CUSTOMER, RED_SAREE } from '../../../store/support/fakeShop';
import type { FakeShopBackend } from '../../../store/support/fakeShopServer';

// The profile area's endpoints (docs/API.md sections 3, 10 and 11) answered at the network edge beside
// the fake shop: profile update, address book, places, newsletter, wishlist and product details.

export const DIVISIONS: Place[] = [
  { id: 2, name: 'Chattogram' },
  { id: 3, name: 'Dhaka' },
];

/** Districts per division; Gazipur has no thanas to pick from. */
export const DISTRICTS: Record<number, Place[]> = {
  2: [{ id: 40, name: 'Chattogram' }],
  3: [
    { id: 18, name: 'Dhaka' },
    { id: 19, name: 'Gazipur' },
  ],
};

export const THANAS: Record<number, Place[]> = {
  18: [
    { id: 10, name: 'Dhanmondi' },
    { id: 11, name: 'Gulshan' },
  ],
  19: [],
  40: [{ id: 20, name: 'Kotwali' }],
};

const MAX_ADDRESSES = 20;
const TAKEN_EMAIL = 'taken@demo.shop';
export const KNOWN_SUBSCRIBER = 'known@demo.shop';

const placeName = (places: Place[] | undefined, id: unknown) => places?.find((place) => place.id === Number(id))?.name ?? null;
const read = (data: unknown) => HttpResponse.json({ success: true, status: 200, data });
// A text field of a JSON body, empty when it is missing or not text.
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const refusal = (field: string, message: string) =>
  HttpResponse.json({ result: false, success: false, message, errors: { [field]: [message] } }, { status: 422 });

/** A saved address in Dhanmondi, Dhaka; pass what differs. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    name: 'Rahim Uddin',
    phone: '01711000001',
    email: null,
    address: 'House 12, Road 5',
    country_id: 1,
    country_name: 'Bangladesh',
    state_id: 3,
    state_name: 'Dhaka',
    city_id: 18,
    city_name: 'Dhaka',
    area_id: 10,
    area_name: 'Dhanmondi',
    postal_code: '1205',
    set_default: 1,
    ...overrides,
  };
}

/** The saree of the fake shop's bag: one variant, so it moves to the bag at once. */
export const SINGLE_VARIANT_SAREE: ProductListItem = listedProduct({
  id: RED_SAREE.productId,
  name: RED_SAREE.name,
  slug: 'jamdani-saree',
  main_price: RED_SAREE.price,
  stroked_price: RED_SAREE.price,
  has_discount: false,
  discount: 0,
  discount_percent: 0,
  current_stock: RED_SAREE.stock,
  choice_options: [{ title: 'Size', options: ['Free Size'], alias_name: ['Free Size'] }],
});

/** A panjabi in two colours and four sizes: the shopper chooses on its page. */
export const PANJABI_IN_SIZES: ProductListItem = listedProduct({
  id: 12,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  choice_options: [
    { title: 'COLOR', options: ['White', 'Maroon'], alias_name: ['White', 'Maroon'] },
    { title: 'Size', options: ['S', 'M', 'L', 'XL'], alias_name: ['S', 'M', 'L', 'XL'] },
  ],
});

export const SOLD_OUT_KURTI: ProductListItem = listedProduct({
  id: 44,
  name: 'Printed Kurti',
  slug: 'printed-kurti',
  current_stock: 0,
  choice_options: [{ title: 'Size', options: ['Free Size'], alias_name: ['Free Size'] }],
});

/** The product page's answer for a one-variant product. */
export function singleVariantDetail(product: ProductListItem, stock: number, barcode: string): ProductDetail {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    thumbnail_image: product.thumbnail_image,
    main_price: product.main_price,
    stroked_price: product.stroked_price,
    discount: product.discount,
    has_discount: product.has_discount,
    current_stock: stock,
    is_negative: 0,
    variant: [
      {
        variant: 'Free Size',
        barcode,
        sku: barcode,
        stock,
        base_price: product.main_price,
        base_discounted_price: product.main_price,
        stroked_price: product.stroked_price,
        color: null,
        size: 'Free Size',
        image: null,
      },
    ],
    choice_options: product.choice_options,
    photos: [],
    rating: 0,
    rating_count: 0,
    style_code: null,
    categories: [],
    breadCrumb: [],
    description: null,
    meta: { title: null, description: null, image: null },
  };
}

export interface AccountRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

export function createFakeAccount() {
  let user: User = { ...CUSTOMER };
  let addresses: Address[] = [];
  let nextAddressId = 100;
  const subscribers = new Set<string>([KNOWN_SUBSCRIBER]);
  const catalog = new Map<number, ProductListItem>();
  const details = new Map<string, ProductDetail>();
  let wishlist: number[] = [];
  const requests: AccountRequest[] = [];

  async function record(request: Request): Promise<Record<string, unknown>> {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, body, authorization: request.headers.get('Authorization') });
    return body;
  }

  /** Default first, then oldest first, as the API lists them. */
  function listed(): Address[] {
    return [...addresses].sort((a, b) => b.set_default - a.set_default || a.id - b.id);
  }

  function makeDefault(id: number | null) {
    addresses = addresses.map((address) => ({ ...address, set_default: address.id === id ? 1 : 0 }));
    user = { ...user, default_address: addresses.find((address) => address.id === id) ?? null };
  }

  function addressFrom(body: Record<string, unknown>, id: number, setDefault: 0 | 1): Address {
    const districts = DISTRICTS[Number(body.state_id)];
    return {
      id,
      name: String(body.name),
      phone: normalizeBangladeshiPhone(String(body.phone)) ?? String(body.phone),
      email: typeof body.email === 'string' ? body.email : null,
      address: String(body.address),
      country_id: 1,
      country_name: 'Bangladesh',
      state_id: Number(body.state_id),
      state_name: placeName(DIVISIONS, body.state_id),
      city_id: Number(body.city_id),
      city_name: placeName(districts, body.city_id),
      area_id: body.area_id === undefined ? null : Number(body.area_id),
      area_name: placeName(THANAS[Number(body.city_id)], body.area_id),
      postal_code: typeof body.postal_code === 'string' ? body.postal_code : null,
      set_default: setDefault,
    };
  }

  function addressRefusal(body: Record<string, unknown>) {
    if (!normalizeBangladeshiPhone(textOf(body.phone))) return refusal('phone', 'The phone field must be a valid Bangladeshi mobile number.');
    return null;
  }

  const answer = (message: string, data: unknown) => HttpResponse.json({ result: true, message, data, user });

  const handlers = [
    http.post(`${API}/v2/profile/update`, async ({ request }) => {
      const body = await record(request);
      const email = textOf(body.email).trim();
      const phone = textOf(body.phone).trim();
      if (!email && !phone) return refusal('email', 'Please enter an email or a phone number.');
      if (email === TAKEN_EMAIL) return refusal('email', 'The email has already been taken.');
      user = { ...user, name: String(body.name), email: email || null, phone: phone || null };
      return HttpResponse.json({ result: true, message: 'Profile updated successfully', user });
    }),
    http.get(`${API}/v2/user/shipping/address`, async ({ request }) => {
      await record(request);
      return read(listed());
    }),
    http.post(`${API}/v2/user/shipping/create`, async ({ request }) => {
      const body = await record(request);
      if (addresses.length >= MAX_ADDRESSES) return refusal('addresses', `You can save at most ${MAX_ADDRESSES} addresses.`);
      const refused = addressRefusal(body);
      if (refused) return refused;
      const address = addressFrom(body, nextAddressId++, 0);
      addresses.push(address);
      if (addresses.length === 1) makeDefault(address.id);
      return answer('Shipping information has been added successfully', addresses.find((saved) => saved.id === address.id));
    }),
    http.post(`${API}/v2/user/shipping/update`, async ({ request }) => {
      const body = await record(request);
      const existing = addresses.find((address) => address.id === Number(body.id));
      if (!existing) return HttpResponse.json({ result: false, success: false, message: 'Address not found' }, { status: 404 });
      const refused = addressRefusal(body);
      if (refused) return refused;
      const updated = addressFrom(body, existing.id, existing.set_default);
      addresses = addresses.map((address) => (address.id === existing.id ? updated : address));
      if (updated.set_default === 1) user = { ...user, default_address: updated };
      return answer('Shipping information has been updated successfully', updated);
    }),
    http.post(`${API}/v2/user/shipping/make_default`, async ({ request }) => {
      const body = await record(request);
      if (!addresses.some((address) => address.id === Number(body.id))) {
        return HttpResponse.json({ result: false, success: false, message: 'Address not found' }, { status: 404 });
      }
      makeDefault(Number(body.id));
      return answer('Default shipping information has been updated', user.default_address);
    }),
    http.delete(`${API}/v2/user/shipping/delete/:id`, async ({ request, params }) => {
      await record(request);
      const removed = addresses.find((address) => address.id === Number(params.id));
      if (!removed) return HttpResponse.json({ result: false, success: false, message: 'Address not found' }, { status: 404 });
      addresses = addresses.filter((address) => address.id !== removed.id);
      if (removed.set_default === 1) makeDefault(addresses.length > 0 ? Math.min(...addresses.map((address) => address.id)) : null);
      return answer('Shipping information has been deleted', listed());
    }),
    http.get(`${API}/v2/countries`, () => read([{ id: 1, name: 'Bangladesh' }])),
    http.get(`${API}/v2/states-by-country/1`, () => read(DIVISIONS)),
    http.get(`${API}/v2/cities-by-state/:id`, ({ params }) => read(DISTRICTS[Number(params.id)] ?? [])),
    http.get(`${API}/v2/areas-by-city/:id`, ({ params }) => read(THANAS[Number(params.id)] ?? [])),
    http.post(`${API}/v2/subscribe`, async ({ request }) => {
      const body = await record(request);
      const contacts = [body.email, body.phone].filter((value): value is string => typeof value === 'string' && value !== '');
      if (contacts.length === 0) return refusal('email', 'Please enter an email or a phone number');
      const known = contacts.some((contact) => subscribers.has(contact));
      contacts.forEach((contact) => subscribers.add(contact));
      return HttpResponse.json({ result: true, status: 'success', message: known ? 'You are already subscribed' : 'Subscribe successfully' });
    }),
    http.post(`${API}/v2/wishlists`, async ({ request }) => {
      const body = await record(request);
      const productId = Number(body.product_id);
      if (wishlist.includes(productId)) {
        wishlist = wishlist.filter((id) => id !== productId);
        return HttpResponse.json({ result: true, message: 'Removed From List' }, { status: 201 });
      }
      wishlist = [productId, ...wishlist];
      return HttpResponse.json({ result: true, message: 'Added To List' }, { status: 200 });
    }),
    http.get(`${API}/v2/wishlists`, async ({ request }) => {
      await record(request);
      const entries = wishlist.flatMap((id) => {
        const product = catalog.get(id);
        return product ? [{ id: id * 10, product }] : [];
      });
      return read(entries);
    }),
    http.get(`${API}/v2/productsBySlug/:slug`, async ({ request, params }) => {
      await record(request);
      const detail = details.get(String(params.slug));
      if (!detail) return HttpResponse.json({ result: false, success: false, message: 'Product not found' }, { status: 404 });
      return read([detail]);
    }),
  ];

  return {
    handlers,
    requests,
    requestsTo(method: string, path: string): AccountRequest[] {
      return requests.filter((request) => request.method === method && request.path === `/api${path}`);
    },
    get user() {
      return user;
    },
    get addresses() {
      return listed();
    },
    saveAddresses(saved: Address[]): void {
      addresses = saved.map((address) => ({ ...address }));
      nextAddressId = Math.max(nextAddressId, ...saved.map((address) => address.id + 1));
      user = { ...user, default_address: addresses.find((address) => address.set_default === 1) ?? null };
    },
    /** Products newest first, as the list answers them; a detail makes a product movable to the bag. */
    listOnWishlist(products: ProductListItem[], productDetails: ProductDetail[] = []): void {
      products.forEach((product) => catalog.set(product.id, product));
      productDetails.forEach((detail) => details.set(detail.slug, detail));
      wishlist = products.map((product) => product.id);
    },
    get wishlist() {
      return [...wishlist];
    },
  };
}

export type FakeAccount = ReturnType<typeof createFakeAccount>;

/** The fake account's endpoints, fresh for every test of the file, answering before the fake shop's. */
export function serveFakeAccount(backend: FakeShopBackend): { readonly account: FakeAccount } {
  let account: FakeAccount | undefined;
  beforeEach(() => {
    account = createFakeAccount();
    backend.server.use(...account.handlers);
  });
  return {
    get account() {
      if (!account) throw new Error('The fake account opens before each test');
      return account;
    },
  };
}
