/**
 * Documents of spec 000 §2.1/§2.10: /dokumente (filter flag alle_dokumente) and
 * /dokumente/neue_dokumente (new documents: unread only).
 */
import { createRoute } from '@tanstack/react-router';
import { DocumentsPage, readDocumentSearch } from '../../../features/documents';
import type { TShellRoute } from '../router';

export function createDocumentRoutes(shellRoute: TShellRoute) {
  // ?dokument={id} opens that document's preview (links from the search and elsewhere).
  const documentsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dokumente', validateSearch: readDocumentSearch, component: DocumentsRoute });
  function DocumentsRoute() {
    const { dokument } = documentsRoute.useSearch();
    return <DocumentsPage key="alle_dokumente" route="alle_dokumente" openDocument={dokument ?? null} />;
  }
  const newDocumentsRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'dokumente/neue_dokumente',
    component: () => <DocumentsPage key="neue_dokumente" route="neue_dokumente" />,
  });
  return [documentsRoute, newDocumentsRoute] as const;
}
