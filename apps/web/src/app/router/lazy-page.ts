/**
 * Route-level code splitting (code-based routes): each feature page is its own chunk, fetched when the router
 * loads its route. The route's critical part (path, params gate, search validation, guards) stays in the
 * entry; the component is split. Wrappers that pass route params to a page get the page's `preload`, which the
 * router awaits before it renders the match (pending page after 300 ms), so the page never suspends mid-render.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

type TPreloadable = { preload?: () => Promise<void> | undefined };

export const lazyPage = lazyRouteComponent;

/** Gives a route component the preload of the lazy pages it renders. */
export function withPages<TComponent extends object>(component: TComponent, ...pages: TPreloadable[]): TComponent & { preload: () => Promise<void> } {
  return Object.assign(component, {
    preload: async () => {
      await Promise.all(pages.map((page) => page.preload?.()));
    },
  });
}
