import type { RouteDefinition } from '../../http/types';

export const reviewRoutes: RouteDefinition[] = [];
