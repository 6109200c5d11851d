import type { ProductDetail, ProductListItem } from '@/contract/catalog';
import type { ServerCartItem } from '@/contract/cart';
import { lineFromServerItem } from '@/utils/bag';
import { orderSummaryFigures, summaryRows } from '@/utils/summaryRows';
import { linePrice, listItemPrice, productPagePrice, type ShownPrice } from '@/utils/wasPrice';
import { applyDemoMembership, homeDeliveryBody, shopperWithBag, setUpCheckoutShop } from '../checkout/checkoutFixtures';
import { createProduct, createShopper, setPromotion } from './shopFixtures';

// One "was" price per product in every view, and summaries that start from the regular prices:
// the cart summary and the order both carry the lines at their crossed-out prices, so that the
// storefront takes each discount off once.

const shop = setUpCheckoutShop();

/** The signed rows of a summary, as a shopper reads them down to the total. */
function addsUp(rows: ReturnType<typeof summaryRows>): number {
  const total = rows.findIndex((row) => row.key === 'total');
  return rows.slice(0, total).reduce((sum, row) => sum + (row.deduction ? -row.amount : row.amount) * 100, 0) / 100;
}

describe('the regular sub total in the cart summary and the order', () => {
  beforeAll(() => setPromotion(shop.db, 0, 0));

  it('is the lines at their crossed-out prices; the membership is counted once below it', async () => {
    // 2,990 less 250 sells at 2,740 against 3,640 crossed out; the member price 2,912 is dearer.
    const poplin = await createProduct(shop.db, { unitPrice: 299000, strokedPrice: 364000, discount: 25000, discountType: 'amount' });
    // 1,500 with nothing crossed out: the member pays 1,200.
    const plain = await createProduct(shop.db, { unitPrice: 150000 });
    const customer = await shopperWithBag(shop.db, shop.api, [
      [poplin, 2],
      [plain, 1],
    ], new Date());
    await applyDemoMembership(shop.db, customer.userId, new Date());

    const summary = (await shop.api.get('/v2/cart-summary', customer.headers)).body;
    expect(summary).toMatchObject({ regular_sub_total: 8780, sub_total: 6680, membership_discount: 300, discount: 0 });

    const placed = await shop.place(customer, homeDeliveryBody(shop.places.dhaka));
    expect(placed.status).toBe(200);
    const detail = (await shop.api.get(`/v2/purchase-history-details/${placed.body.data.order_id}`, customer.headers)).body.data[0];
    expect(detail).toMatchObject({ regular_sub_total: 8780, sub_total: 6680, membership_discount: 300 });
    const items = (await shop.api.get(`/v2/purchase-history-items/${placed.body.data.order_id}`, customer.headers)).body.data;
    expect(items.map((item: { stroked_price: number; unit_price: number; unit_discount: number }) => [item.stroked_price, item.unit_price, item.unit_discount])).toEqual([
      [3640, 2990, 250],
      [1500, 1500, 300],
    ]);

    const rows = summaryRows(orderSummaryFigures(detail));
    expect(rows.filter((row) => row.deduction).map((row) => [row.key, row.amount])).toEqual([
      ['product_discount', 1800],
      ['membership', 300],
    ]);
    expect(addsUp(rows)).toBe(detail.grand_total);
  });

  it('is each order’s own when shoppers order at the same moment', async () => {
    const cheap = await createProduct(shop.db, { unitPrice: 50000, strokedPrice: 80000, variants: [{ stock: 50 }] });
    const dear = await createProduct(shop.db, { unitPrice: 200000, strokedPrice: 260000, variants: [{ stock: 50 }] });
    const shoppers = await Promise.all(
      [1, 2, 3, 4].map((quantity) => shopperWithBag(shop.db, shop.api, [[quantity % 2 === 0 ? dear : cheap, quantity]], new Date())),
    );
    const placed = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));
    const regular = await Promise.all(
      placed.map(async (answer, index) => {
        expect(answer.status).toBe(200);
        const detail = await shop.api.get(`/v2/purchase-history-details/${answer.body.data.order_id}`, shoppers[index].headers);
        return detail.body.data[0].regular_sub_total;
      }),
    );
    expect(regular).toEqual([800, 5200, 2400, 10400]);
  });
});

interface Views {
  card: ShownPrice;
  productPage: ShownPrice[];
  bag: ShownPrice[];
  checkout: ShownPrice[];
}

