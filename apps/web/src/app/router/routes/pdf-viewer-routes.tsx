/** PDF viewer /pdfViewer/{path} (spec 001 §2.1). Owned by features/documents. */
import type { TShellRoute } from '../router';

export function createPdfViewerRoutes(_shellRoute: TShellRoute) {
  return [] as const;
}
