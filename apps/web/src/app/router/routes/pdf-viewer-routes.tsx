/** PDF viewer /pdfViewer/{path} (spec 001 §2.1): {path} is a file path of this portal's API, e.g. a document's Url. */
import { createRoute, useLocation } from '@tanstack/react-router';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const PdfViewerPage = lazyPage(() => import('../../../features/documents/routes/pdf-viewer-page'), 'PdfViewerPage');

export function createPdfViewerRoutes(shellRoute: TShellRoute) {
  const pdfViewerRoute = createRoute({ getParentRoute: () => shellRoute, path: 'pdfViewer/$', component: withPages(PdfViewerRoute, PdfViewerPage) });
  function PdfViewerRoute() {
    const { _splat } = pdfViewerRoute.useParams();
    // The query string belongs to the file's Url (?license=…).
    const search = useLocation({ select: (l) => l.searchStr });
    return <PdfViewerPage key={`${_splat ?? ''}${search}`} path={`${_splat ?? ''}${search}`} />;
  }
  return [pdfViewerRoute] as const;
}
