import { createRouter } from './http/router';
import type { RouteDefinition } from './http/types';
import { accountRoutes } from './modules/account/routes';
import { affiliateRoutes } from './modules/affiliate/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { couponRoutes } from './modules/coupons/routes';
import { giftCardRoutes } from './modules/giftCards/routes';
import { homeRoutes } from './modules/home/routes';
import { mediaRoutes } from './modules/media/routes';
import { membershipRoutes } from './modules/membership/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { stockRequestRoutes } from './modules/stockRequests/routes';
import { storeRoutes } from './modules/stores/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { wishlistRoutes } from './modules/wishlist/routes';

// Every module's routes in one table; paths are relative to the API base (`/api`).
const ROUTES: RouteDefinition[] = [
  ...settingsRoutes,
  ...homeRoutes,
  ...catalogRoutes,
  ...reviewRoutes,
  ...storeRoutes,
  ...mediaRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...cartRoutes,
  ...couponRoutes,
  ...membershipRoutes,
  ...giftCardRoutes,
  ...shippingRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...wishlistRoutes,
  ...subscriptionRoutes,
  ...stockRequestRoutes,
  ...affiliateRoutes,
];

export const handleApiRequest = createRouter(ROUTES);
