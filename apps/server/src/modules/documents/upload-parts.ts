/**
 * Reads the multipart upload of POST Brief/Upload: exactly one part `file` plus optional text fields,
 * validated with zod (the multipart reading itself is the platform's, shared with process files).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readMultipartUpload, type TUploadedFile } from '../../platform/multipart-upload.js';
import type { TUploadFields } from './service.js';

export const ZUploadFields = z
  .object({
    customerId: z.uuid().optional().describe('The customer (Kunde) the document belongs to.'),
    contractId: z.uuid().optional().describe('The contract (Vertrag) the document belongs to.'),
    claimId: z.uuid().optional().describe('The claim (Schaden) the document belongs to.'),
    processId: z.uuid().optional().describe('The process (Vorgang) the document belongs to.'),
    titel: z.string().trim().min(1).max(200).optional().describe('The title; default: the file name.'),
    brieftyp: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Upper-case letters, digits and _')
      .optional()
      .describe('The document type (Brieftyp), e.g. SONSTIGES.'),
  })
  .strict();

export async function readUpload(request: FastifyRequest): Promise<{ file: TUploadedFile; fields: TUploadFields }> {
  return readMultipartUpload(request, ZUploadFields);
}
