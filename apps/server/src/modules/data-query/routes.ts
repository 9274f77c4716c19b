/** POST /api/v1/data/{Type}/query and /export: the generic data query of spec 000 §7. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDataQuery, ZDataType } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { exportData, queryData } from './service.js';
import { DATA_PAGE_JSON_SCHEMA } from './data-page-schema.js';
import { todayInGermany } from '../../platform/today.js';

const ZTypeParams = z.object({ type: ZDataType.describe('The list type: Vertrag, Schaden, Kunde, Adresse, Gesellschaft, Brief, Vorgang or Angebot.') });
const ZExportBody = ZDataQuery.omit({ Page: true, Fields: true }).extend({
  Columns: z.array(z.object({ Property: z.string().min(1).max(120), Header: z.string().max(200) }).strict()).min(1).max(200),
});

export const dataQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data/:type/query',
    // A query reads only: read-only sessions (guests) list what their details show, with the same masking.
    {
      schema: {
        operationId: 'queryData',
        summary: 'Query a list',
        description: 'The generic list query behind every table: contracts (Vertrag), claims (Schaden), customers (Kunde), addresses (Adresse), insurers (Gesellschaft), documents (Brief), processes (Vorgang), offers (Angebot), intermediaries (Vermittler). Fields, filters, sorts, paging by offset or keyset cursor, quick search; in the database, within what the member may see.',
        tags: ['data'],
        params: ZTypeParams,
        querystring: ZLicenseParam,
        body: ZDataQuery,
      },
      config: { license: true, allowReadOnly: true, documentedAnswer: { description: 'One page of the list.', contentTypes: ['application/json'], schema: DATA_PAGE_JSON_SCHEMA } },
    },
    async (request) =>
      queryData({ db: app.db, ctx: requireLicense(request), type: request.params.type, query: request.body, takeCap: app.config.QUERY_TAKE_CAP }),
  );

  app.post(
    '/data/:type/export',
    // The list as a file: a read like the query (read-only members may export), but never to guests (403 FORBIDDEN).
    {
      schema: {
        operationId: 'exportData',
        summary: 'Export a list as CSV',
        description: 'The list query as a CSV file (semicolon-separated, formula injection neutralised). Needs the licence\'s export flag; refused to guests.',
        tags: ['data'],
        params: ZTypeParams,
        querystring: ZLicenseParam,
        body: ZExportBody,
      },
      config: { license: true, allowReadOnly: true, guests: false, documentedAnswer: { description: 'The list as CSV (UTF-8 with BOM, semicolon-separated).', contentTypes: ['text/csv'], schema: { type: 'string' } } },
    },
    async (request, reply) => {
      const { Columns, ...query } = request.body;
      const stream = exportData({ db: app.db, ctx: requireLicense(request), type: request.params.type, query, columns: Columns, takeCap: app.config.QUERY_TAKE_CAP });
      const date = todayInGermany();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="Export_${request.params.type}_${date}.csv"`)
        .send(stream);
    },
  );
};
