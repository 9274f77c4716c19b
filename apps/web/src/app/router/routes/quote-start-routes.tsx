/**
 * The quote start page (spec 001 §2.1, §2.7; issue 14 item 6): /cc (the product that maps for the query),
 * /service/{url} (a product by its URL slug) and /vwfs_vvd_vertrag (the VWFS product for the contract in ?id=), each
 * with the query parameters processId, id, object, ccProductId, foreignProcessId, autoImport; and outside the shell
 * the portal's demo calculation product /rechner-demo, which receives the hand-over in a new tab. Owned by
 * features/quote-start; its pages and texts load only with these routes.
 */
import { createRoute, useNavigate } from '@tanstack/react-router';
import { VWFS_PRODUCT_SLUG } from '@portal/domain';
import type { TQuoteSearch } from '../../../features/quote-start/routes/quote-start-page';
import { guardAuth } from '../guards';
import { lazyPage, withPages } from '../lazy-page';
import type { TRootRoute, TShellRoute } from '../router';

const QuoteStartPage = lazyPage(() => import('../../../features/quote-start/routes/quote-start-page'), 'QuoteStartPage');
const DemoCalculatorPage = lazyPage(() => import('../../../features/quote-start/routes/demo-calculator-page'), 'DemoCalculatorPage');

const KEYS = ['processId', 'id', 'object', 'ccProductId', 'foreignProcessId', 'autoImport'] as const;

/** The query parameters as trimmed strings; anything else is as if it were missing (the server checks the rest). */
function quoteSearch(search: Record<string, unknown>): TQuoteSearch {
  const out: TQuoteSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/** Keeps the other parameters and sets ?object= (the chosen object). */
function useChooseObject(): (objectId: string) => void {
  const navigate = useNavigate();
  return (objectId) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, object: objectId }) });
}

export function createQuoteStartRoutes(shellRoute: TShellRoute) {
  const ccRoute = createRoute({ getParentRoute: () => shellRoute, path: 'cc', validateSearch: quoteSearch, component: withPages(CcRoute, QuoteStartPage) });
  function CcRoute() {
    const search = ccRoute.useSearch();
    return <QuoteStartPage search={search} onChooseObject={useChooseObject()} />;
  }
  const serviceRoute = createRoute({ getParentRoute: () => shellRoute, path: 'service/$url', validateSearch: quoteSearch, component: withPages(ServiceRoute, QuoteStartPage) });
  function ServiceRoute() {
    const { url } = serviceRoute.useParams();
    const search = serviceRoute.useSearch();
    return <QuoteStartPage key={url} search={search} slug={url.toLowerCase()} onChooseObject={useChooseObject()} />;
  }
  const vwfsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vwfs_vvd_vertrag', validateSearch: quoteSearch, component: withPages(VwfsRoute, QuoteStartPage) });
  function VwfsRoute() {
    const search = vwfsRoute.useSearch();
    return <QuoteStartPage search={search} slug={VWFS_PRODUCT_SLUG} onChooseObject={useChooseObject()} />;
  }
  return [ccRoute, serviceRoute, vwfsRoute] as const;
}

/** The demo calculation product: public like a real external product (the token is its credential). */
export function createDemoCalculatorRoutes(rootRoute: TRootRoute) {
  const demoRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'rechner-demo',
    beforeLoad: guardAuth,
    validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    component: withPages(DemoRoute, DemoCalculatorPage),
  });
  function DemoRoute() {
    const { token } = demoRoute.useSearch();
    return <DemoCalculatorPage token={token ?? null} />;
  }
  return [demoRoute] as const;
}
