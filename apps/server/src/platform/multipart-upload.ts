/**
 * Reads a multipart upload of exactly one file part `file` plus text fields. The file is held in memory up to
 * DOCUMENT_UPLOAD_MAX_BYTES (the multipart limit stops the read beyond it), because its content decides its type
 * before anything is stored. Every way a client can get the body wrong (no boundary, a truncated body, a file in
 * the wrong part, unknown fields, text that cannot be stored) is a 4xx naming the part, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@portal/domain';
import { AppError, validationError } from './errors.js';
import { unsafeTextReason } from './input-guard.js';

export type TUploadedFile = { data: Buffer; fileName: string };
export type TMultipartUpload<TFields> = { file: TUploadedFile; fields: TFields };

/** Where the file travels and how large it may be; documents' defaults: part `file`, DOCUMENT_UPLOAD_MAX_BYTES. */
export type TUploadOptions = { fileField?: string; maxBytes?: number };

const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${maxBytes / (1024 * 1024)} MB`);

const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;

/** What busboy and @fastify/multipart throw for a body that is not well-formed multipart. */
function isMalformedBody(err: unknown): boolean {
  if (err instanceof AppError) return false;
  const code = codeOf(err);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') return true;
  const message = err instanceof Error ? err.message : '';
  return /multipart|boundary|unexpected end of form|malformed|part terminated/i.test(message);
}

function mapReadError(err: unknown, fileField: string, maxBytes: number): unknown {
  const code = codeOf(err);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return validationError([{ path: fileField, message: 'Only one file' }]);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_FIELDSIZE_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 413, 'Too many or too large form fields');
  }
  if (isMalformedBody(err)) return validationError([{ path: 'body', message: 'Not a well-formed multipart/form-data body' }]);
  return err;
}

/**
 * The one file of the upload and its text fields, validated with the route's schema of them (the same schema
 * describes the multipart body in the OpenAPI document: route config `uploadFields`). Empty values are left out.
 */
export async function readMultipartUpload<TFields extends z.ZodObject>(
  request: FastifyRequest,
  fieldsSchema: TFields,
  options: TUploadOptions = {},
): Promise<TMultipartUpload<z.output<TFields>>> {
  const { file, fields } = await readParts(request, new Set(Object.keys(fieldsSchema.shape)), options.fileField ?? 'file', options.maxBytes ?? DOCUMENT_UPLOAD_MAX_BYTES);
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return { file, fields: parsed.data };
}

async function readParts(
  request: FastifyRequest,
  fieldNames: ReadonlySet<string>,
  fileField: string,
  maxBytes: number,
): Promise<TMultipartUpload<Record<string, string>>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the upload as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: TUploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file) {
          part.file.resume();
          throw validationError([{ path: part.fieldname, message: `Only one file, in the field "${fileField}"` }]);
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxBytes);
        const fileName = part.filename ?? '';
        const reason = unsafeTextReason(fileName);
        if (reason) throw validationError([{ path: fileField, message: `File name: ${reason}` }]);
        file = { data, fileName };
      } else {
        if (!fieldNames.has(part.fieldname)) throw validationError([{ path: part.fieldname, message: 'Unknown field' }]);
        if (typeof part.value !== 'string') throw validationError([{ path: part.fieldname, message: 'Must be text' }]);
        const reason = unsafeTextReason(part.value);
        if (reason) throw validationError([{ path: part.fieldname, message: reason }]);
        if (part.value !== '') fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw mapReadError(err, fileField, maxBytes);
  }
  if (!file || file.data.length === 0) throw validationError([{ path: fileField, message: 'A non-empty file is required' }]);
  return { file, fields };
}
