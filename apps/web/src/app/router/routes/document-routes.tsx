/**
 * Documents of spec 000 §2.1/§2.10: /dokumente (filter flag alle_dokumente) and
 * /dokumente/neue_dokumente (new documents: unread only).
 */
import { createRoute } from '@tanstack/react-router';
import { readDocumentSearch } from '../../../features/documents/document-link';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const DocumentsPage = lazyPage(() => import('../../../features/documents/routes/documents-page'), 'DocumentsPage');

export function createDocumentRoutes(shellRoute: TShellRoute) {
  // ?dokument={id} opens that document's preview (links from the search and elsewhere).
  const documentsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dokumente', validateSearch: readDocumentSearch, component: withPages(DocumentsRoute, DocumentsPage) });
  function DocumentsRoute() {
    const { dokument } = documentsRoute.useSearch();
    return <DocumentsPage key="alle_dokumente" route="alle_dokumente" openDocument={dokument ?? null} />;
  }
  const newDocumentsRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'dokumente/neue_dokumente',
    component: withPages(() => <DocumentsPage key="neue_dokumente" route="neue_dokumente" />, DocumentsPage),
  });
  return [documentsRoute, newDocumentsRoute] as const;
}
