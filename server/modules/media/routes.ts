import type { RouteDefinition } from '../../http/types';

export const mediaRoutes: RouteDefinition[] = [];
