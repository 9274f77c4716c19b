/**
 * Forms routes (issue 10, docs/api-forms.md): products a member may start, a product's pages (ETag, 304), risks:
 * start, load, save (versioned drafts with the engine's issues) and transfer into a process.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateFormRisk, ZFormProduct, ZFormProductList, ZFormRisk, ZSaveFormRisk, ZSaveFormRiskResult, ZTransferFormRiskResult } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { formAiImportRoutes } from './ai-import/routes.js';
import { formFileRoutes } from './files/routes.js';
import { createRisk, getProduct, getRisk, listStartableProducts, matchesEtag, saveRisk, transferFormRisk } from './service.js';
import { formRenderRoutes } from './render/routes.js';

const ZProductParams = z.object({ productId: z.uuid().describe('The id (UUID) of the form product.') });
const ZRiskParams = z.object({ riskId: z.uuid().describe('The id (UUID) of the form risk (one filling-in of a form).') });
const NOT_MODIFIED = z.null().describe('Not modified: the product is the one the If-None-Match ETag names; use the cached copy.');

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forms'];

  app.get(
    '/Forms/Products',
    {
      schema: {
        operationId: 'listFormProducts',
        summary: 'Forms the member may start',
        description: 'The form products of the licence that the member\'s role may start (none for read-only members or when the licence has no forms), by name.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZFormProductList },
      },
      config: { license: true },
    },
    async (request) => listStartableProducts({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Forms/Product/:productId',
    {
      schema: {
        operationId: 'getFormProduct',
        summary: 'A form product with its pages',
        description: 'The form definition of a product of the licence: its pages with their controls (spec 001 §3) and options. Answers an ETag; with If-None-Match naming it, 304 without a body.',
        tags,
        params: ZProductParams,
        querystring: ZLicenseParam,
        headers: z.object({ 'if-none-match': z.string().max(1000).optional().describe('The ETag of a cached copy: answered 304 when it is still current.') }),
        response: { 200: ZFormProduct, 304: NOT_MODIFIED },
      },
      config: { license: true },
    },
    async (request, reply) => {
      const { product, etag } = await getProduct({ db: app.db, ctx: requireLicense(request), productId: request.params.productId });
      // Private: the answer belongs to a licence the session holds; no-cache: revalidate with the ETag every time.
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      // No payload at all (not null), so that no content type is set on the 304 either.
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined as unknown as null);
      return product;
    },
  );

  app.post(
    '/Forms/Risk',
    {
      schema: {
        operationId: 'createFormRisk',
        summary: 'Start a form',
        description:
          'A new, empty risk (filling-in) of a form product for the logged-in member, who owns it; optionally a forms process (issue 11): the record it is started for (Context with CustomerId, ContractId, ClaimId, IntermediaryId or AddressId of the licence, 404 naming the field otherwise), Receivers (they may open and fill it), ValidUntil and GroupName. 403 when the member\'s role may not start the product.',
        tags,
        querystring: ZLicenseParam,
        body: ZCreateFormRisk,
        response: { 201: ZFormRisk },
      },
      config: { license: true },
    },
    async (request, reply) => reply.code(201).send(await createRisk({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.get(
    '/Forms/Risk/:riskId',
    {
      schema: {
        operationId: 'getFormRisk',
        summary: 'A form risk',
        description: 'The answers, status and version of a risk. Seen by its owner or creator, its receivers and the licence\'s staff (admins, employees); 404 for everyone else.',
        tags,
        params: ZRiskParams,
        querystring: ZLicenseParam,
        response: { 200: ZFormRisk },
      },
      config: { license: true },
    },
    async (request) => getRisk({ db: app.db, ctx: requireLicense(request), riskId: request.params.riskId }),
  );

  app.post(
    '/Forms/Risk/:riskId',
    {
      schema: {
        operationId: 'saveFormRisk',
        summary: 'Save a form risk',
        description:
          'Saves the answers as a draft, also when they fail validation: the answer has the new Version, the data as stored (calculations recomputed, hidden-and-cleared answers removed) and the validation issues by control. 409 VERSION_CONFLICT when Version is not the current one (the problem\'s `current` has the server\'s Data and Version), 409 FORM_TRANSFERRED once transferred, 413 over 512 kB of data, 400 for answers that belong to no control of the form.',
        tags,
        params: ZRiskParams,
        querystring: ZLicenseParam,
        body: ZSaveFormRisk,
        response: { 200: ZSaveFormRiskResult },
      },
      config: { license: true },
    },
    async (request) => saveRisk({ db: app.db, ctx: requireLicense(request), riskId: request.params.riskId, input: request.body }),
  );

  app.post(
    '/Forms/Risk/:riskId/Transfer',
    {
      schema: {
        operationId: 'transferFormRisk',
        summary: 'Send a form',
        description:
          'Transfers the risk to the broker: 400 naming every invalid control (the messages the form shows), else the risk becomes read-only (status transferred) and a process (Vorgang) with the answers and the form\'s PDFs (its documents, and the files of its message) appears in the broker\'s post box. 409 FORM_TRANSFERRED when it was transferred already. For a service\'s form (/meldung/*, docs/api-services.md): 403 without the service\'s permission; the process is headed by the service and the customer, and a claim report also files the claim.',
        tags,
        params: ZRiskParams,
        querystring: ZLicenseParam,
        response: { 200: ZTransferFormRiskResult },
      },
      config: { license: true },
    },
    async (request) => transferFormRisk({ db: app.db, bus: app.eventBus, storage: app.storage, ctx: requireLicense(request), riskId: request.params.riskId }),
  );

  // Uploads and the AI import take multipart bodies: each in its own plugin, so the JSON routes above stay JSON-only.
  await app.register(formFileRoutes);
  await app.register(formAiImportRoutes);
  // The form PDFs and the insurance card (render/).
  await app.register(formRenderRoutes);
};
