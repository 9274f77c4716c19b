/**
 * The vehicle list and the eVB list (spec 001 §2.5, §7; issue 14): GET /Fahrzeug, GET /Evb, and POST /Evb to record the
 * eVB number an insurer issued. Members of licences with motor products except claim reporters (403 otherwise); each
 * sees the vehicles of the contracts they may see.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEvbInput, ZEvbListQuery, ZEvbPage, ZEvbRecord, ZVehicleListQuery, ZVehiclePage } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { listEvbNumbers, listVehicles, recordEvbNumber } from './service.js';

const licensed = { license: true } as const;
const tags = ['vehicles'];
const WHO = 'For licences with motor products (families KOMPAKT, EUROMOBIL), every member but claim reporters (403 otherwise); each sees the vehicles of the contracts visible to them (end customers their own).';

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Fahrzeug',
    {
      schema: {
        operationId: 'listVehicles',
        summary: 'Vehicle list',
        description: `The vehicles of the motor contracts (Typ KOMPAKTKRAFT, EUROMOBIL) with their latest eVB number: paged, sorted and searched (plate ignoring spaces and hyphens, chassis number, contract number, customer name). ${WHO}`,
        tags,
        querystring: ZLicenseParam.extend(ZVehicleListQuery.shape),
        response: { 200: ZVehiclePage },
      },
      config: licensed,
    },
    async (request) => listVehicles({ db: app.db, ctx: requireLicense(request), query: request.query }),
  );

  app.get(
    '/Evb',
    {
      schema: {
        operationId: 'listEvbNumbers',
        summary: 'eVB list',
        description: `The eVB numbers issued for the vehicles of the motor contracts, newest first by default, with the vehicle they belong to; paged, sorted and searched as the vehicle list. ${WHO}`,
        tags,
        querystring: ZLicenseParam.extend(ZEvbListQuery.shape),
        response: { 200: ZEvbPage },
      },
      config: licensed,
    },
    async (request) => listEvbNumbers({ db: app.db, ctx: requireLicense(request), query: request.query }),
  );

  app.post(
    '/Evb',
    {
      schema: {
        operationId: 'createEvbNumber',
        summary: 'Record an issued eVB number',
        description:
          'Files the eVB number the insurer issued on an eVB request for a motor contract the member may see (404 otherwise): 7 characters, upper-case letters and digits (400 naming evbNummer otherwise); unique in the licence (409). Optionally links the confirmation letter, a document of the same contract. Licence admins, employees and intermediaries (403 for others and read-only members).',
        tags,
        querystring: ZLicenseParam,
        body: ZEvbInput,
        response: { 201: ZEvbRecord },
      },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await recordEvbNumber({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );
};
