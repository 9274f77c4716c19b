/**
 * Files of a form risk (docs/api-forms.md): upload one file into a draft risk, download it again. Registered by the
 * forms routes; multipart only inside this plugin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, DOCUMENT_UPLOAD_MAX_BYTES, FORM_RISK_MAX_FILES, FORM_RISK_MAX_TOTAL_BYTES, ZFormRiskFile, ZFormRiskFileUploadFields } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../../platform/license-context.js';
import { readMultipartUpload } from '../../../platform/multipart-upload.js';
import { UPLOAD_CONTENT_TYPES } from '../../../platform/files/upload-type.js';
import { MULTIPART_BODY_LIMIT, registerFormMultipart, ZRiskParams } from './form-multipart.js';
import { openFormRiskFile, uploadFormRiskFile } from './service.js';

const ZRiskFileParams = ZRiskParams.extend({ fileId: z.uuid().describe('The id (UUID) of a file of the risk, as the upload answered it.') });
const MB = 1024 * 1024;

export const formFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forms'];
  await registerFormMultipart(app);

  app.post(
    '/Forms/Risk/:riskId/Files',
    {
      schema: {
        operationId: 'uploadFormRiskFile',
        summary: 'Upload a file into a form',
        description: `Stores one file of an upload control while the risk is a draft: PDF, PNG, JPEG, DOC or DOCX, recognised by its content (the name's extension must match it), at most ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB; at most ${FORM_RISK_MAX_FILES} files and ${FORM_RISK_MAX_TOTAL_BYTES / MB} MB per risk (413). With \`control\`, that upload control's allowed formats apply too (415). The answer is what the control's value holds. 409 FORM_TRANSFERRED once transferred; 404 for a risk the member may not see.`,
        tags,
        params: ZRiskParams,
        querystring: ZLicenseParam,
        consumes: ['multipart/form-data'],
        response: { 201: ZFormRiskFile },
      },
      config: { license: true, uploadFields: ZFormRiskFileUploadFields },
      bodyLimit: MULTIPART_BODY_LIMIT,
    },
    async (request, reply) => {
      const ctx = requireLicense(request);
      const { file, fields } = await readMultipartUpload(request, ZFormRiskFileUploadFields);
      const stored = await uploadFormRiskFile({ db: app.db, storage: app.storage, ctx, riskId: request.params.riskId, file, control: fields.control });
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/Forms/Risk/:riskId/Files/:fileId',
    {
      schema: {
        operationId: 'getFormRiskFile',
        summary: 'Download a file of a form',
        description: 'A file uploaded into the risk, as an attachment in its own type. Seen by whoever sees the risk (its owner, the licence\'s staff); refused to guests.',
        tags,
        params: ZRiskFileParams,
        querystring: ZLicenseParam,
      },
      config: { license: true, guests: false, documentedAnswer: { description: 'The stored file, in its own type.', contentTypes: UPLOAD_CONTENT_TYPES } },
    },
    async (request, reply) => {
      const { stream, fileName, mimeType } = await openFormRiskFile({ db: app.db, storage: app.storage, ctx: requireLicense(request), ...request.params });
      return reply
        .type(mimeType)
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
