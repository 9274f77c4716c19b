/** The vehicle list /fahrzeug and the eVB list /evb (spec 001 §2.5; issue 14). Owned by features/vehicles. */
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeeVehicles } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

/** Only members the server serves these lists to (licences with motor products, not claim reporters). */
function guardVehicles(): void {
  const active = sessionStore.getState().active;
  if (!active || !canSeeVehicles(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

export function createVehicleRoutes(shellRoute: TShellRoute) {
  return [
    createRoute({ getParentRoute: () => shellRoute, path: 'fahrzeug', beforeLoad: guardVehicles, component: lazyPage(() => import('../../../features/vehicles/routes/vehicle-list-page'), 'VehicleListPage') }),
    createRoute({ getParentRoute: () => shellRoute, path: 'evb', beforeLoad: guardVehicles, component: lazyPage(() => import('../../../features/vehicles/routes/evb-list-page'), 'EvbListPage') }),
  ] as const;
}
