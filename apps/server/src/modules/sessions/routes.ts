/**
 * GET auth/sessions, POST auth/sessions/end (log out everywhere), DELETE auth/sessions/{id};
 * GET License/MemberSessions and POST License/Members/{userId}/EndSessions for licence admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActiveSession, ZEndedSessions, ZEndSessionsRequest, ZMemberSessions } from '@portal/domain';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { clearSessionCookie } from '../../platform/auth/session-cookie.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { endMemberSessions, endMySession, endMySessions, listActiveSessions, listLicenseMemberSessions, liveWindow } from './service.js';
import { NO_CONTENT } from '../../platform/no-content.js';

const tags = ['auth'];


export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/sessions', { schema: { operationId: 'listMySessions', summary: 'The user\'s active sessions', description: 'Every live session of the user: device, client address, start and last use; the current one is marked.', tags, response: { 200: z.array(ZActiveSession) } } }, async (request) =>
    listActiveSessions({ db: app.db, session: requireAuth(request), window: liveWindow(app.config.SESSION_IDLE_MINUTES) }),
  );

  app.post(
    '/auth/sessions/end',
    {
      schema: {
        operationId: 'endMySessions',
        summary: 'Log out everywhere',
        description: 'Ends every other session of the user, and this one too with IncludeCurrent.',
        tags,
        body: ZEndSessionsRequest.nullish(),
        response: { 200: ZEndedSessions },
      },
      config: { allowReadOnly: true },
    },
    async (request, reply) => {
      const includeCurrent = request.body?.IncludeCurrent ?? false;
      const result = await endMySessions({ db: app.db, session: requireAuth(request), includeCurrent });
      if (includeCurrent) clearSessionCookie(request, reply);
      return result;
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        operationId: 'endMySession',
        summary: 'End one of the user\'s sessions',
        description: 'Ends one session of the user by the id the session list gives.',
        response: { 204: NO_CONTENT },
        tags,
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'a session id').describe('The id of the session, as GET /auth/sessions lists it.') }),
      },
      config: { allowReadOnly: true },
    },
    async (request, reply) => {
      await endMySession({ db: app.db, session: requireAuth(request), id: request.params.id, window: liveWindow(app.config.SESSION_IDLE_MINUTES) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/License/MemberSessions',
    {
      schema: {
        operationId: 'listMemberSessions',
        summary: 'Members and their sessions',
        description: 'For licence administrators: the licence\'s members with their number of live sessions and last use.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZMemberSessions) },
      },
      config: { license: true },
    },
    async (request) => listLicenseMemberSessions({ db: app.db, ctx: requireLicense(request), window: liveWindow(app.config.SESSION_IDLE_MINUTES) }),
  );

  app.post(
    '/License/Members/:userId/EndSessions',
    {
      schema: {
        operationId: 'endMemberSessions',
        summary: 'End a member\'s sessions',
        description: 'For licence administrators: ends every session of one member of the licence (404 for anyone else).',
        tags,
        params: z.object({ userId: z.uuid().describe('The id (UUID) of the member of the licence.') }),
        querystring: ZLicenseParam,
        response: { 200: ZEndedSessions },
      },
      config: { license: true },
    },
    async (request) =>
      endMemberSessions({ db: app.db, ctx: requireLicense(request), userId: request.params.userId, currentSessionId: requireAuth(request).sessionId }),
  );
};
