import { lazy } from 'react';

/** The administration audit log viewer (issue 12 §11): an admin menu entry. */
export const AuditLogDialog = lazy(() => import('./components/audit-log-dialog'));
