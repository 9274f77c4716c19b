/**
 * The quote start page (spec 001 §2.7, §7 "product mapping …; object fetch; start calculation process"; issue 14
 * item 6): start data and hand-over for members with Angebotserstellung, the calculation products for licence
 * admins, and the public receiver of the demo calculation product.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZQuoteDemoQuery,
  ZQuoteDemoReceipt,
  ZQuoteHandover,
  ZQuoteHandoverResult,
  ZQuoteOfferImport,
  ZQuoteOfferImportResult,
  ZQuoteProduct,
  ZQuoteProductInput,
  ZQuoteProductList,
  ZQuoteProductParams,
  ZQuoteStart,
  ZQuoteStartQuery,
} from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import {
  changeCalculationProduct,
  createCalculationProduct,
  createQuoteHandover,
  getQuoteStart,
  importQuoteOffer,
  postDemoOffer,
  listCalculationProducts,
  receiveDemoQuote,
  removeCalculationProduct,
} from './service.js';

const licensed = { license: true } as const;
const tags = ['quote-start'];
const ADMIN = 'Licence administrators only (403 otherwise; read-only members too). Recorded in the administration audit log without the secret.';

export const quoteStartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Quote/Start',
    {
      schema: {
        operationId: 'getQuoteStart',
        summary: 'Start data of a quote',
        description:
          'What the quote start page (/cc, /service/{url}, /vwfs_vvd_vertrag) shows for its query: the calculation product that maps (by ccProductId, by slug, else by the contract\'s line of business or the object\'s kind; null = no product), the customer or contract (id), the object, the customer\'s objects to choose from when none is named, and whether the member may start the quote. 403 without the permission Angebotserstellung; 404 with the field for a customer, contract or object the member may not see; 400 for an object of another customer.',
        tags,
        querystring: ZLicenseParam.extend(ZQuoteStartQuery.shape),
        response: { 200: ZQuoteStart },
      },
      config: licensed,
    },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return getQuoteStart({ db: app.db, ctx: requireLicense(request), query });
    },
  );

  app.post(
    '/Quote/Handover',
    {
      schema: {
        operationId: 'createQuoteHandover',
        summary: 'Hand a quote over to the calculation product',
        description:
          'Builds a signed hand-over token (JWT, HS256 with the product\'s secret; issuer broker-portal, audience the product\'s CcProductId, valid 5 minutes, a random jti) carrying licence, member, product, customer, contract, object, ProcessId, ForeignProcessId and AutoImport, and answers the product\'s URL with it (query parameter token), to open in a new tab. 403 without Angebotserstellung or when read-only; 404 for an inactive or unknown product or a record the member may not see; 400 without object or contract.',
        tags,
        querystring: ZLicenseParam,
        body: ZQuoteHandover,
        response: { 200: ZQuoteHandoverResult },
      },
      config: licensed,
    },
    async (request) => createQuoteHandover({ db: app.db, ctx: requireLicense(request), input: request.body }),
  );

  app.get(
    '/Quote/DemoReceiver',
    {
      schema: {
        operationId: 'getQuoteDemoReceipt',
        summary: 'The demo calculation product receives a hand-over',
        description:
          'What the portal\'s own demo calculation product (/rechner-demo) received: the token is checked with the product\'s secret as a real product checks it (signature, algorithm, issuer, audience, expiry), and its content answered. Public (the product is another party; the token is the credential). 403 for a token that fails any check.',
        tags,
        querystring: ZQuoteDemoQuery,
        response: { 200: ZQuoteDemoReceipt },
      },
      config: { auth: 'public' },
    },
    async (request) => receiveDemoQuote({ db: app.db, token: request.query.token }),
  );

  app.post(
    '/Quote/Offer',
    {
      schema: {
        operationId: 'createQuoteOffer',
        summary: 'A calculation product posts a finished offer back',
        description:
          'The way back of a hand-over made with autoImport: the product sends a JWT (HS256, signed with its secret; header kid = the product\'s Id; iss = its CcProductId, aud = broker-portal, lid = the licence, sub = the hand-over token\'s jti, exp and iat, at most an hour old) whose claim offer holds Produkt, Praemie and Waehrung. The offer is filed once, for the hand-over\'s customer and contract (never ones the product names), with the portal process the hand-over named. Public: the signature is the credential. 403 for a token that fails a check, 404 for an unknown hand-over, 409 when the hand-over did not ask for import or its offer came already, 400 for offer claims that are not an offer.',
        tags,
        body: ZQuoteOfferImport,
        response: { 201: ZQuoteOfferImportResult },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => reply.code(201).send(await importQuoteOffer({ db: app.db, token: request.body.Token })),
  );

  app.post(
    '/Quote/DemoReceiver/Offer',
    {
      schema: {
        operationId: 'createQuoteDemoOffer',
        summary: 'The demo calculation product posts its offer back',
        description:
          'For a hand-over made with autoImport to a product the portal serves itself (/rechner-demo): the demo product calculates a demo offer and posts it back as a real product would (a signed offer through POST Quote/Offer), filed for the hand-over\'s customer. Public: the hand-over token is the credential. 403 for a token that fails its checks or a product that is not the portal\'s own, 409 when the hand-over did not ask for import or its offer came already.',
        tags,
        body: ZQuoteOfferImport,
        response: { 201: ZQuoteOfferImportResult },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => reply.code(201).send(await postDemoOffer({ db: app.db, token: request.body.Token })),
  );

  app.get(
    '/Quote/Products',
    {
      schema: { operationId: 'listQuoteProducts', summary: 'The calculation products', description: `The licence's calculation products with their mapping and hand-over URL; never the secret, only when it was set. ${ADMIN}`, tags, querystring: ZLicenseParam, response: { 200: ZQuoteProductList } },
      config: licensed,
    },
    async (request) => listCalculationProducts({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/Quote/Products',
    {
      schema: { operationId: 'createQuoteProduct', summary: 'Add a calculation product', description: `Adds a product (Secret required; CcProductId and Slug unique in the licence: 409 with the field; at most 100 products). ${ADMIN}`, tags, querystring: ZLicenseParam, body: ZQuoteProductInput, response: { 201: ZQuoteProduct } },
      config: licensed,
    },
    async (request, reply) => reply.code(201).send(await createCalculationProduct({ db: app.db, ctx: requireLicense(request), input: request.body })),
  );

  app.put(
    '/Quote/Products/:id',
    {
      schema: { operationId: 'updateQuoteProduct', summary: 'Change a calculation product', description: `Replaces a product's data; without Secret the old secret stays. ${ADMIN}`, tags, params: ZQuoteProductParams, querystring: ZLicenseParam, body: ZQuoteProductInput, response: { 200: ZQuoteProduct } },
      config: licensed,
    },
    async (request) => changeCalculationProduct({ db: app.db, ctx: requireLicense(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/Quote/Products/:id',
    {
      schema: { operationId: 'deleteQuoteProduct', summary: 'Delete a calculation product', description: `Deletes a product. ${ADMIN}`, tags, params: ZQuoteProductParams, querystring: ZLicenseParam, response: { 204: NO_CONTENT } },
      config: licensed,
    },
    async (request, reply) => {
      await removeCalculationProduct({ db: app.db, ctx: requireLicense(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
