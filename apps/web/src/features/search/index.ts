export { GlobalSearchField } from './components/global-search-field';
export { SearchPage, validateSearchPageSearch, type TSearchPageSearch } from './routes/search-page';
export { SearchObjectPage } from './routes/search-object-page';
export type { TRouteExists } from './find-target';
