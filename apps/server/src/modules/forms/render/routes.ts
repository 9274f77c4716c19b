/**
 * Routes of the form PDFs (issue 10 items 4 and 5, docs/api-forms.md): render a risk's documents, download one, and
 * the international insurance card of a motor contract. Registered by the forms module (../routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, ZRenderFormRiskResult } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../../platform/license-context.js';
import { matchesEtag } from '../service.js';
import { getIvkPdf } from './ivk-service.js';
import { getFormRiskDocument, renderFormRisk } from './render-service.js';

const tags = ['forms'];
const ZRiskParams = z.object({ riskId: z.uuid().describe('The id (UUID) of the form risk.') });
const ZDocumentParams = ZRiskParams.extend({
  documentId: z
    .string()
    .max(60)
    .regex(/^v[1-9][0-9]{0,9}-[a-z0-9]+(-[a-z0-9]+)*$/, 'A document id is v<Version>-<key>, as POST …/Render answers it')
    .describe('The document\'s Id from the Render answer: v<Version>-<key>.'),
});
const ZIvkQuery = ZLicenseParam.extend({ contractId: z.uuid().describe('The motor contract (Vertrag) whose card is made.') });
/** PDFs hand out personal data no guest masking can cover: members only. */
const pdfRoute = { license: true, guests: false } as const;
const pdfAnswer = (description: string) => ({ description, contentTypes: ['application/pdf'] as const });

export const formRenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Forms/Risk/:riskId/Render',
    {
      schema: {
        operationId: 'renderFormRisk',
        summary: 'Render a form\'s documents',
        description:
          'The PDFs of the risk at its current data Version (spec 001 §3 \'Rendered document\'): each with its Name, its download Url and the names of its signature fields (null when it needs no signature). Rendered once per Version and reused after that. Seen by whoever may see the risk; 404 for everyone else.',
        tags,
        params: ZRiskParams,
        querystring: ZLicenseParam,
        response: { 200: ZRenderFormRiskResult },
      },
      // Rendering changes no data (it only stores what the answers look like): read-only members may, as they may query.
      config: { ...pdfRoute, allowReadOnly: true },
    },
    async (request) => renderFormRisk({ db: app.db, storage: app.storage, ctx: requireLicense(request), riskId: request.params.riskId }),
  );

  app.get(
    '/Forms/Risk/:riskId/Documents/:documentId',
    {
      schema: {
        operationId: 'getFormRiskDocument',
        summary: 'Download a form document',
        description:
          'A PDF that POST …/Render rendered, by its Id. Answers an ETag; with If-None-Match naming it, 304 without a body. 404 when the risk is not the member\'s to see, or the document was not rendered (for this version of the form).',
        tags,
        params: ZDocumentParams,
        querystring: ZLicenseParam,
        headers: z.object({ 'if-none-match': z.string().max(1000).optional().describe('The ETag of a cached copy: answered 304 when it is still current.') }),
        response: { 304: z.null().describe('Not modified: the document is the one the If-None-Match ETag names.') },
      },
      config: { ...pdfRoute, documentedAnswer: pdfAnswer('The PDF document.') },
    },
    async (request, reply) => {
      const doc = await getFormRiskDocument({ db: app.db, storage: app.storage, ctx: requireLicense(request), riskId: request.params.riskId, documentId: request.params.documentId });
      reply.header('ETag', doc.etag).header('Cache-Control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], doc.etag)) return reply.code(304).send(undefined as unknown as null);
      // The 200 answer is binary (documentedAnswer); the zod response schema only describes the 304.
      const pdf = doc.data as unknown as null;
      return reply.type('application/pdf').header('Content-Disposition', contentDisposition(doc.fileName).replace(/^attachment/, 'inline')).send(pdf);
    },
  );

  app.get(
    '/Forms/PdfForm/IVK',
    {
      schema: {
        operationId: 'getIvkPdf',
        summary: 'International insurance card',
        description:
          'The international motor insurance card (Grüne Karte) of a motor contract as a filled PDF form (fields Land, Versicherercode, Versicherungsnummer, GueltigVon, GueltigBis, Fahrzeugart, Kennzeichen, Fahrzeugmarke, Versicherungsnehmer, Versicherer). 404 when the member may not see the contract; 400 naming contractId when it is no motor contract or gives no cover (offer, inquiry, cancelled, no longer active).',
        tags,
        querystring: ZIvkQuery,
      },
      config: { ...pdfRoute, documentedAnswer: pdfAnswer('The filled card as PDF.') },
    },
    async (request, reply) => {
      const card = await getIvkPdf({ db: app.db, ctx: requireLicense(request), contractId: request.query.contractId });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(card.fileName).replace(/^attachment/, 'inline'))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(card.data));
    },
  );
};
