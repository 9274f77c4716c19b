export { IdleWarning } from './components/idle-warning';
export { ActiveSessionsDialog } from './components/active-sessions-dialog';
export { MemberSessionsCard } from './components/member-sessions-card';
