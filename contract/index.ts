import { accountDeletionAnswer, cities, places } from './account';
import { recoveryCodeAnswer } from './auth';
import {
  addToCartAnswer,
  cartList,
  cartSummary,
  codeSentAnswer,
  couponAnswer,
  giftCardAppliedAnswer,
  membershipAppliedAnswer,
  membershipCardTypes,
  membershipPurchaseAnswer,
  ownMemberships,
  promotionSelectionAnswer,
} from './cart';
import { categoryFacetsAnswer, categoryTiles, categoryTree, productCards, productListResponse, productPage } from './catalog';
import { deliveryMethods, dhakaShippingPrices, paymentTypes, pickupPoints, placeOrderAnswer } from './checkout';
import { mutationAnswer } from './envelope';
import { blogPage, campaigns, flashDeals, homeBanners, homeCategoryRows, homeSlides } from './home';
import { businessSettings, imageLinkAnswer, subscribeAnswer } from './settings';

// Every answer the storefront reads, by name. Only the lazily loaded API client imports this module
// (services name a schema by its key), so that the schemas stay out of a page's first load.

export const contract = {
  productList: productListResponse,
  productCards,
  productPage,
  categoryTree,
  categoryFacets: categoryFacetsAnswer,
  categoryTiles,
  homeSlides,
  homeBanners,
  flashDeals,
  campaigns,
  homeCategoryRows,
  blogPage,
  mutation: mutationAnswer,
  cartList,
  addToCart: addToCartAnswer,
  cartSummary,
  promotionSelection: promotionSelectionAnswer,
  coupon: couponAnswer,
  codeSent: codeSentAnswer,
  giftCardApplied: giftCardAppliedAnswer,
  membershipCardTypes,
  ownMemberships,
  membershipPurchase: membershipPurchaseAnswer,
  membershipApplied: membershipAppliedAnswer,
  paymentTypes,
  dhakaShippingPrices,
  deliveryMethods,
  pickupPoints,
  placeOrder: placeOrderAnswer,
  accountDeletion: accountDeletionAnswer,
  places,
  cities,
  recoveryCode: recoveryCodeAnswer,
  subscribe: subscribeAnswer,
  businessSettings,
  imageLink: imageLinkAnswer,
};

export type Contract = typeof contract;
export type ContractKey = keyof Contract;
