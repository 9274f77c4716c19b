/**
 * PDF templates and report cards (spec 001 §2.1 htmlReport/{id} and pdfTemplate/{id}, §2.9, §7 Report cards):
 * the spec's GET /PdfTemplate and POST /PdfTemplate/Render, the licence admins' template administration, and the
 * report card page's own calls (its definition, its records one page at a time).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  ZPdfRenderRequest,
  ZPdfRenderResult,
  ZPdfTemplate,
  ZPdfTemplateInput,
  ZPdfTemplateSummary,
  ZReportCard,
  ZReportRecords,
  ZReportRecordsQuery,
} from '@portal/domain';
import { idParams } from '../../platform/id-params.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import {
  createPdfTemplate,
  deletePdfTemplate,
  getPdfTemplate,
  getRenderedPdf,
  getReportCard,
  listPdfTemplates,
  listReportRecords,
  renderPdfTemplate,
  updatePdfTemplate,
} from './service.js';

const tags = ['report-cards'];
const ADMIN_ONLY = ' Licence admins only (403 otherwise); every change is written to the administration audit log.';
/** Reads: read-only members (guests) may list, as they may query. */
const reading = { license: true, allowReadOnly: true } as const;
/** PDFs hand out personal data no guest masking can cover: members only. */
const pdfs = { license: true, allowReadOnly: true, guests: false } as const;
const admins = { license: true, guests: false } as const;

export const pdfTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof requireLicense>[0]) => ({ db: app.db, ctx: requireLicense(request) });

  app.get(
    '/PdfTemplate',
    {
      schema: {
        operationId: 'listPdfTemplates',
        summary: 'PDF templates',
        description: 'The licence\'s PDF templates (spec 001 §7 "Get PDF templates"): Id, Name and Context (Kunde, Vertrag, Schaden or Spartendaten), by name.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZPdfTemplateSummary) },
      },
      config: reading,
    },
    async (request) => listPdfTemplates(deps(request)),
  );

  app.post(
    '/PdfTemplate/Render',
    {
      schema: {
        operationId: 'renderPdfTemplate',
        summary: 'Render a PDF template',
        description:
          'Fills the template with one record and answers the Url of the PDF (spec 001 §3 "PDF render request"). The record is the one the template\'s context names: KundeId, VertragId, SchadenId, or VertragId with SpartendatenId (400 naming the missing one). 404 when the template or the record is not the member\'s to see; the data in the PDF is what the member\'s data query returns (hidden premiums stay hidden). Not for guests.',
        tags,
        querystring: ZLicenseParam,
        body: ZPdfRenderRequest,
        response: { 200: ZPdfRenderResult },
      },
      // Rendering changes no data (it stores a PDF of what the member may see): read-only members may.
      config: pdfs,
    },
    async (request) => renderPdfTemplate({ ...deps(request), storage: app.storage, takeCap: app.config.QUERY_TAKE_CAP }, request.body),
  );

  app.get(
    '/PdfTemplate/Rendered/:id',
    {
      schema: {
        operationId: 'getRenderedPdf',
        summary: 'Download a rendered report',
        description: 'The PDF a POST /PdfTemplate/Render answered the Url of; only for the member who rendered it (404 for everyone else).',
        tags,
        params: idParams('rendered report'),
        querystring: ZLicenseParam,
      },
      config: { ...pdfs, documentedAnswer: { description: 'The PDF.', contentTypes: ['application/pdf'] } },
    },
    async (request, reply) => {
      const pdf = await getRenderedPdf({ ...deps(request), storage: app.storage }, request.params.id);
      return reply.type('application/pdf').header('Cache-Control', 'private, no-store').header('Content-Disposition', contentDisposition(pdf.fileName, 'inline')).send(pdf.data);
    },
  );

  app.get(
    '/PdfTemplate/:id',
    {
      schema: { operationId: 'getPdfTemplate', summary: 'A PDF template', description: `One template with its Body.${ADMIN_ONLY}`, tags, params: idParams('PDF template'), querystring: ZLicenseParam, response: { 200: ZPdfTemplate } },
      config: admins,
    },
    async (request) => getPdfTemplate(deps(request), request.params.id),
  );

  app.post(
    '/PdfTemplate',
    {
      schema: {
        operationId: 'createPdfTemplate',
        summary: 'Create a PDF template',
        description: `A new template. The Body is Mustache over the context's placeholders (unknown placeholders, partials and unescaped values: 400 naming the placeholder and its line).${ADMIN_ONLY}`,
        tags,
        querystring: ZLicenseParam,
        body: ZPdfTemplateInput,
        response: { 201: ZPdfTemplate },
      },
      config: admins,
    },
    async (request, reply) => reply.code(201).send(await createPdfTemplate(deps(request), request.body)),
  );

  app.put(
    '/PdfTemplate/:id',
    {
      schema: {
        operationId: 'updatePdfTemplate',
        summary: 'Change a PDF template',
        description: `Replaces name, context and body (validated as on create; the context stays while report cards use the template).${ADMIN_ONLY}`,
        tags,
        params: idParams('PDF template'),
        querystring: ZLicenseParam,
        body: ZPdfTemplateInput,
        response: { 200: ZPdfTemplate },
      },
      config: admins,
    },
    async (request) => updatePdfTemplate(deps(request), request.params.id, request.body),
  );

  app.delete(
    '/PdfTemplate/:id',
    {
      schema: { operationId: 'deletePdfTemplate', summary: 'Delete a PDF template', description: `Deletes a template no report card uses (409 naming the cards otherwise).${ADMIN_ONLY}`, tags, params: idParams('PDF template'), querystring: ZLicenseParam, response: { 204: NO_CONTENT } },
      config: admins,
    },
    async (request, reply) => {
      await deletePdfTemplate(deps(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/ReportCard/:id',
    {
      schema: {
        operationId: 'getReportCard',
        summary: 'A report card',
        description: 'The report card behind /pdfTemplate/{id} and /htmlReport/{id}: title, icon, context, template and the filter property (it picks the not-found text). Licence admins also reach cards of their unpublished draft. 404 when the id is no report card.',
        tags,
        params: idParams('report card'),
        querystring: ZLicenseParam,
        response: { 200: ZReportCard },
      },
      config: reading,
    },
    async (request) => getReportCard(deps(request), request.params.id),
  );

  app.post(
    '/ReportCard/:id/Records',
    {
      schema: {
        operationId: 'listReportRecords',
        summary: 'The records of a report card',
        description:
          'One page of the records the card\'s filters select (spec 001 §7 "Get data by type" with the card\'s Filters), filtered, searched and counted in the database within what the member may see — the spec\'s Take 250000 is served page by page. Spartendaten cards: without VertragId the contracts whose line data match spartenFilters, with VertragId that contract\'s matching line data entries.',
        tags,
        params: idParams('report card'),
        querystring: ZLicenseParam,
        body: ZReportRecordsQuery,
        response: { 200: ZReportRecords },
      },
      config: reading,
    },
    async (request) => listReportRecords({ ...deps(request), cardId: request.params.id, query: request.body, takeCap: app.config.QUERY_TAKE_CAP }),
  );
};
