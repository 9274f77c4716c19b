export { IdleWarning } from './components/idle-warning';
export { MemberSessionsCard } from './components/member-sessions-card';
