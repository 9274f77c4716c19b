/**
 * Authentication for all of /api/v1 (and the one /api/v2 path) in one hook (not per route). A route there needs a session
 * unless it says `config: { auth: 'public' | 'optional' }`; routes elsewhere (health, docs, the app) are public.
 * Read-only sessions (guests) are refused every write here, before any handler runs.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../errors.js';
import type { TAuthMode } from '../fastify-types.js';
import { isReadMethod } from './read-methods.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import { resolveSession } from './session-store.js';

/**
 * Requests the app makes by itself (badge refreshes, polling) send this header, so that they do not count as the
 * user's activity: a page left open must still reach its idle end.
 */
export const BACKGROUND_HEADER = 'x-portal-activity';
const isBackground = (request: FastifyRequest): boolean => request.headers[BACKGROUND_HEADER] === 'background';

export const API_V1_PREFIX = '/api/v1';
/** The API's versions: v1, and v2 for the permission profile templates of spec 000 §7. */
const API_PREFIXES = [`${API_V1_PREFIX}/`, '/api/v2/'] as const;

function authMode(request: FastifyRequest): TAuthMode {
  const configured = request.routeOptions.config?.auth;
  if (configured) return configured;
  // The registered route pattern, not the raw URL: unknown paths (404) and the app's files need no session.
  const url = request.routeOptions.url;
  return url !== undefined && API_PREFIXES.some((p) => url.startsWith(p)) ? 'session' : 'public';
}

export const authHookPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request, reply) => {
      const mode = authMode(request);
      if (mode === 'public') return;
      const token = readSessionToken(request);
      const resolved = token
        ? await resolveSession(app.db, token, { idleMinutes: app.config.SESSION_IDLE_MINUTES }, { background: isBackground(request) })
        : ({ ended: 'unknown' } as const);
      if ('ended' in resolved) {
        if (token) clearSessionCookie(request, reply);
        if (mode === 'session') throw resolved.ended === 'expired' ? new AppError('SESSION_EXPIRED', 401, 'The session has ended; log in again') : unauthenticated();
        return;
      }
      const session = resolved.session;
      request.auth = session;
      // The idle end as of this request, so that a page can warn before it (the app reads it from auth/session too).
      reply.header('x-session-idle-expires', session.idleExpiresAt.toISOString());
      reply.header('x-session-idle-seconds', String(Math.round(app.config.SESSION_IDLE_MINUTES * 60)));
      if (session.readOnly && !isReadMethod(request.method) && !request.routeOptions.config?.allowReadOnly) {
        throw new AppError('READ_ONLY', 403, 'This session may only read');
      }
    });
  },
  { name: 'portal-auth', dependencies: ['portal-db', '@fastify/cookie'] },
);

/** The session of a route that requires one (the hook guarantees it; this narrows the type). */
export function requireAuth(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
