import type { RouteDefinition } from '../../http/types';

export const cartRoutes: RouteDefinition[] = [];
