export { activityFeedQueryOptions, type TActivityScope } from './api';
export { ActivityFeed } from './components/activity-feed';
export { ActivitySection } from './components/activity-section';
export { prefetchWelcome, WelcomeDialog } from './components/welcome-dialog';
