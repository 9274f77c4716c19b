/** POST auth/login, auth/guest, auth/logout; GET auth/session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGuestLoginRequest, ZLoginRequest, ZLoginResponse, ZLogoutRequest } from '@portal/domain';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../platform/auth/session-cookie.js';
import { currentSession, loginAsGuest, loginWithPassword, logout } from './service.js';
import { NO_CONTENT } from '../../platform/no-content.js';

/**
 * The logout body is only a carrier for settings: whatever it holds, logging out must work,
 * so the settings are checked in the service instead of failing the request.
 */
// Fastify hands a missing body over as null, hence nullish.
const ZLogoutBody = ZLogoutRequest.extend({ Settings: z.unknown().optional() }).nullish();

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Log in with e-mail and password',
        description: 'Creates a session and sets the session cookie. Failed attempts are throttled per account and client address (429 RATE_LIMITED with Retry-After); the owner of an account is never locked out from an address they used before.',
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const result = await loginWithPassword({
        db: app.db,
        config: app.config,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
      });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result.response;
    },
  );

  app.post(
    '/auth/guest',
    {
      schema: {
        operationId: 'loginAsGuest',
        summary: 'Log in as a guest',
        description: 'A read-only session of at most 30 minutes in a demonstration licence: personal fields (birthdays, e-mail, phone, bank ids) come back as null, files, zips and exports are refused. Rate-limited per client address.',
        tags: ['auth'],
        body: ZGuestLoginRequest.nullish(),
        response: { 200: ZLoginResponse },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const result = await loginAsGuest({
        db: app.db,
        config: app.config,
        license: request.body?.License,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        previousToken: readSessionToken(request),
      });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result.response;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Log out',
        description: 'Ends the session and clears the cookie. Settings sent along are saved first for the roles that keep them on logout.',
        response: { 204: NO_CONTENT },
        tags: ['auth'],
        body: ZLogoutBody,
      },
      config: { auth: 'optional', allowReadOnly: true },
    },
    async (request, reply) => {
      await logout({ db: app.db, session: request.auth, body: request.body, log: request.log });
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'The current session',
        description: 'The logged-in user and the session\'s absolute and idle ends. Background requests (header X-Portal-Activity: background) do not move the idle end.',
        tags: ['auth'],
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => currentSession({ session: requireAuth(request), idleMinutes: app.config.SESSION_IDLE_MINUTES }),
  );
};
