import type { RouteDefinition } from '../../http/types';

export const catalogRoutes: RouteDefinition[] = [];