/** What each view shows of a product: its card, its page for every variant, and each variant's line in the bag and at checkout. */
async function viewsOf(slug: string, card: ProductListItem): Promise<Views> {
  const detail: ProductDetail = (await shop.api.get(`/v2/productsBySlug/${slug}`)).body.data[0];
  const guest = await createShopper(shop.db, 'guest');
  for (const variant of detail.variant) {
    const added = await shop.api.post('/v2/carts/add', { id: detail.id, barcode: variant.barcode }, guest.headers);
    expect(added.status).toBe(200);
  }
  const items: ServerCartItem[] = (await shop.api.get('/v2/carts', guest.headers)).body[0].cart_items;
  const lines = detail.variant.map((variant) => lineFromServerItem(items.find((item) => item.barcode === variant.barcode)!));
  return {
    card: listItemPrice(card),
    productPage: [productPagePrice(detail, null), ...detail.variant.map((variant) => productPagePrice(detail, variant))],
    bag: lines.map((line) => linePrice(line).unit),
    checkout: lines.map((line) => linePrice(line).total),
  };
}

describe('the "was" price of every seeded product', () => {
  let views: Map<string, Views>;

  beforeAll(async () => {
    await setPromotion(shop.db, 0, 0);
    // Every variant may be bought once, so that each can sit in a bag.
    await shop.db.updateTable('product_variants').set({ stock: 5 }).execute();
    const products = await shop.db.selectFrom('products').select('slug').where('published', '=', 1).orderBy('id').execute();
    const cards = new Map<string, ProductListItem>();
    for (let page = 1; cards.size < products.length; page += 1) {
      const listing = (await shop.api.get(`/v3/products?limit=100&order_by=oldest&page=${page}`)).body.data as ProductListItem[];
      if (listing.length === 0) break;
      for (const item of listing) cards.set(item.slug, item);
    }
    expect(cards.size).toBe(products.length);
    views = new Map();
    for (const { slug } of products) views.set(slug, await viewsOf(slug, cards.get(slug)!));
  }, 120_000);

  it('strikes through the regular price, never the price before the discount (the poplin shirt)', () => {
    // 2,990 less its 250 taka discount against the 3,640 the shop records as its regular price.
    const poplin = views.get('regular-fit-poplin-shirt')!;
    const expected = { current: 2740, was: 3640 };
    expect(poplin.card).toEqual(expected);
    expect(poplin.productPage[0]).toEqual(expected);
    expect(poplin.bag).toContainEqual(expected);
    expect(poplin.checkout).toContainEqual(expected);
  });

  it('strikes through the regular price of a product on sale by percent, and of one priced below it without a discount', () => {
    // 25 percent off 2,690, whose regular price is the same 2,690.
    expect(views.get('oxford-cotton-casual-shirt')!.bag).toContainEqual({ current: 2017.5, was: 2690 });
    // No discount, but sold at 2,390 below the 3,140 recorded as regular.
    expect(views.get('checked-flannel-shirt')!.bag).toContainEqual({ current: 2390, was: 3140 });
  });

  it('strikes nothing through for a product sold at its regular price', () => {
    const mandarin = views.get('mandarin-collar-cotton-shirt')!;
    expect(mandarin.card).toEqual({ current: 2590, was: null });
    expect([...mandarin.productPage, ...mandarin.bag, ...mandarin.checkout].every((shown) => shown.was === null)).toBe(true);
  });

  it('shows the same current and "was" price on the product page, in the bag and at checkout, variant by variant', () => {
    const mismatches: string[] = [];
    for (const [slug, shown] of views) {
      const [product, ...variants] = shown.productPage;
      if (JSON.stringify(shown.card) !== JSON.stringify(product)) mismatches.push(`${slug}: card ${JSON.stringify(shown.card)} ≠ page ${JSON.stringify(product)}`);
      variants.forEach((page, index) => {
        for (const [view, other] of [
          ['bag', shown.bag[index]],
          ['checkout', shown.checkout[index]],
        ] as const) {
          if (JSON.stringify(page) !== JSON.stringify(other)) mismatches.push(`${slug} #${index}: page ${JSON.stringify(page)} ≠ ${view} ${JSON.stringify(other)}`);
        }
      });
    }
    expect(mismatches).toEqual([]);
    expect(views.size).toBeGreaterThan(100);
  });
});
