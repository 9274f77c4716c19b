/** GET User/Licences, User/Appearances, User/Init; PUT User/Language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageRequest, ZLicenseAppearance, ZUserInit, ZUserLicense } from '@portal/domain';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { devOutboxActive } from '../../platform/mail/mailer.js';
import { changeUserLanguage, getUserInit, listUserAppearances, listUserLicenses } from './service.js';
import { NO_CONTENT } from '../../platform/no-content.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/User/Licences',
    {
      schema: {
        operationId: 'listUserLicenses',
        summary: 'The user\'s licences',
        description: 'Every licence (portal tenant) the user is a member of, with its name.',
        tags: ['user'],
        response: { 200: ZUserLicense.array() },
      },
    },
    async (request) => listUserLicenses({ db: app.db, session: requireAuth(request) }),
  );

  app.get(
    '/User/Appearances',
    {
      schema: {
        operationId: 'listUserAppearances',
        summary: 'Appearance of the user\'s licences',
        description: 'Logo, colours, banner and footer links of each licence of the user, for the licence switcher and the login.',
        tags: ['user'],
        response: { 200: ZLicenseAppearance.array() },
      },
    },
    async (request) => listUserAppearances({ db: app.db, session: requireAuth(request) }),
  );

  app.put('/User/Language', { schema: { operationId: 'setUserLanguage', summary: 'Change the user\'s language', description: 'Stores the user\'s language (de, en or pl) for later logins.', response: { 204: NO_CONTENT }, tags: ['user'], body: ZLanguageRequest } }, async (request, reply) => {
    await changeUserLanguage({ db: app.db, session: requireAuth(request), language: request.body.Language });
    return reply.code(204).send(null);
  });

  app.get(
    '/User/Init',
    {
      schema: {
        operationId: 'getUserInit',
        summary: 'Start-up data of a licence',
        description: 'The user\'s role, view preset, permissions and the licence\'s features in the active licence: what the app shows and allows.',
        tags: ['user'],
        querystring: ZLicenseParam,
        response: { 200: ZUserInit },
      },
      config: { license: true, answersOwnAccount: true },
    },
    async (request) => getUserInit({ session: requireAuth(request), ctx: requireLicense(request), devOutbox: devOutboxActive(app.config) }),
  );
};
