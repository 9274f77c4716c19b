/** Global search of spec 001 §2.1: suche, suche/{id}, suche/{type}/{id}; start/news redirects to suche. */
import { createRoute, redirect, useRouter } from '@tanstack/react-router';
import { validateSearchPageSearch } from '../../../features/search/search-page-search';
import { isRouteRegistered } from '../is-route-registered';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const SearchPage = lazyPage(() => import('../../../features/search/routes/search-page'), 'SearchPage');
const SearchObjectPage = lazyPage(() => import('../../../features/search/routes/search-object-page'), 'SearchObjectPage');

/** Process and document routes arrive with later issues; the search asks the route table whether they exist. */
function useRouteExists() {
  const router = useRouter();
  return (pattern: string) => isRouteRegistered(router, pattern);
}

export function createSearchRoutes(shellRoute: TShellRoute) {
  const searchRoute = createRoute({ getParentRoute: () => shellRoute, path: 'suche', validateSearch: validateSearchPageSearch, component: withPages(SearchRoute, SearchPage) });
  const searchIdRoute = createRoute({ getParentRoute: () => shellRoute, path: 'suche/$id', component: withPages(SearchIdRoute, SearchObjectPage) });
  const searchTypeRoute = createRoute({ getParentRoute: () => shellRoute, path: 'suche/$type/$id', component: withPages(SearchTypeRoute, SearchObjectPage) });
  const newsRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'start/news',
    beforeLoad: () => {
      throw redirect({ to: '/suche', replace: true });
    },
  });

  function SearchRoute() {
    const search = searchRoute.useSearch();
    const routeExists = useRouteExists();
    return <SearchPage search={search} routeExists={routeExists} />;
  }
  function SearchIdRoute() {
    const { id } = searchIdRoute.useParams();
    const routeExists = useRouteExists();
    return <SearchObjectPage key={id} id={id} routeExists={routeExists} />;
  }
  function SearchTypeRoute() {
    const { type, id } = searchTypeRoute.useParams();
    const routeExists = useRouteExists();
    return <SearchObjectPage key={`${type}/${id}`} id={id} type={type} routeExists={routeExists} />;
  }

  return [searchRoute, searchIdRoute, searchTypeRoute, newsRoute] as const;
}
