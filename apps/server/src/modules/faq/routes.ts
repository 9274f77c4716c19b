/** The FAQ (spec 001 §2.6): GET /Faq for members of the licence family that has it; changes for licence admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFaqEntry, ZFaqEntryInput, ZFaqEntryParams, ZFaqList } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import { changeFaqEntry, createFaqEntry, getFaq, removeFaqEntry } from './service.js';

const licensed = { license: true } as const;
const ONLY = 'Licence administrators only, where the licence has an FAQ (403 otherwise). Recorded in the administration audit log.';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Faq',
    {
      schema: {
        operationId: 'getFaq',
        summary: 'The FAQ',
        description: 'Every FAQ entry of the licence (question, answer, category), sorted by category and order, and whether the member may edit them. 403 when the licence\'s family has no FAQ.',
        tags: ['faq'],
        querystring: ZLicenseParam,
        response: { 200: ZFaqList },
      },
      config: licensed,
    },
    async (request) => getFaq({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/Faq',
    {
      schema: { operationId: 'createFaqEntry', summary: 'Add an FAQ entry', description: `Adds a question with its answer under a category (at most 300 entries per licence: 409 beyond). ${ONLY}`, tags: ['faq'], querystring: ZLicenseParam, body: ZFaqEntryInput, response: { 201: ZFaqEntry } },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await createFaqEntry({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.put(
    '/Faq/:id',
    {
      schema: { operationId: 'updateFaqEntry', summary: 'Change an FAQ entry', description: `Replaces category, question, answer and order of an entry. ${ONLY}`, tags: ['faq'], params: ZFaqEntryParams, querystring: ZLicenseParam, body: ZFaqEntryInput, response: { 200: ZFaqEntry } },
      config: licensed,
    },
    async (request) => changeFaqEntry({ db: app.db, ctx: requireLicense(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/Faq/:id',
    {
      schema: { operationId: 'deleteFaqEntry', summary: 'Delete an FAQ entry', description: `Deletes an entry. ${ONLY}`, tags: ['faq'], params: ZFaqEntryParams, querystring: ZLicenseParam, response: { 204: NO_CONTENT } },
      config: licensed,
    },
    async (request, reply) => {
      await removeFaqEntry({ db: app.db, ctx: requireLicense(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
