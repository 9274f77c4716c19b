/** Offers table /vorgang/aktuelle_angebote (spec 000 §2.8). Owned by features/offers. */
import type { TShellRoute } from '../router';

export function createOfferRoutes(_shellRoute: TShellRoute) {
  return [] as const;
}
