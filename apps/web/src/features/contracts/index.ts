export { ContractDetailDialog, CONTRACT_DIALOG_WIDTH, KOMPAKT_DIALOG_WIDTH } from './components/contract-detail-dialog';
export { ContractDetailView, contractHeadline, normaliseContractFocus, CONTRACT_FOCUSES, type TContractFocus } from './components/contract-detail-view';
export { ContractDetailPage } from './routes/contract-detail-page';
export { contractQueryOptions, getContract, useContract, type TContractDetail } from './api/get-contract';
export { ContractListPage } from './routes/contract-list-page';
