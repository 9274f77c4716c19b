/** GET User/Licences, User/Appearances, User/Init; PUT User/Language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageRequest, ZLicenseAppearance, ZUserInit, ZUserLicense } from '@portal/domain';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { changeUserLanguage, getUserInit, listUserAppearances, listUserLicenses } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/User/Licences',
    { schema: { tags: ['user'], response: { 200: ZUserLicense.array() } } },
    async (request) => listUserLicenses({ db: app.db, session: requireAuth(request) }),
  );

  app.get(
    '/User/Appearances',
    { schema: { tags: ['user'], response: { 200: ZLicenseAppearance.array() } } },
    async (request) => listUserAppearances({ db: app.db, session: requireAuth(request) }),
  );

  app.put('/User/Language', { schema: { tags: ['user'], body: ZLanguageRequest } }, async (request, reply) => {
    await changeUserLanguage({ db: app.db, session: requireAuth(request), language: request.body.Language });
    return reply.code(204).send();
  });

  app.get(
    '/User/Init',
    { schema: { tags: ['user'], querystring: ZLicenseParam, response: { 200: ZUserInit } }, config: { license: true, answersOwnAccount: true } },
    async (request) => getUserInit({ session: requireAuth(request), ctx: requireLicense(request) }),
  );
};
