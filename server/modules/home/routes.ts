import type { RouteDefinition } from '../../http/types';

export const homeRoutes: RouteDefinition[] = [];
