/** Documents (Brief): read state, downloads (single and zip) and upload. Listing is the generic data query (type Brief). */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  DOCUMENT_UPLOAD_MAX_BYTES,
  ZBriefReadStatus,
  ZBriefReadStatusAll,
  ZBriefUploadResult,
  ZBriefUrl,
  ZBriefZipRequest,
  ZSuccess,
  ZSuccessCount,
} from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import type { Storage } from '../../platform/storage/storage.js';
import { getDocumentUrl, markAllRead, openDocumentFile, openZip, requestZip, setReadStatus, uploadDocument } from './service.js';
import { readUpload, ZUploadFields } from './upload-parts.js';
import { UPLOAD_CONTENT_TYPES } from '../../platform/files/upload-type.js';
import { idParams } from '../../platform/id-params.js';

const licensed = { license: true } as const;
/** Files and zips: never to guests, whose answers are masked (a file cannot be). */
const licensedNoGuests = { license: true, guests: false } as const;
const tags = ['documents'];
const ZDocumentParams = idParams('document (Brief)');
const ZZipParams = z.object({ id: z.uuid().describe('The id of the zip that POST /Brief/Zip prepared.') });

export type TDocumentRoutesOptions = { storage?: Storage };

export const documentRoutes: FastifyPluginAsyncZod<TDocumentRoutesOptions> = async (app, opts) => {
  const storage = opts.storage ?? app.storage;
  // Multipart only for this plugin's routes (the upload); every other route stays JSON-only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  });

  app.post(
    '/Brief/ReadStatus',
    {
      schema: {
        operationId: 'setDocumentReadStatus',
        summary: 'Mark a document read or unread',
        description: 'Marks one document (Brief) read or unread for the member.',
        tags,
        querystring: ZLicenseParam,
        body: ZBriefReadStatus,
        response: { 200: ZSuccess },
      },
      config: licensed,
    },
    async (request) => setReadStatus({ db: app.db, ctx: requireLicense(request), id: request.body.Id, read: request.body.Read }),
  );

  app.post(
    '/Brief/ReadStatus/All',
    {
      schema: {
        operationId: 'markDocumentsRead',
        summary: 'Mark documents read',
        description: 'Marks the given documents, or every new one, read.',
        tags,
        querystring: ZLicenseParam,
        body: ZBriefReadStatusAll.optional(),
        response: { 200: ZSuccessCount },
      },
      config: licensed,
    },
    async (request) => markAllRead({ db: app.db, ctx: requireLicense(request), ids: request.body?.Ids }),
  );

  app.post(
    '/Brief/Zip',
    // Only records what to download (no change to documents), so read-only members may download too.
    {
      schema: {
        operationId: 'createDocumentZip',
        summary: 'Prepare a zip of documents',
        description: 'Prepares a zip of the given documents (or all new ones) and answers its download Url, valid for a short time. Refused to guests.',
        tags,
        querystring: ZLicenseParam,
        body: ZBriefZipRequest,
        response: { 200: ZBriefUrl },
      },
      config: { ...licensedNoGuests, allowReadOnly: true },
    },
    async (request) =>
      requestZip({
        db: app.db,
        ctx: requireLicense(request),
        briefIds: request.body.BriefIds,
        onlyUnread: request.body.OnlyUnread ?? false,
        fileName: request.body.FileName,
      }),
  );

  app.get(
    '/Brief/Zip/:id',
    {
      schema: {
        operationId: 'downloadDocumentZip',
        summary: 'Download a zip of documents',
        description: 'Streams the prepared zip. Refused to guests.',
        tags,
        querystring: ZLicenseParam,
        params: ZZipParams,
      },
      config: { ...licensedNoGuests, documentedAnswer: { description: 'The zip of the documents, streamed.', contentTypes: ['application/zip'] } },
    },
    async (request, reply) => {
      const { fileName, archive, entries, expectedBytes } = await openZip({ db: app.db, storage, ctx: requireLicense(request), zipId: request.params.id });
      return reply
        .type('application/zip')
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .header('X-Zip-Entries', String(entries))
        .header('X-Zip-Expected-Bytes', String(expectedBytes))
        .send(archive);
    },
  );

  app.post(
    '/Brief/Upload',
    {
      schema: { operationId: 'uploadDocument', summary: 'Upload a document', description: 'Uploads one document (PDF, PNG, JPEG, DOC, DOCX; at most 20 MB; recognised by its content), optionally linked to a customer, contract, claim or process.', tags, querystring: ZLicenseParam, consumes: ['multipart/form-data'], response: { 201: ZBriefUploadResult } },
      config: { ...licensed, uploadFields: ZUploadFields },
      // The multipart limits above are the real ones; this only lets the body through to them.
      bodyLimit: DOCUMENT_UPLOAD_MAX_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const ctx = requireLicense(request);
      const { file, fields } = await readUpload(request);
      const result = await uploadDocument({ db: app.db, storage, ctx, file, fields });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/Brief/:id',
    {
      schema: {
        operationId: 'getDocumentUrl',
        summary: 'A document\'s file Url',
        description: 'The Url of a document\'s stored file (404 while it is not there yet). Refused to guests.',
        tags,
        querystring: ZLicenseParam,
        params: ZDocumentParams,
        response: { 200: ZBriefUrl },
      },
      config: licensedNoGuests,
    },
    async (request) => getDocumentUrl({ db: app.db, storage, ctx: requireLicense(request), id: request.params.id }),
  );

  app.get(
    '/Brief/:id/File',
    {
      schema: {
        operationId: 'downloadDocument',
        summary: 'Download a document',
        description: 'The stored file of a document. Refused to guests.',
        tags,
        querystring: ZLicenseParam,
        params: ZDocumentParams,
      },
      config: { ...licensedNoGuests, documentedAnswer: { description: 'The stored file, in its own type.', contentTypes: UPLOAD_CONTENT_TYPES } },
    },
    async (request, reply) => {
      const { stream, fileName, mimeType } = await openDocumentFile({ db: app.db, storage, ctx: requireLicense(request), id: request.params.id });
      return reply.type(mimeType).header('Content-Disposition', contentDisposition(fileName)).header('Cache-Control', 'private, no-store').send(stream);
    },
  );
};
