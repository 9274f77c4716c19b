/**
 * Documents of spec 000 §2.1/§2.10: /dokumente (filter flag alle_dokumente) and
 * /dokumente/neue_dokumente (new documents: unread only).
 */
import { createRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../features/documents';
import type { TShellRoute } from '../router';

export function createDocumentRoutes(shellRoute: TShellRoute) {
  const documentsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dokumente', component: () => <DocumentsPage key="alle_dokumente" route="alle_dokumente" /> });
  const newDocumentsRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'dokumente/neue_dokumente',
    component: () => <DocumentsPage key="neue_dokumente" route="neue_dokumente" />,
  });
  return [documentsRoute, newDocumentsRoute] as const;
}
