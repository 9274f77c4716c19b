/**
 * Reads the multipart upload of POST Vorgang/{id}/Files: exactly one part `file` and an optional text
 * field `Text` (the message that goes with it); the multipart reading itself is the platform's.
 */
import type { FastifyRequest } from 'fastify';
import { validationError } from '../../platform/errors.js';
import { readMultipartUpload, type TUploadedFile } from '../../platform/multipart-upload.js';

export type TProcessUpload = { file: TUploadedFile; text: string };

const FIELD_NAMES: ReadonlySet<string> = new Set(['Text']);
const MAX_TEXT = 5000;

export async function readProcessUpload(request: FastifyRequest): Promise<TProcessUpload> {
  const { file, fields } = await readMultipartUpload(request, FIELD_NAMES);
  const text = (fields.Text ?? '').trim();
  if (text.length > MAX_TEXT) throw validationError([{ path: 'Text', message: `At most ${MAX_TEXT} characters` }]);
  return { file, text };
}
