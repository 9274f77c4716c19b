/** POST /api/v1/Mail/Test (docs/api-platform.md "Mail"): a licence admin checks that mail reaches them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMailTestResult } from '@portal/domain';
import { requireAuth } from '../../auth/auth-hook.js';
import { ownOrigin } from '../../csrf-guard.js';
import { requireLicense, ZLicenseParam } from '../../license-context.js';
import { mailLinkBase } from '../mail-link-base.js';
import { sendTestMail } from './service.js';

export const mailTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Mail/Test',
    {
      schema: {
        operationId: 'sendTestMail',
        summary: 'Send a test mail to oneself',
        description:
          'Sends a test mail in the portal\'s mail layout to the logged-in licence admin\'s own address, in their language: through the SMTP server (SMTP_URL), or into the dev outbox without one. Licence admins only (403); 502 MAIL_FAILED when the mail server refuses it or does not answer.',
        tags: ['platform'],
        querystring: ZLicenseParam,
        response: { 200: ZMailTestResult },
      },
      config: { license: true, guests: false },
    },
    async (request) =>
      sendTestMail({
        mailer: app.mailer,
        config: app.config,
        session: requireAuth(request),
        ctx: requireLicense(request),
        // PUBLIC_URL, else the address the admin reached the portal at (behind proxies as TRUST_PROXY allows).
        portalUrl: mailLinkBase(app.config, ownOrigin(request)),
      }),
  );
};
