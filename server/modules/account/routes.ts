import type { RouteDefinition } from '../../http/types';

export const accountRoutes: RouteDefinition[] = [];
