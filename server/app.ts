import { createRouter } from './http/router';
import type { RouteDefinition } from './http/types';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { couponRoutes } from './modules/coupons/routes';
import { homeRoutes } from './modules/home/routes';
import { mediaRoutes } from './modules/media/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { settingsRoutes } from './modules/settings/routes';
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
  ...wishlistRoutes,
  ...subscriptionRoutes,
];

export const handleApiRequest = createRouter(ROUTES);
