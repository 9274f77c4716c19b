import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the code of the routes a path matches (their lazy pages), without running guards or loaders: the
 * start-up loads the page it will open while its own calls are still under way.
 */
export function preloadRouteChunks(router: AnyRouter, href: string): void {
  const pathname = href.split(/[?#]/, 1)[0] || '/';
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    // A chunk that fails to load here is loaded (and its failure shown) by the navigation itself.
    void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}
