import type { RouteDefinition } from '@/server/http/types';

export const shippingRoutes: RouteDefinition[] = [];
