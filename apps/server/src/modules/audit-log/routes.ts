/** GET /api/v1/Admin/AuditLog: the administration audit log of the active licence (licence admins). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogPage, ZAuditLogQuery } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { listAuditLog } from './audit-log.js';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/AuditLog',
    {
      schema: {
        operationId: 'listAdminAuditLog',
        summary: 'Administration audit log',
        description:
          'Every administrative change to the active licence (appearance, logo, cards, detail views, profiles, …): who, when, what, and the state before and after; newest first, paged, optionally only actions starting with `action`. Licence admins only (403 otherwise).',
        tags: ['settings'],
        querystring: ZLicenseParam.extend(ZAuditLogQuery.shape),
        response: { 200: ZAuditLogPage },
      },
      config: { license: true, guests: false },
    },
    async (request) => listAuditLog({ db: app.db, ctx: requireLicense(request), query: request.query }),
  );
};
