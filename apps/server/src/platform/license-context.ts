/**
 * Licence context for licence-scoped routes (`config: { license: true }`): the active licence comes from
 * `?license=` or the `X-License` header; the user must hold it. Handlers then read `requireLicense(request)`
 * and pass its licenseId to every repository call.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TPermissionContext } from '@portal/domain';
import { AppError } from './errors.js';
import { requireAuth } from './auth/auth-hook.js';
import { isReadMethod } from './auth/read-methods.js';
import { findMembership, toPermissionContext, type TLicense, type TMembership } from './memberships.js';

export type TLicenseContext = {
  userId: string;
  licenseId: string;
  membership: TMembership;
  license: TLicense;
  permission: TPermissionContext;
};

/** Query part every licence-scoped route declares (for validation and the OpenAPI description). */
export const ZLicenseParam = z.object({
  license: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('The licence (tenant) to act in: one of the ids GET /api/v1/User/Licences lists. Instead of this parameter, the X-License header may carry it; one of the two is required.'),
});

function requestedLicense(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = query?.license ?? request.headers['x-license'];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 64) {
    throw new AppError('VALIDATION', 400, 'Invalid licence', [{ path: 'license', message: 'One licence id of at most 64 characters' }]);
  }
  return raw;
}

export const licenseContextPlugin = fp(
  async (app) => {
    app.decorateRequest('licenseContext', null);
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config?.license) return;
      const auth = requireAuth(request);
      if (request.routeOptions.config.guests === false && auth.user.isGuest) throw new AppError('FORBIDDEN', 403, 'Not available to guests');
      const licenseId = requestedLicense(request);
      if (!licenseId) throw new AppError('LICENSE_REQUIRED', 400, 'Pass the licence as ?license= or X-License');
      const found = await findMembership(app.db, auth.user, licenseId);
      if (!found) throw new AppError('LICENSE_FORBIDDEN', 403, 'You do not hold this licence');
      const permission = toPermissionContext(found, auth.readOnly);
      if (permission.readOnly && !isReadMethod(request.method) && !request.routeOptions.config.allowReadOnly) {
        throw new AppError('READ_ONLY', 403, 'This licence is read-only for you');
      }
      request.licenseContext = { userId: auth.user.id, licenseId, ...found, permission };
    });
  },
  { name: 'portal-license-context', dependencies: ['portal-auth'] },
);

/** The licence context of a licence-scoped route (the hook guarantees it; this narrows the type). */
export function requireLicense(request: FastifyRequest): TLicenseContext {
  if (!request.licenseContext) throw new AppError('LICENSE_REQUIRED', 400);
  return request.licenseContext;
}
