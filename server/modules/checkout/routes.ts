import type { RouteDefinition } from '@/server/http/types';

export const checkoutRoutes: RouteDefinition[] = [];
