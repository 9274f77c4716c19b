/**
 * The session cookie: HttpOnly (no script access), SameSite=Lax (no cross-site posts). Over TLS it is named with
 * the `__Host-` prefix and Secure, so the browser keeps it to exactly this host, path / and https; plain http
 * (a laptop, the tests) uses the unprefixed name, since browsers refuse `__Host-` cookies without Secure.
 * It expires with the session's absolute end; the idle end is the server's to enforce.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const isTls = (request: FastifyRequest): boolean => request.protocol === 'https';

export const sessionCookieName = (request: FastifyRequest): string => (isTls(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token the request carries (the prefixed cookie first). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_SESSION_COOKIE] ?? request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(request), token, { httpOnly: true, sameSite: 'lax', path: '/', secure: isTls(request), expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    if (request.cookies[name] !== undefined) reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure: name === SECURE_SESSION_COOKIE || isTls(request) });
  }
}
