export { appStatusQueryOptions, getAppStatus, useAppStatus } from './api';
export { MaintenancePage } from './routes/maintenance-page';
