/** Offers table /vorgang/aktuelle_angebote (spec 000 §2.8). Owned by features/offers. */
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

export function createOfferRoutes(shellRoute: TShellRoute) {
  const offersRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/aktuelle_angebote', component: lazyPage(() => import('../../../features/offers/routes/offers-page'), 'OffersPage') });
  return [offersRoute] as const;
}
