import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { E2E_PORT } from '../support/server';
import { CATEGORIES, fixtureProducts, type FixtureCategory, type FixtureProduct, type FixtureVariant } from './catalog';

// A backend of the Active eCommerce family, small and in memory, for the storefront's browse -> product
// -> bag -> checkout journey. It answers as the family does rather than as the embedded API does:
// prices as formatted strings ("৳2,250.00"), the cart's `price` for one piece, refusals as HTTP 200
// with `result: false` and a message ("Stock out"), message lists, Laravel's pagination (`meta`,
// `links`), reads under `success`/`status` and writes under `result`, the payment types as a bare list.
// Shapes written after the family's public code: sohel-github/poshakshop_new (Laravel API controllers
// and resources) and islamgamal44/Active-eCommerce-CMS (the Flutter app's response models).
//
// Besides the API, three controls under /__fixture/ let a journey change the world under the shop:
// `stock` sets a variant's stock (someone else bought it), `break-contract` makes product pages answer
// a price that is no amount, and `reset` puts everything back as at start.

export const FAMILY_BACKEND_PORT = Number(process.env.FAMILY_BACKEND_PORT) || 3213;
const API_URL = `http://127.0.0.1:${FAMILY_BACKEND_PORT}/api`;

interface CartLine {
  id: number;
  productId: number;
  barcode: string;
  quantity: number;
}

interface Order {
  id: number;
  code: string;
  userId: number;
  lines: (CartLine & { unitPoisha: number; strokedPoisha: number })[];
  shippingPoisha: number;
  shippingType: 'home_delivery' | 'pickup';
  address: Record<string, unknown>;
  createdAt: string;
}

interface World {
  products: FixtureProduct[];
  carts: Map<number, CartLine[]>;
  tokens: Map<string, number>;
  orders: Order[];
  nextId: number;
  contractBroken: boolean;
}

function freshWorld(): World {
  return { products: fixtureProducts(), carts: new Map(), tokens: new Map(), orders: [], nextId: 1, contractBroken: false };
}

