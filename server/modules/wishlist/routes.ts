import type { RouteDefinition } from '../../http/types';

export const wishlistRoutes: RouteDefinition[] = [];
