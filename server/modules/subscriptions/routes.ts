import type { RouteDefinition } from '../../http/types';

export const subscriptionRoutes: RouteDefinition[] = [];
