export { inboxCountQueryOptions, summaryQueryOptions, useSummary } from './api';
export { StartPage } from './routes/start-page';
export { useNavigationEntries } from './use-navigation-entries';
