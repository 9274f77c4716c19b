/**
 * Reads the multipart upload of POST Vorgang/{id}/Files: exactly one part `file` and an optional text
 * field `Text` (the message that goes with it); the multipart reading itself is the platform's.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readMultipartUpload, type TUploadedFile } from '../../platform/multipart-upload.js';

export type TProcessUpload = { file: TUploadedFile; text: string };

export const ZProcessUploadFields = z
  .object({ Text: z.string().trim().max(5000, 'At most 5000 characters').optional().describe('The message that goes with the file.') })
  .strict();

export async function readProcessUpload(request: FastifyRequest): Promise<TProcessUpload> {
  const { file, fields } = await readMultipartUpload(request, ZProcessUploadFields);
  return { file, text: fields.Text ?? '' };
}
