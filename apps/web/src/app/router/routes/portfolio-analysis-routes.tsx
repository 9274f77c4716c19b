/** The portfolio analysis /auswertung (issue 14 item 8): brokers and staff, never end customers. Owned by features/portfolio-analysis. */
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeePortfolioAnalysis } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

/** End customers and claim reporters do not get the page (the server refuses them too). */
function guardAnalysis(): void {
  const active = sessionStore.getState().active;
  if (!active || !canSeePortfolioAnalysis(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

export function createPortfolioAnalysisRoutes(shellRoute: TShellRoute) {
  return [
    createRoute({
      getParentRoute: () => shellRoute,
      path: 'auswertung',
      beforeLoad: guardAnalysis,
      component: lazyPage(() => import('../../../features/portfolio-analysis/routes/portfolio-analysis-page'), 'PortfolioAnalysisPage'),
    }),
  ] as const;
}
