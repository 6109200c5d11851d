import type { RouteDefinition } from '../../http/types';

export const settingsRoutes: RouteDefinition[] = [];
