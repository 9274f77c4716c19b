/** Content pages (/content/{id}, spec 001 §2.1): read by the licence's members, written by licence admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContentPage, ZContentPageCreate, ZContentPageInput, ZContentPageList, ZContentPageParams } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import { changeContentPage, createContentPage, getContentPage, getContentPages, removeContentPage } from './service.js';

const licensed = { license: true } as const;
const ONLY = 'Licence administrators only (403 otherwise). Recorded in the administration audit log.';

export const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ContentPages',
    {
      schema: {
        operationId: 'listContentPages',
        summary: 'The content pages the member reads',
        description: 'Title, address id (Slug), audience and state of every content page the member reads, in page order: published pages of the member\'s audience; licence administrators see every page, also unpublished ones.',
        tags: ['content'],
        querystring: ZLicenseParam,
        response: { 200: ZContentPageList },
      },
      config: licensed,
    },
    async (request) => getContentPages({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/ContentPages/:slug',
    {
      schema: {
        operationId: 'getContentPage',
        summary: 'One content page',
        description: 'The page with its Markdown source and the sanitised HTML rendered from it. 404 when there is no such page or the member may not read it (unpublished, or for another audience).',
        tags: ['content'],
        params: ZContentPageParams,
        querystring: ZLicenseParam,
        response: { 200: ZContentPage },
      },
      config: licensed,
    },
    async (request) => getContentPage({ db: app.db, ctx: requireLicense(request), slug: request.params.slug }),
  );

  app.post(
    '/ContentPages',
    {
      schema: {
        operationId: 'createContentPage',
        summary: 'Add a content page',
        description: `Adds a page under a new address id (409 when taken; at most 200 pages per licence). The Markdown is rendered to sanitised HTML; raw HTML in it is never kept as markup. ${ONLY}`,
        tags: ['content'],
        querystring: ZLicenseParam,
        body: ZContentPageCreate,
        response: { 201: ZContentPage },
      },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await createContentPage({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.put(
    '/ContentPages/:slug',
    {
      schema: {
        operationId: 'updateContentPage',
        summary: 'Change a content page',
        description: `Replaces title, Markdown, audience, published flag and order of a page; its address stays. ${ONLY}`,
        tags: ['content'],
        params: ZContentPageParams,
        querystring: ZLicenseParam,
        body: ZContentPageInput,
        response: { 200: ZContentPage },
      },
      config: licensed,
    },
    async (request) => changeContentPage({ db: app.db, ctx: requireLicense(request), slug: request.params.slug, input: request.body }),
  );

  app.delete(
    '/ContentPages/:slug',
    {
      schema: { operationId: 'deleteContentPage', summary: 'Delete a content page', description: `Deletes a page. ${ONLY}`, tags: ['content'], params: ZContentPageParams, querystring: ZLicenseParam, response: { 204: NO_CONTENT } },
      config: licensed,
    },
    async (request, reply) => {
      await removeContentPage({ db: app.db, ctx: requireLicense(request), slug: request.params.slug });
      return reply.code(204).send(null);
    },
  );
};
