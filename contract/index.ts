import {
  accountDeletionAnswer,
  addressChange,
  addresses,
  cities,
  places,
  signedInUser,
  userAnswer,
} from './account';
import { guestSessionAnswer, recoveryCodeAnswer, signInAnswer } from './auth';
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
import { orderDetails, orderHistory, orderItems } from './orders';
import { chargeSettledAnswer, simulatedChargeAnswer } from './payments';
import { businessSettings, imageLinkAnswer, staticDataAnswer, subscribeAnswer } from './settings';
import {
  affiliateAccountAnswer,
  affiliateEarnings,
  affiliateGraph,
  affiliateItems,
  affiliatePayments,
  affiliateStandingAnswer,
  affiliateStatsAnswer,
  affiliateVisits,
  applicationAnswer,
  generatedUrlAnswer,
  paymentSettingsAnswer,
  withdrawRequests,
} from './affiliate';
import { contentPageAnswer, pageLinks, seoMetaAnswer } from './content';
import { ownReviews, productReviews, reviewableProducts } from './reviews';
import { stockRequests } from './stockRequests';
import { storeLocator } from './stores';
import { wishlist } from './wishlist';

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
  productReviews,
  ownReviews,
  reviewableProducts,
  affiliateStanding: affiliateStandingAnswer,
  affiliateAccount: affiliateAccountAnswer,
  affiliateStats: affiliateStatsAnswer,
  affiliateGraph,
  affiliateEarnings,
  affiliateVisits,
  affiliatePayments,
  withdrawRequests,
  paymentSettings: paymentSettingsAnswer,
  affiliateItems,
  affiliateApplication: applicationAnswer,
  generatedUrl: generatedUrlAnswer,
  pageLinks,
  contentPage: contentPageAnswer,
  seoMeta: seoMetaAnswer,
  staticData: staticDataAnswer,
  stockRequests,
  storeLocator,
  guestSession: guestSessionAnswer,
  signIn: signInAnswer,
  signedInUser,
  profileUpdate: userAnswer,
  addresses,
  addressChange,
  defaultAddress: userAnswer,
  wishlist,
  orderHistory,
  orderDetails,
  orderItems,
  simulatedCharge: simulatedChargeAnswer,
  chargeSettled: chargeSettledAnswer,
};

export type Contract = typeof contract;
export type ContractKey = keyof Contract;
