export { feedSummaryQueryOptions, processFeedQueryOptions, useProcessReadStatusMutation, type TFeedSummary } from './api';
export { ProcessFeedView, type TProcessFeedViewProps } from './components/process-feed-view';
export { PROCESS_FEED_PATHS, processDetailPath } from './process-feed-helpers';
export { ProcessFeedPage, type TProcessFeedPageKind } from './routes/process-feed-page';
export { PostBoxPage } from './routes/postbox-page';
export { PostBoxTabs, type TPostBoxTab } from './components/postbox-tabs';
export { ActiveAlertsPage } from './routes/active-alerts-page';
export { ProcessListPage } from './routes/process-list-page';
