import type { QueryClient } from '@tanstack/react-query';
import { setApiEventHandlers } from '../lib/api-client';
import { rememberTargetUrl } from '../lib/target-url';
import { sessionStore } from '../features/session';
import type { TAppRouter } from './router/router';

/**
 * Where the app goes when any call finds the session gone (401 → login, keeping the page as
 * target) or the app locked (503 MAINTENANCE → maintenance page).
 */
export function connectApiEvents(router: TAppRouter, queryClient: QueryClient): void {
  setApiEventHandlers({
    onUnauthenticated: () => {
      const { pathname, href } = router.state.location;
      if (pathname.startsWith('/auth')) return;
      rememberTargetUrl(href);
      void router.navigate({ to: '/auth/login', replace: true }).then(() => {
        sessionStore.clear();
        queryClient.clear();
      });
    },
    onMaintenance: () => {
      if (router.state.location.pathname === '/wartung') return;
      void router.navigate({ to: '/wartung' });
    },
  });
}
