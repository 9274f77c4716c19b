/** Reference data of a licence: branches (Sparten) and dashboard cards. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { findCard, listBranches, listDocumentFolders } from './repository.js';
import { idParams } from '../../platform/id-params.js';

const ZBranch = z.object({ Spartenkuerzel: z.string(), Spartenbezeichnung: z.string() });
const ZCard = z.object({
  Id: z.string(),
  Name: z.object({ de: z.string(), en: z.string() }),
  Icon: z.string(),
  Link: z.string().nullable(),
  AdditionalProperties: z.record(z.string(), z.unknown()),
});

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Sparte',
    {
      schema: {
        operationId: 'listInsuranceLines',
        summary: 'Insurance lines',
        description: 'The insurance lines (Sparten) of the licence, for filters.',
        tags: ['reference'],
        querystring: ZLicenseParam,
        response: { 200: z.array(ZBranch) },
      },
      config: { license: true },
    },
    async (request) => listBranches(app.db, requireLicense(request).licenseId),
  );

  // Combobox values of a branch field (spec 000 §7): only the documents' folder list is known.
  app.get(
    '/Sparte/:key/SpartenComboboxValues',
    {
      schema: { operationId: 'listDocumentFolders', summary: 'Document folders', description: 'The folders documents of the licence are filed in.', tags: ['reference'], params: z.object({ key: z.literal('BRIEF@ORDNER@VORGANG').describe('The reference list: BRIEF@ORDNER@VORGANG, the document folders.') }), querystring: ZLicenseParam, response: { 200: z.array(z.object({ Inhalt: z.string() })) } },
      config: { license: true },
    },
    async (request) => (await listDocumentFolders(app.db, requireLicense(request).licenseId)).map((Inhalt) => ({ Inhalt })),
  );

  app.get(
    '/Cards/:id',
    {
      schema: {
        operationId: 'getCard',
        summary: 'A dashboard card',
        description: 'One report card of the licence with its filter.',
        tags: ['reference'],
        params: idParams('card'),
        querystring: ZLicenseParam,
        response: { 200: ZCard },
      },
      config: { license: true },
    },
    async (request) => {
      const card = await findCard(app.db, requireLicense(request).licenseId, request.params.id);
      if (!card) throw notFound('No such card');
      return { Id: card.id, Name: card.name, Icon: card.icon, Link: card.link, AdditionalProperties: card.additionalProperties };
    },
  );
};
