/**
 * Service routes (spec 000 §2.1, 001 §2.1; issue 13): /meldung, the overview, and one route per service —
 * /meldung/schaden, /meldung/spartenschaden, /meldung/fremdvertrag, /meldung/bestandsübertragung,
 * /meldung/neueantragErfassen, /meldung/neuesAngebot, /meldung/neuenInteressenten — with ?vertrag=<contractId>.
 * Static routes (so that isRouteRegistered finds them for the report-claim buttons), and /meldung/$service behind
 * them, which takes the ü of bestandsübertragung however the browser encoded it. Owned by features/services; its
 * pages, texts and the form runtime load only with these routes.
 */
import { createRoute } from '@tanstack/react-router';
import { SERVICE_ROUTE_SEGMENTS } from '@portal/domain';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const ServicesOverviewPage = lazyPage(() => import('../../../features/services/routes/services-overview-page'), 'ServicesOverviewPage');
const ServicePage = lazyPage(() => import('../../../features/services/routes/service-page'), 'ServicePage');

/** ?vertrag= (a contract id) survives as a trimmed string; anything else is as if it were missing. */
const serviceSearch = (search: Record<string, unknown>): { vertrag?: string } => (typeof search.vertrag === 'string' && search.vertrag.trim() ? { vertrag: search.vertrag.trim() } : {});

export function createServiceRoutes(shellRoute: TShellRoute) {
  const overviewRoute = createRoute({ getParentRoute: () => shellRoute, path: 'meldung', component: ServicesOverviewPage });
  const serviceRoute = (segment: string) => {
    const route = createRoute({
      getParentRoute: () => shellRoute,
      path: `meldung/${segment}`,
      validateSearch: serviceSearch,
      component: withPages(function ServiceRoute() {
        const { vertrag } = route.useSearch();
        return <ServicePage key={`${segment}|${vertrag ?? ''}`} segment={segment} contractId={vertrag} />;
      }, ServicePage),
    });
    return route;
  };
  const schaden = serviceRoute(SERVICE_ROUTE_SEGMENTS.claimReport);
  const spartenschaden = serviceRoute(SERVICE_ROUTE_SEGMENTS.claimReportComfort);
  const fremdvertrag = serviceRoute(SERVICE_ROUTE_SEGMENTS.foreignContract);
  const bestand = serviceRoute(SERVICE_ROUTE_SEGMENTS.inventoryTransfer);
  const antrag = serviceRoute(SERVICE_ROUTE_SEGMENTS.newApplication);
  const angebot = serviceRoute(SERVICE_ROUTE_SEGMENTS.newOffer);
  const interessent = serviceRoute(SERVICE_ROUTE_SEGMENTS.newProspect);
  const anyServiceRoute = createRoute({ getParentRoute: () => shellRoute, path: 'meldung/$service', validateSearch: serviceSearch, component: withPages(AnyServiceRoute, ServicePage) });
  function AnyServiceRoute() {
    const { service } = anyServiceRoute.useParams();
    const { vertrag } = anyServiceRoute.useSearch();
    return <ServicePage key={`${service}|${vertrag ?? ''}`} segment={service} contractId={vertrag} />;
  }
  return [overviewRoute, schaden, spartenschaden, fremdvertrag, bestand, antrag, angebot, interessent, anyServiceRoute] as const;
}
