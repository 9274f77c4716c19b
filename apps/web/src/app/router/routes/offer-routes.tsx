/** Offers table /vorgang/aktuelle_angebote (spec 000 §2.8). Owned by features/offers. */
import { createRoute } from '@tanstack/react-router';
import { OffersPage } from '../../../features/offers';
import type { TShellRoute } from '../router';

export function createOfferRoutes(shellRoute: TShellRoute) {
  const offersRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/aktuelle_angebote', component: OffersPage });
  return [offersRoute] as const;
}
