/**
 * CSRF defence beyond SameSite cookies: a state-changing request (any method but GET/HEAD/OPTIONS, uploads
 * included) that a browser marks as coming from another site is refused with 403 CROSS_ORIGIN before auth or any
 * handler runs. Browsers send `Sec-Fetch-Site` and `Origin` on such requests; a request without either (curl, an
 * integrator's back office) cannot carry a victim's cookies by itself and passes. The own origin is the one the
 * request was addressed to, as seen through trusted proxies (TRUST_PROXY).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { isReadMethod } from './auth/read-methods.js';

/** The origin this request was addressed to: scheme and host (with port), as the browser would write it. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/** Why the request must be refused as cross-site, or null when it may pass. */
export function crossSiteReason(input: { method: string; origin: string | undefined; secFetchSite: string | undefined; ownOrigin: string }): string | null {
  if (isReadMethod(input.method)) return null;
  if (input.secFetchSite === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  if (input.origin !== undefined) {
    // "null" is what browsers send from sandboxed frames and some redirects: never our own page.
    if (input.origin === 'null' || input.origin.toLowerCase() !== input.ownOrigin) return `Origin ${input.origin} is not this portal`;
  }
  return null;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const csrfGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const reason = crossSiteReason({
        method: request.method,
        origin: header(request, 'origin'),
        secFetchSite: header(request, 'sec-fetch-site'),
        ownOrigin: ownOrigin(request),
      });
      if (reason) throw new AppError('CROSS_ORIGIN', 403, `Refused a state-changing request from another site (${reason})`);
    });
  },
  { name: 'portal-csrf-guard' },
);
