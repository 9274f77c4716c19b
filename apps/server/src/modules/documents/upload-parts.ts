/**
 * Reads the multipart upload of POST Brief/Upload: exactly one part `file` plus optional text fields,
 * validated with zod (the multipart reading itself is the platform's, shared with process files).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationError } from '../../platform/errors.js';
import { readMultipartUpload, type TUploadedFile } from '../../platform/multipart-upload.js';
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

const FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(ZUploadFields.shape));

export async function readUpload(request: FastifyRequest): Promise<{ file: TUploadedFile; fields: TUploadFields }> {
  const { file, fields } = await readMultipartUpload(request, FIELD_NAMES);
  const parsed = ZUploadFields.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return { file, fields: parsed.data };
}
