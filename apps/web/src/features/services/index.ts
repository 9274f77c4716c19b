/** What other features use of the services (kept tiny: the claims feature shows the approval actions). */
import { lazy } from 'react';

/** Approve/reject of a claim report waiting for approval; its code and texts load when it renders. */
export const ClaimApprovalActions = lazy(() => import('./components/claim-approval-actions'));
