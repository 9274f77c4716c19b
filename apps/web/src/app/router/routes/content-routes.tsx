/**
 * /content/{id} content pages and /risikomanagement (spec 001 §2.1; issue 14 item 7). Owned by
 * features/content-pages and features/risk-management; their code loads only with these routes.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeeRiskManagement } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

/** End customers, claim reporters and guests do not get risk management (the server refuses them too). */
function guardRiskManagement(): void {
  const active = sessionStore.getState().active;
  if (!active || !canSeeRiskManagement(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

export function createContentRoutes(shellRoute: TShellRoute) {
  return [
    createRoute({ getParentRoute: () => shellRoute, path: 'content/$id', component: lazyPage(() => import('../../../features/content-pages/routes/content-page'), 'ContentPageRoute') }),
    createRoute({
      getParentRoute: () => shellRoute,
      path: 'risikomanagement',
      beforeLoad: guardRiskManagement,
      component: lazyPage(() => import('../../../features/risk-management/routes/risk-management-page'), 'RiskManagementPage'),
    }),
  ] as const;
}
