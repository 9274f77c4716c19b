/** Agency pages (spec 000 §2.9): vermittlerkonten/auswertung. Owned by features/agencies. */
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeeAgencies } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

/** Agency pages are blocked for preset Sachbearbeiter or an unset preset, and for non-brokers (the server refuses too). */
function guardAgencies(): void {
  const active = sessionStore.getState().active;
  if (!active || !canSeeAgencies(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

export function createAgencyRoutes(shellRoute: TShellRoute) {
  const analysisRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vermittlerkonten/auswertung',
    beforeLoad: guardAgencies,
    component: lazyPage(() => import('../../../features/agencies/routes/agency-analysis-page'), 'AgencyAnalysisPage'),
  });
  return [analysisRoute] as const;
}
