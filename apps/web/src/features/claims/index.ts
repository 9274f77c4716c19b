export { ClaimDetailDialog, CLAIM_DIALOG_WIDTH } from './components/claim-detail-dialog';
export { ClaimDetailView, claimHeadline } from './components/claim-detail-view';
export { ClaimDetailPage } from './routes/claim-detail-page';
export { claimQueryOptions, getClaim, useClaim, type TClaimDetail } from './api/get-claim';
export { ClaimListPage } from './routes/claim-list-page';
