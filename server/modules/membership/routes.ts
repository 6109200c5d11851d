import type { RouteDefinition } from '@/server/http/types';

export const membershipRoutes: RouteDefinition[] = [];
