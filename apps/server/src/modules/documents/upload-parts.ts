/**
 * Reads the multipart upload of POST Brief/Upload: exactly one part `file` plus optional text fields,
 * validated with zod. The file is held in memory up to DOCUMENT_UPLOAD_MAX_BYTES (the multipart limit
 * stops the read beyond it), because its content decides its type before anything is stored.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@portal/domain';
import { AppError, validationError } from '../../platform/errors.js';
import type { TUploadFields } from './service.js';

const ZUploadFields = z
  .object({
    customerId: z.uuid().optional(),
    contractId: z.uuid().optional(),
    claimId: z.uuid().optional(),
    processId: z.uuid().optional(),
    titel: z.string().trim().min(1).max(200).optional(),
    brieftyp: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Upper-case letters, digits and _')
      .optional(),
  })
  .strict();

const FIELD_NAMES = new Set(Object.keys(ZUploadFields.shape));
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`);

function isFastifyError(err: unknown, ...codes: string[]): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.includes(code);
}

export async function readUpload(request: FastifyRequest): Promise<{ file: { data: Buffer; fileName: string }; fields: TUploadFields }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the upload as multipart/form-data');
  const raw: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | null = null;
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
      } else {
        if (!FIELD_NAMES.has(part.fieldname)) throw validationError([{ path: part.fieldname, message: 'Unknown field' }]);
        if (typeof part.value === 'string' && part.value !== '') raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (isFastifyError(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isFastifyError(err, 'FST_FILES_LIMIT')) throw validationError([{ path: 'file', message: 'Only one file' }]);
    if (isFastifyError(err, 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT')) throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Too many form fields');
    throw err;
  }
  if (!file || file.data.length === 0) throw validationError([{ path: 'file', message: 'A non-empty file is required' }]);
  const parsed = ZUploadFields.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return { file, fields: parsed.data };
}
