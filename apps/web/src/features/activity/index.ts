export { activityFeedQueryOptions, type TActivityScope } from './api';
export { ActivityFeed } from './components/activity-feed';
export { ActivitySection } from './components/activity-section';
export { WelcomeDialog } from './components/welcome-dialog';
