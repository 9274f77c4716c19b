/**
 * Process (Vorgang) routes: feed summary, feed, detail (by id or access token), messages, file
 * attachments and read status (docs/api-processes.md).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, DOCUMENT_UPLOAD_MAX_BYTES, ZFeedSummary, ZPostProcessMessage, ZProcessDetail, ZProcessFeed, ZProcessFeedQuery, ZProcessMessage, ZProcessReadStatus } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  getFeedSummary,
  getProcess,
  getProcessByToken,
  getProcessFeed,
  openProcessFile,
  postProcessMessage,
  setProcessReadStatus,
  uploadProcessFile,
} from './service.js';
import { readProcessUpload, ZProcessUploadFields } from './upload-parts.js';
import { UPLOAD_CONTENT_TYPES } from '../../platform/files/upload-type.js';
import { idParams } from '../../platform/id-params.js';

const ZIdParams = idParams('process (Vorgang)');
const ZFileParams = ZIdParams.extend({ fileId: z.uuid().describe('The id (UUID) of the file message in the process.') });
const ZTokenParams = z.object({ token: z.string().min(1).max(128).describe('The access token of the process, as links to it carry it.') });

export type TProcessRoutesOptions = { storage?: Storage };

export const processRoutes: FastifyPluginAsyncZod<TProcessRoutesOptions> = async (app, opts) => {
  const tags = ['processes'];
  const storage = opts.storage ?? app.storage;
  // Multipart only inside this plugin (the upload route); every other route stays JSON-only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 20_000, parts: 3, headerPairs: 100 },
  });
  app.get(
    '/Process/FeedSummary',
    {
      schema: {
        operationId: 'getProcessFeedSummary',
        summary: 'Process counts',
        description: 'Unread open processes (Vorgänge) and open tasks of the member.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZFeedSummary },
      },
      config: { license: true },
    },
    async (request) => getFeedSummary({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Vorgang/Feed',
    {
      schema: {
        operationId: 'getProcessFeed',
        summary: 'Process feed',
        description: 'Processes (Vorgänge: messages between broker and customer) by filter — new messages, open tasks, history, inbox, current offers and inquiries — paged.',
        tags,
        querystring: ZLicenseParam.extend(ZProcessFeedQuery.shape),
        response: { 200: ZProcessFeed },
      },
      config: { license: true },
    },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return getProcessFeed({ db: app.db, ctx: requireLicense(request), query });
    },
  );

  app.get(
    '/Vorgang/ByToken/:token',
    {
      schema: {
        operationId: 'getProcessByToken',
        summary: 'A process by its access token',
        description: 'One process (Vorgang) with its messages, found by the access token that links in e-mails carry.',
        tags,
        params: ZTokenParams,
        querystring: ZLicenseParam,
        response: { 200: ZProcessDetail },
      },
      config: { license: true },
    },
    async (request) => getProcessByToken({ db: app.db, ctx: requireLicense(request), token: request.params.token }),
  );

  app.get(
    '/Vorgang/:id',
    {
      schema: {
        operationId: 'getProcess',
        summary: 'A process',
        description: 'One process (Vorgang) with its messages and files.',
        tags,
        params: ZIdParams,
        querystring: ZLicenseParam,
        response: { 200: ZProcessDetail },
      },
      config: { license: true },
    },
    async (request) => getProcess({ db: app.db, ctx: requireLicense(request), id: request.params.id }),
  );

  app.post(
    '/Vorgang/:id/Messages',
    {
      schema: { operationId: 'postProcessMessage', summary: 'Write in a process', description: 'Adds a message (information, answer or confirmation) to a process.', tags, params: ZIdParams, querystring: ZLicenseParam, body: ZPostProcessMessage, response: { 201: ZProcessMessage } },
      config: { license: true },
    },
    async (request, reply) => {
      const message = await postProcessMessage({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), id: request.params.id, input: request.body });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/Vorgang/:id/ReadStatus',
    {
      schema: { operationId: 'setProcessReadStatus', summary: 'Mark a process read or unread', description: 'Marks a process read or unread for the member.', tags, params: ZIdParams, querystring: ZLicenseParam, body: ZProcessReadStatus, response: { 200: z.object({ Success: z.boolean() }) } },
      config: { license: true },
    },
    async (request) => setProcessReadStatus({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), id: request.params.id, read: request.body.Read }),
  );

  app.post(
    '/Vorgang/:id/Files',
    {
      schema: { operationId: 'uploadProcessFile', summary: 'Attach a file to a process', description: 'Uploads one file (PDF, PNG, JPEG, DOC, DOCX; at most 20 MB; recognised by its content) as a Datei message of the process.', tags, params: ZIdParams, querystring: ZLicenseParam, consumes: ['multipart/form-data'], response: { 201: ZProcessMessage } },
      config: { license: true, uploadFields: ZProcessUploadFields },
      // The multipart limits above are the real ones; this only lets the body through to them.
      bodyLimit: DOCUMENT_UPLOAD_MAX_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const ctx = requireLicense(request);
      const upload = await readProcessUpload(request);
      const message = await uploadProcessFile({ db: app.db, bus: app.eventBus, storage, ctx, id: request.params.id, upload });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/Vorgang/:id/Files/:fileId',
    // Files never go to guests (their answers are masked; a file cannot be).
    {
      schema: {
        operationId: 'downloadProcessFile',
        summary: 'Download a process file',
        description: 'The stored file of a process message, as an attachment. Refused to guests.',
        tags,
        params: ZFileParams,
        querystring: ZLicenseParam,
      },
      config: { license: true, guests: false, documentedAnswer: { description: 'The stored file, in its own type.', contentTypes: UPLOAD_CONTENT_TYPES } },
    },
    async (request, reply) => {
      const { stream, fileName, mimeType } = await openProcessFile({ db: app.db, storage, ctx: requireLicense(request), ...request.params });
      return reply.type(mimeType).header('Content-Disposition', contentDisposition(fileName)).header('Cache-Control', 'private, no-store').send(stream);
    },
  );
};
