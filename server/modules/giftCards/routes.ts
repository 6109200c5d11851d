import type { RouteDefinition } from '@/server/http/types';

export const giftCardRoutes: RouteDefinition[] = [];