// The family's format_price: the symbol, thousands by commas, two decimals.
function formatPrice(poisha: number): string {
  const taka = (poisha / 100).toFixed(2);
  const [whole, decimals] = taka.split('.');
  return `৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

const taka = (poisha: number) => poisha / 100;

const COUNTRIES = [{ id: 18, name: 'Bangladesh' }];
const DIVISIONS = [{ id: 1, name: 'Dhaka' }];
const DISTRICTS = [{ id: 10, name: 'Dhaka', is_inside_dhaka: 1 }];
const THANAS = [{ id: 100, name: 'Dhanmondi' }];
const DELIVERY_METHODS = [
  { key: 'regular', name: 'Regular Delivery', price: 60, estimated_days: '2-3 days' },
  { key: 'express', name: 'Express Delivery', price: 120, estimated_days: '1 day' },
];

const BUSINESS_SETTINGS = [
  { type: 'site_motto', value: 'Family backend fixture' },
  { type: 'guest_checkout', value: '1' },
  { type: 'affiliate_system', value: '0' },
  { type: 'show_website_popup', value: '0' },
  { type: 'contact_phone', value: '01700000000' },
  { type: 'contact_email', value: 'shop@fixture.example' },
  { type: 'contact_address', value: 'Dhaka' },
];

// The content pages' links, in the footer with the settings snapshot; the page itself carries its HTML.
const ABOUT_US = { id: 1, title: 'About Us', slug: 'about-us', page_link_position: 'footer', custom_link: null, open_tab: 0, position: 1 };
const ABOUT_US_PAGE = { ...ABOUT_US, content: '<p>Woven in Bangladesh.</p>', meta_title: null, meta_description: null };

// Reads answer under `success` and `status`; writes under `result` (see the module comment).
const read = (data: unknown, extra: Record<string, unknown> = {}) => ({ success: true, status: 200, data, ...extra });

function variantName(variant: FixtureVariant): string {
  return `${variant.color}-${variant.size}`;
}

function categoryWithChildren(slug: string): string[] {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) return [];
  return [category.slug, ...CATEGORIES.filter((child) => child.parentId === category.id).flatMap((child) => categoryWithChildren(child.slug))];
}

function choiceOptions(product: FixtureProduct) {
  return [
    {
      title: 'COLOR',
      options: product.colors.map(({ name }) => name),
      alias_name: product.colors.map(({ name }) => name),
      color_codes: product.colors.map(({ code }) => code),
    },
    { title: 'Size', options: product.sizes, alias_name: product.sizes },
  ];
}

function discountOf(product: FixtureProduct): { discount: number; percent: number } {
  const off = product.strokedPoisha - product.mainPoisha;
  return { discount: taka(off), percent: Math.round((off * 100) / product.strokedPoisha) };
}

function totalStock(product: FixtureProduct): number {
  return product.variants.reduce((sum, variant) => sum + variant.stock, 0);
}

// ProductMiniCollection, with the customised shops' card fields.
function productCard(product: FixtureProduct) {
  const { discount, percent } = discountOf(product);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    thumbnail_image: null,
    hover_image: null,
    base_price: formatPrice(product.strokedPoisha),
    base_discounted_price: formatPrice(product.mainPoisha),
    main_price: formatPrice(product.mainPoisha),
    stroked_price: formatPrice(product.strokedPoisha),
    discount,
    discount_percent: percent,
    has_discount: product.strokedPoisha !== product.mainPoisha,
    ...ratingOf(product.id),
    sales: 0,
    current_stock: totalStock(product),
    is_negative: 0,
    choice_options: choiceOptions(product),
    links: { details: `/api/v2/products/${product.id}` },
  };
}

function categoryLink(slug: string) {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug) as FixtureCategory;
  return { id: category.id, name: category.name, slug: category.slug };
}

// ProductDetailCollection: a one-element `data` list.
function productDetail(product: FixtureProduct, contractBroken: boolean) {
  const { discount, percent } = discountOf(product);
  const category = categoryLink(product.categorySlug);
  return {
    id: product.id,
    name: product.name,
    added_by: 'admin',
    slug: product.slug,
    thumbnail_image: null,
    photos: [],
    tags: [],
    price_high_low: formatPrice(product.mainPoisha),
    choice_options: choiceOptions(product).map((option) => (option.title === 'COLOR' ? { ...option, color_wise_images: {} } : option)),
    has_discount: product.strokedPoisha !== product.mainPoisha,
    stroked_price: formatPrice(product.strokedPoisha),
    main_price: contractBroken ? 'Price on request' : formatPrice(product.mainPoisha),
    calculable_price: taka(product.mainPoisha),
    currency_symbol: '৳',
    discount,
    discount_percent: percent,
    current_stock: totalStock(product),
    is_negative: 0,
    unit: 'pc',
    ...ratingOf(product.id),
    earn_point: 0,
    style_code: product.styleCode,
    description: `<p>${product.name}, woven in Bangladesh.</p>`,
    variant: product.variants.map((variant) => ({
      variant: variantName(variant),
      barcode: variant.barcode,
      sku: variant.barcode,
      stock: variant.stock,
      base_price: formatPrice(product.strokedPoisha),
      base_discounted_price: formatPrice(product.mainPoisha),
      stroked_price: formatPrice(product.strokedPoisha),
      color: variant.color,
      size: variant.size,
      image: null,
    })),
    categories: [category],
    breadCrumb: [categoryLink('clothing'), category],
    size_chart_link: null,
    meta: { title: product.name, description: `${product.name} from the fixture shop`, image: null },
  };
}

// ReviewCollection as stock backends send it: no id, upvotes or date (a relative time instead), and no
// rating summary beside the page.
const REVIEWS: Record<number, { user_id: number; user_name: string; avatar: string; rating: number; comment: string; time: string }[]> = {
  101: [
    { user_id: 51, user_name: 'Farhana Akter', avatar: '', rating: 5.0, comment: 'The weave is finer than in the photos.', time: '2 days ago' },
    { user_id: 52, user_name: 'Sadia Islam', avatar: '', rating: 4.0, comment: 'Runs a little long; lovely blue.', time: '3 weeks ago' },
  ],
};

function reviewsOf(productId: number) {
  return REVIEWS[productId] ?? [];
}

function ratingOf(productId: number): { rating: number; rating_count: number } {
  const reviews = reviewsOf(productId);
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { rating: reviews.length > 0 ? total / reviews.length : 0, rating_count: reviews.length };
}

// Laravel's paginator under a resource collection.
function paginated<Item>(items: Item[], page: number, perPage: number, path: string) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  const pageUrl = (number: number) => `${path}?page=${number}`;
  return {
    data: slice,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: slice.length > 0 ? start + 1 : null,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: slice.length > 0 ? start + slice.length : null,
      total: items.length,
    },
    success: true,
    status: 200,
  };
}

function categoryNode(category: FixtureCategory, products: FixtureProduct[]): Record<string, unknown> {
  const slugs = categoryWithChildren(category.slug);
  return {
    id: category.id,
    parent_id: category.parentId,
    name: category.name,
    slug: category.slug,
    icon: null,
    banner: null,
    cover_image: null,
    level: category.parentId === null ? 0 : 1,
    number_of_products: products.filter((product) => slugs.includes(product.categorySlug)).length,
    children: CATEGORIES.filter((child) => child.parentId === category.id).map((child) => categoryNode(child, products)),
  };
}

function tile(category: FixtureCategory, products: FixtureProduct[]) {
  const { children: _children, parent_id: _parent, level: _level, ...rest } = categoryNode(category, products);
  return rest;
}

/** A request field as text: the fixture reads strings and numbers, anything else as empty. */
function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

function findVariant(world: World, barcode: string): { product: FixtureProduct; variant: FixtureVariant } | undefined {
  for (const product of world.products) {
    const variant = product.variants.find((candidate) => candidate.barcode === barcode);
    if (variant) return { product, variant };
  }
  return undefined;
}

// CartCollection: lines grouped by seller, `price` for one piece after the product's discount.
function cartGroups(world: World, userId: number) {
  const lines = world.carts.get(userId) ?? [];
  if (lines.length === 0) return [];
  return [
    {
      name: 'Inhouse',
      owner_id: 1,
      cart_items: lines.map((line) => {
        const { product, variant } = findVariant(world, line.barcode) as { product: FixtureProduct; variant: FixtureVariant };
        return {
          id: line.id,
          owner_id: 1,
          user_id: userId,
          product_id: product.id,
          product_name: product.name,
          sku: variant.barcode,
          barcode: variant.barcode,
          product_thumbnail_image: null,
          variation: variantName(variant),
          original_price: taka(product.strokedPoisha),
          price: taka(product.mainPoisha),
          currency_symbol: '৳',
          tax: 0,
          shipping_cost: 0,
          quantity: line.quantity,
          discount: 0,
          lower_limit: 1,
          upper_limit: variant.stock,
          stock: variant.stock,
          circular_discount: 0,
          flash_discount: 0,
          loyalty_discount: 0,
          slug: product.slug,
          digital: 0,
          color: variant.color,
          size: variant.size,
          is_negative: 0,
        };
      }),
    },
  ];
}

function bagPoisha(world: World, userId: number): number {
  return (world.carts.get(userId) ?? []).reduce((sum, line) => {
    const found = findVariant(world, line.barcode);
    return sum + (found ? found.product.mainPoisha * line.quantity : 0);
  }, 0);
}

function shippingPoisha(query: URLSearchParams): number {
  if (query.get('shipping_type') !== 'home_delivery' || !query.get('district')) return 0;
  const method = DELIVERY_METHODS.find(({ key }) => key === (query.get('delivery_method') ?? 'regular'));
  return (method?.price ?? 0) * 100;
}

// The family's cart summary: amounts as formatted strings, the grand total once more as a number.
function cartSummary(world: World, userId: number, shipping: number) {
  const subTotal = bagPoisha(world, userId);
  const grand = subTotal + (subTotal > 0 ? shipping : 0);
  return {
    sub_total: formatPrice(subTotal),
    tax: formatPrice(0),
    shipping_cost: formatPrice(subTotal > 0 ? shipping : 0),
    discount: formatPrice(0),
    grand_total: formatPrice(grand),
    grand_total_value: taka(grand),
    coupon_code: '',
    coupon_applied: false,
    loyality_applied: false,
  };
}

// The family's purchase history details and items send their amounts through format_price, as for products.
function orderDetail(order: Order) {
  const subTotal = order.lines.reduce((sum, line) => sum + line.unitPoisha * line.quantity, 0);
  const regular = order.lines.reduce((sum, line) => sum + line.strokedPoisha * line.quantity, 0);
  const grand = subTotal + order.shippingPoisha;
  return {
    id: order.id,
    code: order.code,
    date: order.createdAt,
    grand_total: formatPrice(grand),
    amount_to_pay: formatPrice(grand),
    payment_type: 'cash_on_delivery',
    payment_type_name: 'Cash on Delivery',
    payment_status: 'unpaid',
    delivery_status: 'placed',
    delivery_status_label: 'Order placed',
    item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    shipping_type: order.shippingType,
    can_cancel: true,
    shipping_address: {
      name: order.address.shipping_first_name ?? null,
      email: order.address.shipping_email ?? null,
      phone: order.address.shipping_phone ?? null,
      address: order.address.shipping_address ?? null,
      country: 'Bangladesh',
      division: 'Dhaka',
      district: 'Dhaka',
      thana: 'Dhanmondi',
      postal_code: null,
    },
    billing_address: null,
    pickup_point: null,
    delivery_method: 'regular',
    note: null,
    gift_wrap: false,
    regular_sub_total: formatPrice(regular),
    sub_total: formatPrice(subTotal),
    product_discount: formatPrice(regular - subTotal),
    coupon_code: null,
    coupon_discount: formatPrice(0),
    membership_discount: formatPrice(0),
    gift_card_amount: formatPrice(0),
    shipping_cost: formatPrice(order.shippingPoisha),
    tax: formatPrice(0),
    payment_url: null,
    timeline: [{ status: 'placed', label: 'Order placed', note: null, date: order.createdAt }],
  };
}

function orderItems(world: World, order: Order) {
  return order.lines.map((line) => {
    const { product, variant } = findVariant(world, line.barcode) as { product: FixtureProduct; variant: FixtureVariant };
    return {
      id: line.id,
      product_id: product.id,
      product_name: product.name,
      slug: product.slug,
      thumbnail_image: null,
      variation: variantName(variant),
      barcode: variant.barcode,
      sku: variant.barcode,
      quantity: line.quantity,
      unit_price: formatPrice(line.strokedPoisha),
      stroked_price: formatPrice(line.strokedPoisha),
      unit_discount: formatPrice(line.strokedPoisha - line.unitPoisha),
      line_total: formatPrice(line.unitPoisha * line.quantity),
    };
  });
}

interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (request: {
  world: World;
  query: URLSearchParams;
  body: Record<string, unknown>;
  userId: number | undefined;
  params: string[];
}) => Answer;

const ok = (body: unknown): Answer => ({ status: 200, body });
const UNAUTHENTICATED: Answer = { status: 401, body: { result: false, message: 'Unauthenticated.' } };
const NOT_FOUND: Answer = { status: 404, body: { success: false, status: 404, message: ['No query results for model.'] } };

function signedIn(handler: (userId: number, ...rest: Parameters<Handler>) => Answer): Handler {
  return (request) => (request.userId === undefined ? UNAUTHENTICATED : handler(request.userId, request));
}

const empty = (): Answer => ok(read([]));

const ROUTES: [method: string, pattern: RegExp, handler: Handler][] = [
  ['GET', /^\/generate-static-data$/, () =>
    ok({
      result: true,
      data: {
        business_settings: BUSINESS_SETTINGS,
        megamenu: CATEGORIES.filter(({ parentId }) => parentId === null).map((category) => ({
          id: category.id,
          parent_id: null,
          name: category.name,
          slug: category.slug,
          banner: null,
          icon: null,
          megamenucategories: CATEGORIES.filter(({ parentId }) => parentId === category.id).map((child) => ({
            id: child.id,
            parent_id: category.id,
            name: child.name,
            slug: child.slug,
            banner: null,
            icon: null,
          })),
        })),
        pages: [ABOUT_US],
      },
    })],
  ['GET', /^\/v2\/business-settings$/, () => ok(read(BUSINESS_SETTINGS))],
  ['GET', /^\/v2\/seo-meta-data$/, () => ok(read({ title: 'Fixture shop', description: 'A family backend', keywords: null, image: null }))],
  ['GET', /^\/v2\/(slider-main|all-banner-ad|home-banner-\w+|home-two-banner|flash-deals|campaign|blog)$/, empty],
  ['GET', /^\/v2\/pages$/, () => ok(read([ABOUT_US]))],
  ['GET', /^\/v2\/pages\/([^/]+)$/, ({ params }) => (params[0] === ABOUT_US.slug ? ok(read([ABOUT_US_PAGE])) : NOT_FOUND)],
  ['GET', /^\/v2\/(categories\/trending|best-selling-categories|new-arrival\/categories)$/, ({ world }) =>
    ok(read(CATEGORIES.filter(({ parentId }) => parentId !== null).map((category) => tile(category, world.products))))],
  ['GET', /^\/v2\/categories$/, ({ world }) =>
    ok(read(CATEGORIES.filter(({ parentId }) => parentId === null).map((category) => categoryNode(category, world.products))))],
  ['GET', /^\/v2\/categories-filter$/, ({ world, query }) => {
    const category = CATEGORIES.find(({ slug }) => slug === query.get('category'));
    if (!category) return NOT_FOUND;
    const slugs = categoryWithChildren(category.slug);
    const listed = world.products.filter((product) => slugs.includes(product.categorySlug));
    const { children: _children, ...summary } = categoryNode(category, world.products);
    return ok(
      read({
        category: summary,
        sub_categories: CATEGORIES.filter(({ parentId }) => parentId === category.id).map((child) => categoryNode(child, world.products)),
        colors: listed.flatMap(({ colors }) => colors),
        sizes: [...new Set(listed.flatMap(({ sizes }) => sizes))],
        min_price: formatPrice(Math.min(...listed.map(({ mainPoisha }) => mainPoisha))),
        max_price: formatPrice(Math.max(...listed.map(({ mainPoisha }) => mainPoisha))),
      }),
    );
  }],
  ['GET', /^\/v3\/products$/, ({ world, query }) => {
    const slugs = query.get('category') ? categoryWithChildren(query.get('category') as string) : null;
    const term = query.get('search')?.toLowerCase();
    const listed = world.products.filter(
      (product) => (!slugs || slugs.includes(product.categorySlug)) && (!term || product.name.toLowerCase().includes(term)),
    );
    const page = Number(query.get('page')) || 1;
    const perPage = Number(query.get('limit')) || 12;
    const prices = listed.map(({ mainPoisha }) => mainPoisha);
    return ok({
      ...paginated(listed.map(productCard), page, perPage, `${API_URL}/v3/products`),
      min_price: formatPrice(prices.length > 0 ? Math.min(...prices) : 0),
      max_price: formatPrice(prices.length > 0 ? Math.max(...prices) : 0),
    });
  }],
  ['GET', /^\/v3\/products\/(related|recently-viewed)$/, empty],
  ['GET', /^\/v2\/productsBySlug\/([^/]+)$/, ({ world, params }) => {
    const product = world.products.find(({ slug }) => slug === decodeURIComponent(params[0]));
    return product ? ok(read([productDetail(product, world.contractBroken)])) : NOT_FOUND;
  }],
  ['GET', /^\/v2\/products\/(\d+)$/, ({ world, params }) => {
    const product = world.products.find(({ id }) => id === Number(params[0]));
    return product ? ok(read([productDetail(product, world.contractBroken)])) : NOT_FOUND;
  }],
  ['GET', /^\/v2\/reviews\/product\/(\d+)$/, ({ params }) =>
    ok(paginated(reviewsOf(Number(params[0])), 1, 10, `${API_URL}/v2/reviews/product/${params[0]}`))],
  ['POST', /^\/v2\/auth\/signin-guest-user$/, ({ world }) => {
    const userId = world.nextId++;
    const token = `fixture-guest-${userId}`;
    world.tokens.set(token, userId);
    return ok({
      result: true,
      message: 'Guest user created',
      temp_guest_user_no: `guest-${userId}`,
      access_token: token,
      guest_user_id: userId,
    });
  }],
  // The family's CartController@add: refusals at HTTP 200, "Stock out" when none is left.
  ['POST', /^\/v2\/carts\/add$/, signedIn((userId, { world, body }) => {
    const found = findVariant(world, text(body.barcode));
    if (!found || Number(body.id) !== found.product.id) return ok({ result: false, message: ['Product not found', 'Please reload the page'] });
    const quantity = Number(body.quantity ?? 1);
    const lines = world.carts.get(userId) ?? [];
    const line = lines.find(({ barcode }) => barcode === found.variant.barcode);
    const wanted = (line?.quantity ?? 0) + quantity;
    if (found.variant.stock === 0) return ok({ result: false, message: 'Stock out' });
    if (found.variant.stock < wanted) {
      return ok({ result: false, message: `Only ${found.variant.stock} item(s) are available for (${variantName(found.variant)})` });
    }
    if (line) line.quantity = wanted;
    else lines.push({ id: world.nextId++, productId: found.product.id, barcode: found.variant.barcode, quantity });
    world.carts.set(userId, lines);
    return ok({ result: true, message: 'Product added to cart successfully' });
  })],
  ['POST', /^\/v2\/carts$/, signedIn((userId, { world }) => ok(cartGroups(world, userId)))],
  ['GET', /^\/v2\/cart-summary$/, signedIn((userId, { world, query }) => ok(cartSummary(world, userId, shippingPoisha(query))))],
  ['POST', /^\/v2\/carts\/change-quantity$/, signedIn((userId, { world, body }) => {
    const line = (world.carts.get(userId) ?? []).find(({ barcode }) => barcode === body.barcode);
    const found = line && findVariant(world, line.barcode);
    if (!line || !found) return ok({ result: false, message: 'Something went wrong' });
    if (found.variant.stock < Number(body.quantity)) return ok({ result: false, message: 'Maximum available quantity reached' });
    line.quantity = Number(body.quantity);
    return ok({ result: true, message: 'Cart updated' });
  })],
  ['POST', /^\/v2\/carts\/delete$/, signedIn((userId, { world, body }) => {
    const lines = world.carts.get(userId) ?? [];
    const line = lines.find(({ barcode }) => barcode === body.barcode);
    if (!line) return ok({ result: false, message: 'Something went wrong' });
    line.quantity = body.remove_all ? 0 : line.quantity - 1;
    world.carts.set(userId, lines.filter(({ quantity }) => quantity > 0));
    return ok({ result: true, message: 'Product is successfully removed from your cart' });
  })],
  ['GET', /^\/v3\/carts\/promotion-get-selection$/, () =>
    ok(read({ title: null, buy_quantity: 0, discount_percent: 0, quantity_in_bag: 0, quantity_needed: 0, eligible: false, discount: 0 }))],
  ['GET', /^\/v2\/payment-types$/, () =>
    ok([{ payment_type: 'cash_payment', payment_type_key: 'cash_on_delivery', image: null, name: 'Cash on Delivery', title: 'Cash on Delivery' }])],
  ['GET', /^\/v2\/shippingChargeExpressAndRegular$/, () => ok(read(DELIVERY_METHODS))],
  ['GET', /^\/v2\/pickup-list$/, empty],
  ['GET', /^\/v2\/inside-outside-dhaka-price$/, () => ok({ insideDhaka: { '1': 60 }, outsideDhaka: { '1': 120 } })],
  ['GET', /^\/v2\/countries$/, () => ok(read(COUNTRIES))],
  ['GET', /^\/v2\/states-by-country\/18$/, () => ok(read(DIVISIONS))],
  ['GET', /^\/v2\/cities-by-state\/1$/, () => ok(read(DISTRICTS))],
  ['GET', /^\/v2\/areas-by-city\/10$/, () => ok(read(THANAS))],
  ['POST', /^\/v2\/order\/store$/, signedIn((userId, { world, body }) => {
    const lines = world.carts.get(userId) ?? [];
    if (lines.length === 0) return ok({ result: false, message: ['Your cart is empty', 'Add something to the cart first'] });
    const query = new URLSearchParams({
      shipping_type: text(body.shipping_type),
      district: text(body.shipping_district),
      delivery_method: text(body.delivery_method, 'regular'),
    });
    const order: Order = {
      id: world.nextId++,
      code: `FX-${String(world.orders.length + 1).padStart(5, '0')}`,
      userId,
      lines: lines.map((line) => {
        const { product } = findVariant(world, line.barcode) as { product: FixtureProduct };
        return { ...line, unitPoisha: product.mainPoisha, strokedPoisha: product.strokedPoisha };
      }),
      shippingPoisha: shippingPoisha(query),
      shippingType: body.shipping_type === 'pickup' ? 'pickup' : 'home_delivery',
      address: body,
      createdAt: '2026-01-15T10:00:00.000Z',
    };
    for (const line of lines) {
      const found = findVariant(world, line.barcode);
      if (found) found.variant.stock -= line.quantity;
    }
    world.orders.push(order);
    world.carts.set(userId, []);
    const detail = orderDetail(order);
    return ok({
      result: true,
      message: 'Your order has been placed successfully',
      data: {
        order_id: order.id,
        combined_order_id: order.id,
        code: order.code,
        grand_total: detail.grand_total,
        amount_to_pay: detail.amount_to_pay,
        payment_type: 'cash_on_delivery',
        payment_status: 'unpaid',
        payment_url: null,
      },
    });
  })],
  ['GET', /^\/v2\/purchase-history-details\/(\d+)$/, signedIn((userId, { world, params }) => {
    const order = world.orders.find(({ id, userId: owner }) => id === Number(params[0]) && owner === userId);
    return order ? ok(read([orderDetail(order)])) : NOT_FOUND;
  })],
  ['GET', /^\/v2\/purchase-history-items\/(\d+)$/, signedIn((userId, { world, params }) => {
    const order = world.orders.find(({ id, userId: owner }) => id === Number(params[0]) && owner === userId);
    return order ? ok(read(orderItems(world, order))) : NOT_FOUND;
  })],
];

const CONTROLS: Record<string, (world: World, body: Record<string, unknown>) => World> = {
  '/__fixture/reset': () => freshWorld(),
  '/__fixture/stock': (world, body) => {
    const found = findVariant(world, text(body.barcode));
    if (!found) throw new Error(`no variant has the barcode ${text(body.barcode)}`);
    found.variant.stock = Number(body.stock);
    return world;
  },
  '/__fixture/break-contract': (world) => ({ ...world, contractBroken: true }),
};

/** The storefront's origins whose pages may call the fixture from the browser. */
function allowedOrigins(): string[] {
  return [`http://127.0.0.1:${E2E_PORT}`, `http://localhost:${E2E_PORT}`];
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins().includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Accept, Authorization, Content-Type, Idempotency-Key, System-Key, App-Language, X-Requested-With',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The fixture backend on `port`; every request is logged with its answer, unknown paths as such. */
export function startFamilyBackend(port: number = FAMILY_BACKEND_PORT, log: (line: string) => void = console.log): Promise<Server> {
  let world = freshWorld();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      const method = request.method ?? 'GET';
      const cors = corsHeaders(request);
      if (method === 'OPTIONS') return send(response, 204, cors);
      const body = await readBody(request);
      const control = method === 'POST' ? CONTROLS[url.pathname] : undefined;
      if (control) {
        world = control(world, body);
        log(`fixture control ${url.pathname} ${JSON.stringify(body)}`);
        return send(response, 200, cors, { result: true });
      }
      if (url.pathname === '/sanctum/csrf-cookie') return send(response, 204, cors);
      const apiPath = url.pathname.replace(/^\/api/, '');
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      const userId = token ? world.tokens.get(token) : undefined;
      for (const [routeMethod, pattern, handler] of ROUTES) {
        const match = routeMethod === method && url.pathname.startsWith('/api/') ? pattern.exec(apiPath) : null;
        if (!match) continue;
        const answer = handler({ world, query: url.searchParams, body, userId, params: match.slice(1) });
        log(`${method} ${url.pathname}${url.search} -> ${answer.status}`);
        return send(response, answer.status, cors, answer.body);
      }
      log(`${method} ${url.pathname}${url.search} -> 404 (not served by the fixture)`);
      return send(response, 404, cors, { message: 'Not Found' });
    })().catch((error: unknown) => {
      log(`${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) send(response, 500, {}, { result: false, message: 'Server Error' });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (require.main === module) {
  void startFamilyBackend().then(() => console.log(`Family backend fixture on http://127.0.0.1:${FAMILY_BACKEND_PORT}/api`));
}
