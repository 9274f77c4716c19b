/** Detail-view administration (spec 000 §2.4, §7 "detail customization get/create/update/delete sets and definitions"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDetailDefinitionInput, ZDetailDefinitionItem, ZDetailSet, ZDetailSetInput } from '@portal/domain';
import { idParams } from '../../platform/id-params.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import {
  createDetailDefinition,
  createDetailSet,
  deleteDetailDefinition,
  deleteDetailSet,
  listDetailDefinitions,
  listDetailSets,
  updateDetailDefinition,
  updateDetailSet,
} from './service.js';

const tags = ['detail views'];
const licensed = { license: true } as const;
const adminOnly = 'Licence administrators only (403 otherwise); recorded in the administration audit log.';

export const detailViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/DetailCustomization/Set',
    {
      schema: {
        operationId: 'listDetailSets',
        summary: 'Detail-view configurations',
        description: 'The licence\'s detail-view configuration sets, sorted by name, each with the ids of the detail views it selects (at most one per type). The standard set is created when missing.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZDetailSet) },
      },
      config: licensed,
    },
    async (request) => listDetailSets({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/DetailCustomization/Set',
    {
      schema: {
        operationId: 'createDetailSet',
        summary: 'New detail-view configuration',
        description: `Creates a configuration with a name (required) and the detail views it selects; two of one type: 409 DEFINITION_TYPE_TAKEN. ${adminOnly}`,
        tags,
        querystring: ZLicenseParam,
        body: ZDetailSetInput,
        response: { 201: ZDetailSet },
      },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await createDetailSet({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.put(
    '/DetailCustomization/Set/:id',
    {
      schema: {
        operationId: 'updateDetailSet',
        summary: 'Save a detail-view configuration',
        description: `Renames the configuration and replaces the detail views it selects (at most one per type: 409 DEFINITION_TYPE_TAKEN). ${adminOnly}`,
        tags,
        params: idParams('configuration'),
        querystring: ZLicenseParam,
        body: ZDetailSetInput,
        response: { 200: ZDetailSet },
      },
      config: licensed,
    },
    async (request) => updateDetailSet({ db: app.db, ctx: requireLicense(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/DetailCustomization/Set/:id',
    {
      schema: {
        operationId: 'deleteDetailSet',
        summary: 'Delete a detail-view configuration',
        description: `Deletes a configuration. The standard configuration cannot be deleted (409 STANDARD_SET_LOCKED), nor one a permission profile uses (409 IN_USE). ${adminOnly}`,
        tags,
        params: idParams('configuration'),
        querystring: ZLicenseParam,
        response: { 204: NO_CONTENT },
      },
      config: licensed,
    },
    async (request, reply) => {
      await deleteDetailSet({ db: app.db, ctx: requireLicense(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/DetailCustomization/Definition',
    {
      schema: {
        operationId: 'listDetailDefinitions',
        summary: 'Detail views',
        description: 'Every detail view (definition) of the licence with its columns and the configurations that select it.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZDetailDefinitionItem) },
      },
      config: licensed,
    },
    async (request) => listDetailDefinitions({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/DetailCustomization/Definition',
    {
      schema: {
        operationId: 'createDetailDefinition',
        summary: 'New detail view',
        description: `Creates a detail view: a name, a type (DETAIL_*, TABELLE_* or a line-of-business abbreviation), its columns and the locked flag. ${adminOnly}`,
        tags,
        querystring: ZLicenseParam,
        body: ZDetailDefinitionInput,
        response: { 201: ZDetailDefinitionItem },
      },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await createDetailDefinition({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.put(
    '/DetailCustomization/Definition/:id',
    {
      schema: {
        operationId: 'updateDetailDefinition',
        summary: 'Save a detail view',
        description: `Replaces name, type, columns and locked flag of a detail view. A type change that gives a configuration two views of one type: 409 DEFINITION_TYPE_TAKEN. ${adminOnly}`,
        tags,
        params: idParams('detail view'),
        querystring: ZLicenseParam,
        body: ZDetailDefinitionInput,
        response: { 200: ZDetailDefinitionItem },
      },
      config: licensed,
    },
    async (request) => updateDetailDefinition({ db: app.db, ctx: requireLicense(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/DetailCustomization/Definition/:id',
    {
      schema: {
        operationId: 'deleteDetailDefinition',
        summary: 'Delete a detail view',
        description: `Deletes a detail view; one a configuration selects cannot be deleted (409 IN_USE, the detail names the configurations). ${adminOnly}`,
        tags,
        params: idParams('detail view'),
        querystring: ZLicenseParam,
        response: { 204: NO_CONTENT },
      },
      config: licensed,
    },
    async (request, reply) => {
      await deleteDetailDefinition({ db: app.db, ctx: requireLicense(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
