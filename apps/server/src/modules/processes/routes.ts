/**
 * Process (Vorgang) routes: feed summary, feed, detail (by id or access token), messages and read status.
 * Uploads (POST /Vorgang/{id}/Files) wait for @fastify/multipart (see docs/api-processes.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFeedSummary, ZPostProcessMessage, ZProcessDetail, ZProcessFeed, ZProcessFeedQuery, ZProcessMessage, ZProcessReadStatus } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getFeedSummary, getProcess, getProcessByToken, getProcessFeed, postProcessMessage, setProcessReadStatus } from './service.js';

const ZIdParams = z.object({ id: z.uuid() });
const ZTokenParams = z.object({ token: z.string().min(1).max(128) });

export const processRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['processes'];
  app.get(
    '/Process/FeedSummary',
    { schema: { tags, querystring: ZLicenseParam, response: { 200: ZFeedSummary } }, config: { license: true } },
    async (request) => getFeedSummary({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Vorgang/Feed',
    { schema: { tags, querystring: ZLicenseParam.extend(ZProcessFeedQuery.shape), response: { 200: ZProcessFeed } }, config: { license: true } },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return getProcessFeed({ db: app.db, ctx: requireLicense(request), query });
    },
  );

  app.get(
    '/Vorgang/ByToken/:token',
    { schema: { tags, params: ZTokenParams, querystring: ZLicenseParam, response: { 200: ZProcessDetail } }, config: { license: true } },
    async (request) => getProcessByToken({ db: app.db, ctx: requireLicense(request), token: request.params.token }),
  );

  app.get(
    '/Vorgang/:id',
    { schema: { tags, params: ZIdParams, querystring: ZLicenseParam, response: { 200: ZProcessDetail } }, config: { license: true } },
    async (request) => getProcess({ db: app.db, ctx: requireLicense(request), id: request.params.id }),
  );

  app.post(
    '/Vorgang/:id/Messages',
    {
      schema: { tags, params: ZIdParams, querystring: ZLicenseParam, body: ZPostProcessMessage, response: { 201: ZProcessMessage } },
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
      schema: { tags, params: ZIdParams, querystring: ZLicenseParam, body: ZProcessReadStatus, response: { 200: z.object({ Success: z.boolean() }) } },
      config: { license: true },
    },
    async (request) => setProcessReadStatus({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), id: request.params.id, read: request.body.Read }),
  );
};
