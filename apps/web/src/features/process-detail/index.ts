export { ProcessDetailPage } from './routes/process-detail-page';
export { processDetailQueryOptions } from './api';
export { DEFAULT_PROCESS_FOCUS, isProcessRef } from './process-detail-rules';
