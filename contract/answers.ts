import type * as z from 'zod/mini';
import type * as account from './account';
import type * as affiliate from './affiliate';
import type * as auth from './auth';
import type * as cart from './cart';
import type * as catalog from './catalog';
import type * as checkout from './checkout';
import type * as content from './content';
import type * as envelope from './envelope';
import type * as home from './home';
import type * as orders from './orders';
import type * as payments from './payments';
import type * as reviews from './reviews';
import type * as settings from './settings';
import type * as stockRequests from './stockRequests';
import type * as stores from './stores';
import type * as wishlist from './wishlist';

// Every answer the storefront reads, by name: the module of contract/ that declares its schema and the
// schema's name there. The table names schemas instead of holding them, so that the browser loads and
// builds only the schemas of the answers a page reads: building all of them at once was a task of about
// 90 ms on this project's test machine, four times that on a phone.

interface Modules {
  account: typeof account;
  affiliate: typeof affiliate;
  auth: typeof auth;
  cart: typeof cart;
  catalog: typeof catalog;
  checkout: typeof checkout;
  content: typeof content;
  envelope: typeof envelope;
  home: typeof home;
  orders: typeof orders;
  payments: typeof payments;
  reviews: typeof reviews;
  settings: typeof settings;
  stockRequests: typeof stockRequests;
  stores: typeof stores;
  wishlist: typeof wishlist;
}

type Domain = keyof Modules;

/** The names a module of contract/ exports a schema under. */
type SchemaName<D extends Domain> = {
  [Name in keyof Modules[D]]: Modules[D][Name] extends z.ZodMiniType ? Name : never;
}[keyof Modules[D]];

type Entry = { [D in Domain]: readonly [D, SchemaName<D>] }[Domain];

export const ANSWERS = {
  productList: ['catalog', 'productListResponse'],
  productCards: ['catalog', 'productCards'],
  productPage: ['catalog', 'productPage'],
  categoryTree: ['catalog', 'categoryTree'],
  categoryFacets: ['catalog', 'categoryFacetsAnswer'],
  categoryTiles: ['catalog', 'categoryTiles'],
  homeSlides: ['home', 'homeSlides'],
  homeBanners: ['home', 'homeBanners'],
  flashDeals: ['home', 'flashDeals'],
  campaigns: ['home', 'campaigns'],
  homeCategoryRows: ['home', 'homeCategoryRows'],
  blogPage: ['home', 'blogPage'],
  mutation: ['envelope', 'mutationAnswer'],
  cartList: ['cart', 'cartList'],
  addToCart: ['cart', 'addToCartAnswer'],
  cartSummary: ['cart', 'cartSummary'],
  promotionSelection: ['cart', 'promotionSelectionAnswer'],
  coupon: ['cart', 'couponAnswer'],
  codeSent: ['cart', 'codeSentAnswer'],
  giftCardApplied: ['cart', 'giftCardAppliedAnswer'],
  membershipCardTypes: ['cart', 'membershipCardTypes'],
  ownMemberships: ['cart', 'ownMemberships'],
  membershipPurchase: ['cart', 'membershipPurchaseAnswer'],
  membershipApplied: ['cart', 'membershipAppliedAnswer'],
  paymentTypes: ['checkout', 'paymentTypes'],
  dhakaShippingPrices: ['checkout', 'dhakaShippingPrices'],
  deliveryMethods: ['checkout', 'deliveryMethods'],
  pickupPoints: ['checkout', 'pickupPoints'],
  placeOrder: ['checkout', 'placeOrderAnswer'],
  accountDeletion: ['account', 'accountDeletionAnswer'],
  places: ['account', 'places'],
  cities: ['account', 'cities'],
  recoveryCode: ['auth', 'recoveryCodeAnswer'],
  subscribe: ['settings', 'subscribeAnswer'],
  businessSettings: ['settings', 'businessSettings'],
  imageLink: ['settings', 'imageLinkAnswer'],
  productReviews: ['reviews', 'productReviews'],
  ownReviews: ['reviews', 'ownReviews'],
  reviewableProducts: ['reviews', 'reviewableProducts'],
  affiliateStanding: ['affiliate', 'affiliateStandingAnswer'],
  affiliateAccount: ['affiliate', 'affiliateAccountAnswer'],
  affiliateStats: ['affiliate', 'affiliateStatsAnswer'],
  affiliateGraph: ['affiliate', 'affiliateGraph'],
  affiliateEarnings: ['affiliate', 'affiliateEarnings'],
  affiliateVisits: ['affiliate', 'affiliateVisits'],
  affiliatePayments: ['affiliate', 'affiliatePayments'],
  withdrawRequests: ['affiliate', 'withdrawRequests'],
  paymentSettings: ['affiliate', 'paymentSettingsAnswer'],
  affiliateItems: ['affiliate', 'affiliateItems'],
  affiliateApplication: ['affiliate', 'applicationAnswer'],
  generatedUrl: ['affiliate', 'generatedUrlAnswer'],
  pageLinks: ['content', 'pageLinks'],
  contentPage: ['content', 'contentPageAnswer'],
  seoMeta: ['content', 'seoMetaAnswer'],
  staticData: ['settings', 'staticDataAnswer'],
  stockRequests: ['stockRequests', 'stockRequests'],
  storeLocator: ['stores', 'storeLocator'],
  guestSession: ['auth', 'guestSessionAnswer'],
  signIn: ['auth', 'signInAnswer'],
  signedInUser: ['account', 'signedInUser'],
  profileUpdate: ['account', 'userAnswer'],
  addresses: ['account', 'addresses'],
  addressChange: ['account', 'addressChange'],
  defaultAddress: ['account', 'userAnswer'],
  wishlist: ['wishlist', 'wishlist'],
  orderHistory: ['orders', 'orderHistory'],
  orderDetails: ['orders', 'orderDetails'],
  orderItems: ['orders', 'orderItems'],
  simulatedCharge: ['payments', 'simulatedChargeAnswer'],
  chargeSettled: ['payments', 'chargeSettledAnswer'],
} as const satisfies Record<string, Entry>;

export type ContractKey = keyof typeof ANSWERS;

type Schema<K extends ContractKey, D extends Domain = (typeof ANSWERS)[K][0]> = Extract<
  Modules[D][(typeof ANSWERS)[K][1] & keyof Modules[D]],
  z.ZodMiniType
>;

/** Every answer's schema by its key. */
export type Contract = { [K in ContractKey]: Schema<K> };

const MODULES: { [D in Domain]: () => Promise<Modules[D]> } = {
  account: () => import('./account'),
  affiliate: () => import('./affiliate'),
  auth: () => import('./auth'),
  cart: () => import('./cart'),
  catalog: () => import('./catalog'),
  checkout: () => import('./checkout'),
  content: () => import('./content'),
  envelope: () => import('./envelope'),
  home: () => import('./home'),
  orders: () => import('./orders'),
  payments: () => import('./payments'),
  reviews: () => import('./reviews'),
  settings: () => import('./settings'),
  stockRequests: () => import('./stockRequests'),
  stores: () => import('./stores'),
  wishlist: () => import('./wishlist'),
};

/** The schema of the answer named by `key`, with the module that declares it loaded on first use. */
export async function answerSchema<K extends ContractKey>(key: K): Promise<Contract[K]> {
  const [domain, name] = ANSWERS[key];
  const schemas: Record<string, unknown> = await MODULES[domain]();
  return schemas[name] as Contract[K];
}
