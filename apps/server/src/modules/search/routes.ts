/** Global search (spec 000 §2.11): suggestions across types, and exact resolution of the search links. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { resolveSearch, searchEverything } from './service.js';

const ZHit = z.object({ Type: z.enum(['Kunde', 'Vertrag', 'Schaden']), Id: z.string(), Title: z.string(), Subtitle: z.string().nullable(), Extra: z.string().nullable() });
const term = z.string().trim().min(1).max(100);

export const ZResolveQuery = ZLicenseParam.extend({
  VSNR: term.optional().describe('A contract number (Versicherungsscheinnummer).'),
  SCHADENNR: term.optional().describe('A claim number.'),
  KUNDE: term.optional().describe('A customer number.'),
  vorgang: term.optional().describe('A process number.'),
  kennzeichen: term.optional().describe('A number plate.'),
}).refine((q) => [q.VSNR, q.SCHADENNR, q.KUNDE, q.vorgang, q.kennzeichen].filter((v) => v !== undefined).length === 1, {
  message: 'exactly one of VSNR, SCHADENNR, KUNDE, vorgang, kennzeichen',
  path: ['VSNR'],
});

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Search',
    {
      schema: {
        operationId: 'search',
        summary: 'Global search',
        description: 'Customers, contracts and claims matching a text: partial numbers and names, regardless of case and umlaut spelling.',
        tags: ['search'],
        querystring: ZLicenseParam.extend({ q: z.string().trim().min(2).max(100).describe('What to look for: at least two characters.'), take: z.coerce.number().int().min(1).max(50).default(5).describe('Hits per kind of object.') }),
        response: { 200: z.object({ Results: z.array(ZHit) }) },
      },
      config: { license: true },
    },
    async (request) => ({ Results: await searchEverything({ db: app.db, ctx: requireLicense(request), q: request.query.q, take: request.query.take }) }),
  );

  app.get(
    '/Search/Resolve',
    {
      schema: {
        operationId: 'resolveSearchLink',
        summary: 'Resolve a search link',
        description: 'The one object a search link names (contract number, claim number, customer, process, licence plate), or 404.',
        tags: ['search'],
        querystring: ZResolveQuery,
        response: { 200: z.object({ Type: z.string(), Id: z.string(), Typ: z.string().optional() }) },
      },
      config: { license: true },
    },
    async (request) => resolveSearch({ db: app.db, ctx: requireLicense(request), query: request.query }),
  );
};
