import { createRouter } from './http/router';
import type { RouteDefinition } from './http/types';
import { catalogRoutes } from './modules/catalog/routes';
import { homeRoutes } from './modules/home/routes';
import { mediaRoutes } from './modules/media/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { settingsRoutes } from './modules/settings/routes';
import { storeRoutes } from './modules/stores/routes';

// Every module's routes in one table; paths are relative to the API base (`/api`).
const ROUTES: RouteDefinition[] = [
  ...settingsRoutes,
  ...homeRoutes,
  ...catalogRoutes,
  ...reviewRoutes,
  ...storeRoutes,
  ...mediaRoutes,
];

export const handleApiRequest = createRouter(ROUTES);
