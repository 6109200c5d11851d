import type { ContractKey } from '@/contract';
import { readThroughContract } from '../support/contract';
import { setUpTestShop } from '../support/testApi';

// Every read the storefront makes of the embedded API, answered by the seeded shop and read through
// the storefront's contract: the two sides agree on each answer's shape.

const shop = setUpTestShop();

async function guestHeaders(): Promise<Record<string, string>> {
  const session = await shop.api.post('/v2/auth/signin-guest-user');
  return { Authorization: `Bearer ${session.body.access_token}` };
}

describe('the embedded API answers as the contract says', () => {
  it.each<[string, ContractKey]>([
    ['/v3/products?limit=4', 'productList'],
    ['/v2/categories', 'categoryTree'],
    ['/v2/best-selling-categories', 'categoryTiles'],
    ['/v2/categories/trending', 'categoryTiles'],
    ['/v2/slider-main', 'homeSlides'],
    ['/v2/all-banner-ad', 'homeBanners'],
    ['/v2/flash-deals', 'flashDeals'],
    ['/v2/campaign', 'campaigns'],
    ['/v2/categories/home-categories-product', 'homeCategoryRows'],
    ['/v2/blog?limit=3', 'blogPage'],
    ['/v2/payment-types', 'paymentTypes'],
    ['/v2/inside-outside-dhaka-price', 'dhakaShippingPrices'],
    ['/v2/shippingChargeExpressAndRegular', 'deliveryMethods'],
    ['/v2/pickup-list', 'pickupPoints'],
    ['/v2/membership/card_list', 'membershipCardTypes'],
    ['/v2/countries', 'places'],
    ['/v2/business-settings', 'businessSettings'],
  ])('GET %s', async (path, key) => {
    const answer = await shop.api.get(path);
    expect(answer.status).toBe(200);
    readThroughContract(key, answer.body);
  });

  it('GET a product page, its related products and its category facets', async () => {
    const listing = readThroughContract('productList', (await shop.api.get('/v3/products?limit=1')).body);
    const [card] = listing.data;
    const page = readThroughContract('productPage', (await shop.api.get(`/v2/productsBySlug/${card.slug}`)).body);
    expect(page.data[0].id).toBe(card.id);
    readThroughContract('productCards', (await shop.api.get(`/v3/products/related?product_id=${card.id}&limit=4`)).body);
    const [category] = page.data[0].categories;
    readThroughContract('categoryFacets', (await shop.api.get(`/v2/categories-filter?category=${category.slug}`)).body);
  });

  it('the bag: adding a piece, the list, the summary and the promotion', async () => {
    const headers = await guestHeaders();
    const listing = readThroughContract('productList', (await shop.api.get('/v3/products?limit=1')).body);
    const product = readThroughContract('productPage', (await shop.api.get(`/v2/productsBySlug/${listing.data[0].slug}`)).body).data[0];
    const variant = product.variant.find((one) => one.stock > 0)!;
    const added = await shop.api.post('/v2/carts/add', { id: product.id, variant: variant.variant, barcode: variant.barcode, quantity: 1 }, headers);
    expect(readThroughContract('addToCart', added.body).result).toBe(true);
    const [group] = readThroughContract('cartList', (await shop.api.post('/v2/carts', undefined, headers)).body);
    expect(group.cart_items.map((item) => item.barcode)).toEqual([variant.barcode]);
    readThroughContract('cartSummary', (await shop.api.get('/v2/cart-summary', headers)).body);
    readThroughContract('promotionSelection', (await shop.api.get('/v3/carts/promotion-get-selection', headers)).body);
  });
});
