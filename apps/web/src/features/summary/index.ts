export { inboxCountQueryOptions, summaryQueryOptions, useSummary } from './api';
export { StartPage } from './routes/start-page';
