/**
 * Reads the multipart upload of POST Vorgang/{id}/Files: exactly one part `file` and an optional text
 * field `Text` (the message that goes with it). The file is held in memory up to the multipart limit,
 * because its content (magic bytes) decides its type before anything is stored.
 */
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@portal/domain';
import { AppError, validationError } from '../../platform/errors.js';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`);
const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;

export type TProcessUpload = { file: { data: Buffer; fileName: string }; text: string };

export async function readProcessUpload(request: FastifyRequest): Promise<TProcessUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the upload as multipart/form-data');
  let file: TProcessUpload['file'] | null = null;
  let text = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw validationError([{ path: part.fieldname, message: 'Only one file, in the field "file"' }]);
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { data, fileName: part.filename ?? '' };
      } else if (part.fieldname === 'Text') {
        text = typeof part.value === 'string' ? part.value.trim() : '';
        if (text.length > 5000) throw validationError([{ path: 'Text', message: 'At most 5000 characters' }]);
      } else {
        throw validationError([{ path: part.fieldname, message: 'Unknown field' }]);
      }
    }
  } catch (err) {
    const code = codeOf(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw validationError([{ path: 'file', message: 'Only one file' }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_FIELDSIZE_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Too many or too large form fields');
    throw err;
  }
  if (!file || file.data.length === 0) throw validationError([{ path: 'file', message: 'A non-empty file is required' }]);
  return { file, text };
}
