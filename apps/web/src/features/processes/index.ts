export { feedSummaryQueryOptions, type TFeedSummary } from './api';
