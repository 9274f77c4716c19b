/**
 * The AI document import of a form (docs/api-forms.md): a document for a gptUpload control in, proposed answers
 * out. Registered by the forms routes; multipart only inside this plugin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFormAiImportFields, ZFormAiImportResult } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../../platform/license-context.js';
import { readMultipartUpload } from '../../../platform/multipart-upload.js';
import { MULTIPART_BODY_LIMIT, registerFormMultipart, ZRiskParams } from '../files/form-multipart.js';
import { extractorFor, importFormRiskDocument } from './import-document.js';

export const formAiImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormMultipart(app);
  const extractor = extractorFor(app.config, app.log);

  app.post(
    '/Forms/Risk/:riskId/AiImport',
    {
      schema: {
        operationId: 'importFormRiskDocument',
        summary: 'Read a document into a form (AI import)',
        description:
          'Reads a document for a gptUpload control and proposes answers for the form\'s controls marked KI-Abruf, each valid for its control; nothing is saved. With an AI service configured (AI_BASE_URL, AI_API_KEY) it reads a PDF, PNG or JPEG (Source ai); without, a PDF\'s text by the fields\' labels (Source builtin). 400 naming `control` when it is no gptUpload control of the form, naming `file` for a PDF without text; 415 for another file type; 409 FORM_TRANSFERRED once transferred; 502 AI_UNAVAILABLE when the AI service fails, 504 AI_TIMEOUT when it does not answer in time.',
        tags: ['forms'],
        params: ZRiskParams,
        querystring: ZLicenseParam,
        consumes: ['multipart/form-data'],
        response: { 200: ZFormAiImportResult },
      },
      config: { license: true, uploadFields: ZFormAiImportFields },
      bodyLimit: MULTIPART_BODY_LIMIT,
    },
    async (request) => {
      const ctx = requireLicense(request);
      const { file, fields } = await readMultipartUpload(request, ZFormAiImportFields);
      return importFormRiskDocument({ db: app.db, ctx, riskId: request.params.riskId, control: fields.control, file, extractor });
    },
  );
};
