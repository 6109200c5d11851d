import type { RouteDefinition } from '../../http/types';

export const authRoutes: RouteDefinition[] = [];
