/**
 * /reload, the refresh route (spec 001 §2.1 "reload | refresh route used to reload"; spec 000 §2.1): opening
 * /reload?to=<in-app path> marks every cached answer stale and goes straight on to the path, replacing /reload in
 * the history. The shell stays (no full page load, no start-up); the page itself unmounts and mounts afresh, so it
 * loads its data again — also when `to` is the page the user is on. A missing, foreign or looping `to` goes to the
 * start page.
 */
import { createRoute, useNavigate } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { resolveTargetPath } from '@portal/domain';
import type { TShellRoute } from '../router';

export type TReloadSearch = { to?: string };

export const reloadSearch = (search: Record<string, unknown>): TReloadSearch => (typeof search.to === 'string' && search.to ? { to: search.to } : {});

/** Where /reload leads: an in-app path (not /reload itself, no other origin), else the start page. */
export function reloadTarget(to: string | undefined): string {
  const target = resolveTargetPath(to, '/startseite');
  return target === '/reload' || target.startsWith('/reload?') || target.startsWith('/reload/') ? '/startseite' : target;
}

/** Navigation options that reload `path` through the refresh route, e.g. `navigate(reloadTo('/startseite'))`. */
export const reloadTo = (path: string) => ({ to: '/reload' as const, search: { to: path }, replace: true });

export function createReloadRoutes(shellRoute: TShellRoute) {
  const reloadRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'reload',
    validateSearch: reloadSearch,
    // Stale, not refetched here: what the next page mounts loads fresh, the rest when it is used again.
    beforeLoad: ({ context }) => void context.queryClient.invalidateQueries({ refetchType: 'none' }),
    component: function ReloadPage() {
      const { to } = reloadRoute.useSearch();
      const navigate = useNavigate();
      // Before paint: the empty page is never drawn, the shell stays as it was.
      useLayoutEffect(() => {
        void navigate({ href: reloadTarget(to), replace: true });
      }, [navigate, to]);
      return null;
    },
  });
  return [reloadRoute] as const;
}
