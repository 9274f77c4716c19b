export { GlobalSearchField } from './components/global-search-field';
export { SearchPage } from './routes/search-page';
export { validateSearchPageSearch, type TSearchPageSearch } from './search-page-search';
export { SearchObjectPage } from './routes/search-object-page';
export type { TRouteExists } from './find-target';
