import type { RouteDefinition } from '../../http/types';

export const couponRoutes: RouteDefinition[] = [];
