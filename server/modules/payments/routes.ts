import type { RouteDefinition } from '@/server/http/types';

export const paymentRoutes: RouteDefinition[] = [];
