/**
 * Form routes (spec 001 §2.1; issue 10): the form viewer /forms?productId=&riskId=, a form by name or id
 * /assfinetforms/{id}, PDF forms /pdfFormular/{id} (IVK), /formulare, the forms a member may start, and /forms-processes
 * (features/forms-processes). Owned by features/forms; the pages and the form runtime load only with these routes.
 */
import { createRoute } from '@tanstack/react-router';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const FormViewerPage = lazyPage(() => import('../../../features/forms/pages/form-viewer-page'), 'FormViewerPage');
const AssfinetformsPage = lazyPage(() => import('../../../features/forms/pages/assfinetforms-page'), 'AssfinetformsPage');
const PdfFormPage = lazyPage(() => import('../../../features/forms/pages/pdf-form-page'), 'PdfFormPage');

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Only strings survive; anything else is as if it were missing (the page then says what is missing). */
const formViewerSearch = (search: Record<string, unknown>): { productId?: string; riskId?: string } => ({ productId: text(search.productId), riskId: text(search.riskId) });
const pdfFormSearch = (search: Record<string, unknown>): { cardId?: string; contractId?: string } => ({ cardId: text(search.cardId), contractId: text(search.contractId) });

export function createFormRoutes(shellRoute: TShellRoute) {
  const formViewerRoute = createRoute({ getParentRoute: () => shellRoute, path: 'forms', validateSearch: formViewerSearch, component: withPages(FormViewerRoute, FormViewerPage) });
  function FormViewerRoute() {
    const { productId, riskId } = formViewerRoute.useSearch();
    return <FormViewerPage productId={productId} riskId={riskId} />;
  }
  const assfinetformsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'assfinetforms/$id', component: withPages(AssfinetformsRoute, AssfinetformsPage) });
  function AssfinetformsRoute() {
    const { id } = assfinetformsRoute.useParams();
    return <AssfinetformsPage key={id} id={id} />;
  }
  const pdfFormRoute = createRoute({ getParentRoute: () => shellRoute, path: 'pdfFormular/$id', validateSearch: pdfFormSearch, component: withPages(PdfFormRoute, PdfFormPage) });
  function PdfFormRoute() {
    const { id } = pdfFormRoute.useParams();
    const { contractId } = pdfFormRoute.useSearch();
    return <PdfFormPage id={id} contractId={contractId} />;
  }
  const formStartRoute = createRoute({ getParentRoute: () => shellRoute, path: 'formulare', component: lazyPage(() => import('../../../features/forms/pages/form-start-page'), 'FormStartPage') });
  // The forms process list (issue 11): its own feature and chunk.
  const formsProcessesRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'forms-processes',
    component: lazyPage(() => import('../../../features/forms-processes/pages/forms-process-list-page'), 'FormsProcessListPage'),
  });
  return [formViewerRoute, assfinetformsRoute, pdfFormRoute, formStartRoute, formsProcessesRoute] as const;
}
