/** Brief tags of the licence and its tag subscription (spec 000 §3, §4, §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBriefTag, ZTagSubscription, ZTagSubscriptionUpdate } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getTags, getTagSubscription, saveTagSubscription } from './service.js';

const licensed = { license: true } as const;
const tags = ['documents'];

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Brief/Tags',
    {
      schema: {
        operationId: 'listDocumentTags',
        summary: 'Document tags',
        description: 'The tags (Schlagwörter) of the licence.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZBriefTag) },
      },
      config: licensed,
    },
    async (request) => getTags({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Brief/TagSubscription',
    {
      schema: {
        operationId: 'getTagSubscription',
        summary: 'Document notifications by tag',
        description: 'Which tags the member is notified of: all (AllowAll) or a chosen list.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZTagSubscription },
      },
      config: licensed,
    },
    async (request) => getTagSubscription({ db: app.db, ctx: requireLicense(request) }),
  );

  app.put(
    '/Brief/TagSubscription',
    {
      schema: {
        operationId: 'saveTagSubscription',
        summary: 'Choose document notifications by tag',
        description: 'For licence administrators: all tags or a chosen list.',
        tags,
        querystring: ZLicenseParam,
        body: ZTagSubscriptionUpdate,
        response: { 200: ZTagSubscription },
      },
      config: licensed,
    },
    async (request) => saveTagSubscription({ db: app.db, ctx: requireLicense(request), update: request.body }),
  );
};
