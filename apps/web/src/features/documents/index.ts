export { DocumentsPage, DOCUMENT_GRID_KEY, DOCUMENT_DEFAULT_COLUMNS } from './routes/documents-page';
export { documentFilters, type TDocumentRoute } from './document-filters';
export { PdfViewerPage } from './routes/pdf-viewer-page';
export { FileDropZone } from './components/file-drop-zone';
export { findDocument } from './api';
export { documentPreviewPath, readDocumentSearch, type TDocumentSearch } from './document-link';
export { PdfViewer, type TPdfPageOverlay } from './components/pdf-viewer';
export { fetchFileBlob, downloadUrl } from './api';
