/** POST /api/v1/Activity?license= */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityRequest } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { logActivity } from './service.js';
import { NO_CONTENT } from '../../platform/no-content.js';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Activity',
    {
      schema: {
        operationId: 'logActivity',
        summary: 'Record a user activity',
        description: 'Records a login to a licence or a document preview in the licence\'s activity log.',
        response: { 204: NO_CONTENT },
        tags: ['user'],
        querystring: ZLicenseParam,
        body: ZActivityRequest,
      },
      config: { license: true },
    },
    async (request, reply) => {
      await logActivity({ db: app.db, ctx: requireLicense(request), action: request.body.Action });
      return reply.code(204).send(null);
    },
  );
};
