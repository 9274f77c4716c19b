/**
 * What the forms' multipart routes (file upload, AI import) share: the risk in the path, and multipart bodies of one
 * file up to the upload limit plus the control's name, parsed only inside the plugin that registers them.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@portal/domain';

export const ZRiskParams = z.object({ riskId: z.uuid().describe('The id (UUID) of the form risk (one filling-in of a form).') });

/** The route's own body limit: the multipart limits are the real ones, this only lets the body through to them. */
export const MULTIPART_BODY_LIMIT = DOCUMENT_UPLOAD_MAX_BYTES + 1024 * 1024;

export async function registerFormMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3, headerPairs: 100 },
  });
}
