/**
 * Report cards (spec 001 §2.9; issue 13 item 4): the report page behind /pdfTemplate/{id} and /htmlReport/{id}, the
 * PDF template administration (admin menu) and the report fields of the card editor. Lazy where the shell uses it.
 */
import { lazy } from 'react';

/** Admin menu entry: the licence's PDF templates. */
export const PdfTemplatesDialog = lazy(() => import('./components/pdf-templates-dialog'));
/** The report card's own fields in the card editor (loads with the editor's first report card). */
export const ReportCardFields = lazy(() => import('./components/report-card-fields').then((m) => ({ default: m.ReportCardFields })));
export { emptyReportForm, reportFieldOf, reportFormOf, reportPropertiesOf, type TReportForm } from './report-form';
