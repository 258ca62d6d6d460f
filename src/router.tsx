import { createRouter } from '@tanstack/react-router';
import { parseUrlSearch, stringifyUrlSearch } from '@/lib/url-search.ts';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from './router-context.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    basepath: '/catalogues',
    context,
    defaultPreload: 'intent',
    // Route loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
