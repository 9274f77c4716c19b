/** Agency pages (spec 000 §2.9): vermittlerkonten, vermittler/{id}/{focus}, vermittlerkonten/auswertung. Owned by features/agencies. */
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeeAgencies } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

/** Agency pages are blocked for preset Sachbearbeiter or an unset preset, and for non-brokers (the server refuses too). */
function guardAgencies(): void {
  const active = sessionStore.getState().active;
  if (!active || !canSeeAgencies(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

const AgencyPage = lazyPage(() => import('../../../features/agencies/routes/agency-page'), 'AgencyPage');

export function createAgencyRoutes(shellRoute: TShellRoute) {
  const analysisRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vermittlerkonten/auswertung',
    beforeLoad: guardAgencies,
    component: lazyPage(() => import('../../../features/agencies/routes/agency-analysis-page'), 'AgencyAnalysisPage'),
  });
  const listRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vermittlerkonten',
    beforeLoad: guardAgencies,
    component: lazyPage(() => import('../../../features/agencies/routes/agencies-page'), 'AgenciesPage'),
  });
  const agencyRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vermittler/$id', beforeLoad: guardAgencies, component: withPages(AgencyRoute, AgencyPage) });
  const agencyFocusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vermittler/$id/$focus', beforeLoad: guardAgencies, component: withPages(AgencyFocusRoute, AgencyPage) });
  function AgencyRoute() {
    const { id } = agencyRoute.useParams();
    return <AgencyPage id={id} />;
  }
  function AgencyFocusRoute() {
    const { id, focus } = agencyFocusRoute.useParams();
    return <AgencyPage id={id} focus={focus} />;
  }
  return [listRoute, analysisRoute, agencyRoute, agencyFocusRoute] as const;
}
