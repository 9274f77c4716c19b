/**
 * Forms process routes (issue 11 items 2 and 4, spec 001 §7 "Forms processes", docs/api-forms.md): the paged list,
 * one process, its receivers, expiry, the XLSX export, and a form's custom mail template.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  formsProcessExportFileName,
  ZEditFormsProcessReceivers,
  ZEditFormsProcessReceiversResult,
  ZExpireFormsProcess,
  ZExportFormsProcesses,
  ZFormMailTemplate,
  ZFormsProcess,
  ZFormsProcessList,
  ZFormsProcessListQuery,
} from '@portal/domain';
import { ownOrigin } from '../../platform/csrf-guard.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { registerFormsProcessReminders } from './forms-process-mail.js';
import { editFormsProcessReceivers, exportFormsProcesses, expireFormsProcess, getFormMailTemplate, getFormsProcess, listFormsProcesses } from './service.js';

const tags = ['forms-processes'];
const ZIdParams = z.object({ id: z.uuid().describe('The forms process (its RiskId).') });
const ZProductParams = z.object({ productId: z.uuid().describe('The id (UUID) of the form product.') });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const formsProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFormsProcessReminders();
  app.get(
    '/FormsProcess',
    {
      schema: {
        operationId: 'listFormsProcesses',
        summary: 'Forms processes',
        description:
          'The forms processes the member sees (staff: all of the licence; others: those they own, started or receive), paged, filtered and sorted in the database: state any-of (repeated or comma list), title (part of the form\'s name), group; page sizes 5, 10, 25 (default 5); default sort -Anlagedatum.',
        tags,
        querystring: ZLicenseParam.merge(ZFormsProcessListQuery),
        response: { 200: ZFormsProcessList },
      },
      config: { license: true },
    },
    async (request) => listFormsProcesses({ db: app.db, ctx: requireLicense(request), query: request.query }),
  );

  app.get(
    '/FormsProcess/:id',
    {
      schema: {
        operationId: 'getFormsProcess',
        summary: 'A forms process',
        description: 'One forms process with its receivers and what the caller may do with it. 404 when the member may not see it.',
        tags,
        params: ZIdParams,
        querystring: ZLicenseParam,
        response: { 200: ZFormsProcess },
      },
      config: { license: true },
    },
    async (request) => getFormsProcess({ db: app.db, ctx: requireLicense(request), id: request.params.id }),
  );

  app.put(
    '/FormsProcess/:id/Receivers',
    {
      schema: {
        operationId: 'setFormsProcessReceivers',
        summary: 'Change the receivers of a forms process',
        description:
          'Replaces the receivers (e-mails). SendMail names receivers who get the form\'s custom mail (409 when the form has none); each mailed receiver gets reminders every three days until ValidUntil (or two weeks) while the form is Open or Processing; CancelReminders stops the process\'s reminder mails. 403 without the permission CanShareForms, 409 once the form was sent or expired, 404 when the member may not see it.',
        tags,
        params: ZIdParams,
        querystring: ZLicenseParam,
        body: ZEditFormsProcessReceivers,
        response: { 200: ZEditFormsProcessReceiversResult },
      },
      config: { license: true, guests: false },
    },
    async (request) =>
      editFormsProcessReceivers({
        db: app.db,
        mailer: app.mailer,
        config: app.config,
        ctx: requireLicense(request),
        id: request.params.id,
        input: request.body,
        origin: ownOrigin(request),
      }),
  );

  app.post(
    '/FormsProcess/Expire',
    {
      schema: {
        operationId: 'markFormsProcessExpired',
        summary: 'Expire a forms process',
        description:
          'Expires the risk (spec 001 §4): only while Open or Processing (409 otherwise) and only by one of its receivers (403 otherwise). Its reminder mails stop. Answers the process as it is now.',
        tags,
        querystring: ZLicenseParam,
        body: ZExpireFormsProcess,
        response: { 200: ZFormsProcess },
      },
      config: { license: true, guests: false },
    },
    async (request) => expireFormsProcess({ db: app.db, ctx: requireLicense(request), riskId: request.body.RiskId }),
  );

  app.post(
    '/FormsProcess/Export',
    {
      schema: {
        operationId: 'exportFormsProcesses',
        summary: 'Export forms processes',
        description:
          'An XLSX workbook \'Export {timestamp}.xlsx\' with one row per risk the member sees, every column of the list: the risks of RiskIds, or (export all, a group\'s export) those the list\'s Filter selects, at most 5000. Ids the member does not see are left out; 404 when none is left.',
        tags,
        querystring: ZLicenseParam,
        body: ZExportFormsProcesses,
      },
      // An export changes nothing: read-only members may, as they may read the list.
      config: { license: true, guests: false, allowReadOnly: true, documentedAnswer: { description: 'The XLSX workbook.', contentTypes: [XLSX] } },
    },
    async (request, reply) => {
      const book = await exportFormsProcesses({ db: app.db, ctx: requireLicense(request), input: request.body });
      // The 200 answer is binary (documentedAnswer); no zod response schema describes it.
      const body = book as unknown as null;
      return reply.type(XLSX).header('Content-Disposition', contentDisposition(formsProcessExportFileName(new Date()))).header('Cache-Control', 'private, no-store').send(body);
    },
  );

  app.get(
    '/Forms/Product/:productId/MailTemplate',
    {
      schema: {
        operationId: 'getFormMailTemplate',
        summary: 'The custom mail of a form',
        description:
          'The licence\'s custom mail template of a form product (subject and body with placeholders), sent to receivers as the "forms created" mail; Template null when there is none (the receivers dialog then offers no mail and no reminder cancelling). 404 for a product the licence does not hold.',
        tags,
        params: ZProductParams,
        querystring: ZLicenseParam,
        response: { 200: ZFormMailTemplate },
      },
      config: { license: true },
    },
    async (request) => getFormMailTemplate({ db: app.db, ctx: requireLicense(request), productId: request.params.productId }),
  );
};
