/** Dashboards (issue 12): box items, the user's custom data (box layout), the licence's end-user appearance. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCustomData, ZCustomDataBody, ZCustomDataParams, ZDashboardBoxItems, ZDashboardBoxParams, ZDashboardBoxQuery, ZEndUserAppearance } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import { deleteCustomData, getCustomData, getDashboardBoxItems, getEndUserAppearance, saveEndUserAppearance, setCustomData } from './service.js';

const licensed = { license: true } as const;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Dashboard/Boxes/:boxId',
    {
      schema: {
        operationId: 'getDashboardBoxItems',
        summary: 'Items of a dashboard box',
        description:
          'The items of one start-page box (newest contracts, current offers, open and recently closed claims, open processes, advice needed, birthdays) from the rows the member may see, at most `take` per group with the group\'s total. 403 for a box the member may not see (broker-only boxes, claims without claim access). Premium amounts are absent when the licence hides premiums.',
        tags: ['dashboard'],
        params: ZDashboardBoxParams,
        querystring: ZLicenseParam.extend(ZDashboardBoxQuery.shape),
        response: { 200: ZDashboardBoxItems },
      },
      config: licensed,
    },
    async (request) => getDashboardBoxItems({ db: app.db, ctx: requireLicense(request), boxId: request.params.boxId, take: request.query.take }),
  );

  app.get(
    '/CustomData/:key',
    {
      schema: {
        operationId: 'getCustomData',
        summary: 'Read custom data',
        description: 'One of the user\'s small client documents in the active licence (keys BoxContent_V{n}, hostCheck); Value is null when none is stored.',
        tags: ['dashboard'],
        params: ZCustomDataParams,
        querystring: ZLicenseParam,
        response: { 200: ZCustomData },
      },
      config: licensed,
    },
    async (request) => getCustomData({ db: app.db, ctx: requireLicense(request), key: request.params.key }),
  );

  app.put(
    '/CustomData/:key',
    {
      schema: {
        operationId: 'setCustomData',
        summary: 'Store custom data',
        description: 'Stores one of the user\'s client documents in the active licence (whitelisted keys, at most 32 KiB of JSON); only the user reads it back.',
        tags: ['dashboard'],
        params: ZCustomDataParams,
        querystring: ZLicenseParam,
        body: ZCustomDataBody,
        response: { 200: ZCustomData },
      },
      config: licensed,
    },
    async (request) => setCustomData({ db: app.db, ctx: requireLicense(request), key: request.params.key, value: request.body.Value }),
  );

  app.delete(
    '/CustomData/:key',
    {
      schema: {
        operationId: 'deleteCustomData',
        summary: 'Delete custom data',
        description: 'Deletes one of the user\'s client documents (e.g. BoxContent_V1: the dashboard goes back to its default view).',
        tags: ['dashboard'],
        params: ZCustomDataParams,
        querystring: ZLicenseParam,
        response: { 204: NO_CONTENT },
      },
      config: licensed,
    },
    async (request, reply) => {
      await deleteCustomData({ db: app.db, ctx: requireLicense(request), key: request.params.key });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Settings/EndUserAppearance',
    {
      schema: {
        operationId: 'getEndUserAppearance',
        summary: 'End-user dashboard appearance',
        description: 'The fields the private customers\' contract card shows (EndUserCol1..4 grid columns, EndUserVZf1..3 contract info, EndUserRisikoZusammenfassung1..3 risk info); the default when the licence has not set them.',
        tags: ['dashboard'],
        querystring: ZLicenseParam,
        response: { 200: ZEndUserAppearance },
      },
      config: licensed,
    },
    async (request) => getEndUserAppearance({ db: app.db, ctx: requireLicense(request) }),
  );

  app.put(
    '/Settings/EndUserAppearance',
    {
      schema: {
        operationId: 'saveEndUserAppearance',
        summary: 'Save the end-user dashboard appearance',
        description: 'For licence administrators (403 otherwise): replaces the fields of the private customers\' contract card; recorded in the audit log.',
        tags: ['dashboard'],
        querystring: ZLicenseParam,
        body: ZEndUserAppearance,
        response: { 200: ZEndUserAppearance },
      },
      config: { license: true, guests: false },
    },
    async (request) => saveEndUserAppearance({ db: app.db, ctx: requireLicense(request), appearance: request.body }),
  );
};
