/** The session cookie: HttpOnly (no script access), SameSite=Lax (no cross-site posts), Secure over TLS. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}
