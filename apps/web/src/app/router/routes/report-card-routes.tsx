/** Report card pages /pdfTemplate/{id} and /htmlReport/{id} (spec 001 §2.1, §2.9): the id selects a configured report card. */
import { createRoute } from '@tanstack/react-router';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const ReportCardPage = lazyPage(() => import('../../../features/report-cards/routes/report-card-page'), 'ReportCardPage');

export function createReportCardRoutes(shellRoute: TShellRoute) {
  const pdfTemplateRoute = createRoute({ getParentRoute: () => shellRoute, path: 'pdfTemplate/$id', component: withPages(PdfTemplateRoute, ReportCardPage) });
  function PdfTemplateRoute() {
    const { id } = pdfTemplateRoute.useParams();
    return <ReportCardPage key={id} id={id} />;
  }
  // The older HTML report path renders the same report (as a PDF: the portal renders every report so).
  const htmlReportRoute = createRoute({ getParentRoute: () => shellRoute, path: 'htmlReport/$id', component: withPages(HtmlReportRoute, ReportCardPage) });
  function HtmlReportRoute() {
    const { id } = htmlReportRoute.useParams();
    return <ReportCardPage key={id} id={id} />;
  }
  return [pdfTemplateRoute, htmlReportRoute] as const;
}
