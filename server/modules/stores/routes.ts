import type { RouteDefinition } from '../../http/types';

export const storeRoutes: RouteDefinition[] = [];
