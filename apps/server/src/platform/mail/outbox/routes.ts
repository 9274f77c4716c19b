/**
 * GET /api/v1/Dev/Outbox and /Dev/Outbox/{id} (docs/api-platform.md "Dev outbox"): the mails a licence's admins
 * can read while no SMTP server is configured. Registered always, so that the OpenAPI document is the same for
 * every deployment; with SMTP_URL set both answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDevOutboxMail, ZDevOutboxPage, ZDevOutboxQuery } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../license-context.js';
import { getOutboxMail, listOutboxMails } from './dev-outbox.js';

const tags = ['platform'];
const ZMailParams = z.object({ id: z.uuid().describe('The id (UUID) of a mail in the outbox.') });

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Dev/Outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        summary: 'Mails in the dev outbox',
        description:
          'The mails the portal kept for this licence instead of sending them (no SMTP_URL configured), newest first, paged. Licence admins only (403 otherwise); 404 when mail is sent by SMTP.',
        tags,
        querystring: ZLicenseParam.extend(ZDevOutboxQuery.shape),
        response: { 200: ZDevOutboxPage },
      },
      config: { license: true, guests: false },
    },
    async (request) => listOutboxMails({ db: app.db, config: app.config, ctx: requireLicense(request), query: request.query }),
  );

  app.get(
    '/Dev/Outbox/:id',
    {
      schema: {
        operationId: 'getDevOutboxMail',
        summary: 'One mail of the dev outbox',
        description:
          'The whole mail: sender, recipient, reply-to, subject, text and HTML parts, its links and what was attached. 404 for a mail of another licence or when mail is sent by SMTP; 403 for anyone but the licence\'s admins.',
        tags,
        params: ZMailParams,
        querystring: ZLicenseParam,
        response: { 200: ZDevOutboxMail },
      },
      config: { license: true, guests: false },
    },
    async (request) => getOutboxMail({ db: app.db, config: app.config, ctx: requireLicense(request), mailId: request.params.id }),
  );
};
