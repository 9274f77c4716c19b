/** Card group pages /custom and /custom/{id} of the Karten preset (spec 000 §2.1, §2.5). */
import { createRoute } from '@tanstack/react-router';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const CardStartPage = lazyPage(() => import('../../../features/cards/routes/card-start-page'), 'CardStartPage');

export function createCardRoutes(shellRoute: TShellRoute) {
  const customRoute = createRoute({ getParentRoute: () => shellRoute, path: 'custom', component: withPages(function CardTopRoute() {
    return <CardStartPage groupId={null} />;
  }, CardStartPage) });
  const groupRoute = createRoute({ getParentRoute: () => shellRoute, path: 'custom/$id', component: withPages(CardGroupRoute, CardStartPage) });
  function CardGroupRoute() {
    const { id } = groupRoute.useParams();
    // Keyed by the group: going to a sub-group starts the page afresh.
    return <CardStartPage key={id} groupId={id} />;
  }
  return [customRoute, groupRoute] as const;
}
