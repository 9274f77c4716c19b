/**
 * Signing routes (issue 11, docs/api-forms.md "Signing"). Members (licence-scoped): request signatures, list and
 * revoke a risk's sign requests, e-mail suggestions; licence admins: the sealing certificate. Public (no login):
 * a signer's link — the session, its documents, the signature — and the verification of a sealed PDF.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { contentDisposition, DOCUMENT_UPLOAD_MAX_BYTES, ZSignEnvelope, ZSignEvent, ZSigningCertificate, ZSigningCertificateUpload, ZSignRequest, ZSignSession, ZSignSuggestion, ZSubmitSignature, ZSubmitSignatureResult, ZVerifyResult } from '@portal/domain';
import { ownOrigin } from '../../platform/csrf-guard.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { readMultipartUpload } from '../../platform/multipart-upload.js';
import { assertCertificateAdmin, getSigningCertificate, putSigningCertificate } from './certificate-service.js';
import { assertBelowLimit, recordAttempt } from './rate-limit.js';
import { getSignDocument, getSignSession, listEnvelopeEvents, listEnvelopes, requestSignatures, revokeEnvelope, signSuggestions, submitSignature, type TClient, type TSignDeps } from './service.js';
import { verifyPdf } from './verify-service.js';
import { registerSignReminders } from './reminders.js';

const tags = ['signing'];
const ZToken = z.string().min(1).max(200).describe('The token of the signer\'s personal link (/signieren/{token}).');
const ZTokenParams = z.object({ token: ZToken });
const ZDocumentParams = z.object({ token: ZToken, documentId: z.uuid().describe('A document\'s Id from the session.') });
const ZRiskQuery = ZLicenseParam.extend({ riskId: z.uuid().describe('The form risk.') });
const ZEnvelopeParams = z.object({ envelopeId: z.uuid().describe('The sign request (envelope).') });
/** The signer's link and its data are for the signer only: never stored by a cache on the way. */
const NO_STORE = 'private, no-store';
/** Member routes hand out e-mails no guest masking covers. */
const memberRoute = { license: true, guests: false } as const;
const MULTIPART_BODY_LIMIT = DOCUMENT_UPLOAD_MAX_BYTES + 1024 * 1024;

function clientOf(request: FastifyRequest): TClient {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 1000) : null, origin: ownOrigin(request) };
}

export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): TSignDeps => ({ db: app.db, storage: app.storage, mailer: app.mailer, config: app.config, bus: app.eventBus, log: request.log });
  registerSignReminders(app);

  app.post(
    '/Sign/Request',
    {
      schema: {
        operationId: 'createSignRequest',
        summary: 'Ask for signatures',
        description:
          'Freezes the documents of a complete draft risk at its current version and asks one signer per distinct signature field (every field needs one, each once; 400 naming Signers.n.Field otherwise, and naming Data.… when the form is not complete). The risk becomes read-only (status signing); each signer gets a personal, single-use link by e-mail (valid SIGN_LINK_TTL_DAYS), reminders follow every SIGN_REMINDER_DAYS. A signer with the caller\'s own e-mail is not mailed: the answer\'s OwnSignToken opens that signature at once. 409 CONFLICT when signatures are already requested, FORM_TRANSFERRED once transferred.',
        tags,
        querystring: ZLicenseParam,
        body: ZSignRequest,
        response: { 201: ZSignEnvelope },
      },
      config: memberRoute,
    },
    async (request, reply) => reply.code(201).send(await requestSignatures({ deps: deps(request), ctx: requireLicense(request), input: request.body, client: clientOf(request) })),
  );

  app.get(
    '/Sign/Envelope',
    {
      schema: {
        operationId: 'listSignEnvelopes',
        summary: 'Sign requests of a form',
        description: 'The sign requests of a risk, newest first, with each signer\'s status (OwnSignToken is null here). Seen by whoever sees the risk; 404 for everyone else.',
        tags,
        querystring: ZRiskQuery,
        response: { 200: z.array(ZSignEnvelope) },
      },
      config: memberRoute,
    },
    async (request) => listEnvelopes({ deps: deps(request), ctx: requireLicense(request), riskId: request.query.riskId }),
  );

  app.post(
    '/Sign/Envelope/:envelopeId/Revoke',
    {
      schema: {
        operationId: 'revokeSignEnvelope',
        summary: 'Withdraw a sign request',
        description: 'Withdraws a pending sign request (its creator or the licence\'s staff; 404 for everyone else): its links answer 410 SIGN_LINK_REVOKED, the reminders stop and the risk is a draft again. 409 CONFLICT when it is completed, expired or withdrawn already.',
        tags,
        params: ZEnvelopeParams,
        querystring: ZLicenseParam,
        response: { 200: ZSignEnvelope },
      },
      config: memberRoute,
    },
    async (request) => revokeEnvelope({ deps: deps(request), ctx: requireLicense(request), envelopeId: request.params.envelopeId, client: clientOf(request) }),
  );

  app.get(
    '/Sign/Envelope/:envelopeId/Events',
    {
      schema: {
        operationId: 'listSignEvents',
        summary: 'Audit trail of a sign request',
        description: 'Every step of a sign request, oldest first: created, frozen, mailed, opened, signed (with the document\'s SHA-256 before and after), reminded, revoked, expired, sealed, completed — who, when, IP and browser. Its creator and the licence\'s staff; 404 for everyone else.',
        tags,
        params: ZEnvelopeParams,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZSignEvent) },
      },
      config: memberRoute,
    },
    async (request) => listEnvelopeEvents({ deps: deps(request), ctx: requireLicense(request), envelopeId: request.params.envelopeId }),
  );

  app.get(
    '/Sign/Suggestions',
    {
      schema: {
        operationId: 'listSignSuggestions',
        summary: 'E-mail suggestions for signers',
        description: 'E-mail addresses the sign dialog offers (spec 001 §3 \'E-mail suggestion\'): the member, the risk\'s owner, the forms process\'s receivers and the context customer. 404 for a risk the member may not see.',
        tags,
        querystring: ZRiskQuery,
        response: { 200: z.array(ZSignSuggestion) },
      },
      config: memberRoute,
    },
    async (request) => signSuggestions({ db: app.db, ctx: requireLicense(request), riskId: request.query.riskId }),
  );

  app.get(
    '/License/SigningCertificate',
    {
      schema: {
        operationId: 'getSigningCertificate',
        summary: 'The licence\'s sealing certificate',
        description: 'The certificate completed documents are sealed with (licence admins only, 403 otherwise). A licence that configured none gets a self-signed one on first use.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZSigningCertificate },
      },
      config: memberRoute,
    },
    async (request) => getSigningCertificate({ db: app.db, config: app.config, ctx: requireLicense(request) }),
  );

  app.get(
    '/Sign/:token',
    {
      schema: {
        operationId: 'getSignSession',
        summary: 'A signer\'s link',
        description:
          'What a signer\'s personal link opens (public, no login): the documents, the signer\'s field and its widgets. 404 for an unknown token (20 of them a minute from one address: 429 RATE_LIMITED), 410 SIGN_LINK_EXPIRED, SIGN_LINK_USED (signed already) or SIGN_LINK_REVOKED.',
        tags,
        params: ZTokenParams,
        response: { 200: ZSignSession },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE).header('Referrer-Policy', 'no-referrer');
      return getSignSession({ deps: deps(request), token: request.params.token, client: clientOf(request) });
    },
  );

  app.get(
    '/Sign/:token/Documents/:documentId',
    {
      schema: {
        operationId: 'getSignDocument',
        summary: 'A document to sign',
        description: 'A document of the signer\'s link as it stands (with the signatures given so far), as PDF. Answers as GET /Sign/{token} for links that do not work; 404 for a document of another request.',
        tags,
        params: ZDocumentParams,
      },
      config: { auth: 'public', documentedAnswer: { description: 'The PDF document.', contentTypes: ['application/pdf'] } },
    },
    async (request, reply) => {
      const doc = await getSignDocument({ deps: deps(request), token: request.params.token, documentId: request.params.documentId, client: clientOf(request) });
      return reply
        .type('application/pdf')
        .header('Cache-Control', NO_STORE)
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Disposition', contentDisposition(doc.fileName).replace(/^attachment/, 'inline'))
        .send(doc.data);
    },
  );

  app.post(
    '/Sign/:token',
    {
      schema: {
        operationId: 'signDocuments',
        summary: 'Sign',
        description:
          'The signer\'s drawn signature as XFDF, one ink annotation per widget of the field (400 SIGNATURE_MISSING when nothing is drawn; 400 naming Xfdf when it does not fit the widgets). Drawn into the PDFs with the SHA-256 before and after, IP and browser in the audit trail; the link is used up. The last signature seals the documents and sends the form (EnvelopeCompleted). Links that do not work answer as GET /Sign/{token}.',
        tags,
        params: ZTokenParams,
        body: ZSubmitSignature,
        response: { 200: ZSubmitSignatureResult },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return submitSignature({ deps: deps(request), token: request.params.token, xfdf: request.body.Xfdf, client: clientOf(request) });
    },
  );

  // Multipart only inside this plugin: the routes above stay JSON-only.
  await app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3, headerPairs: 100 } });

    multipart.post(
      '/Sign/Verify',
      {
        schema: {
          operationId: 'verifySignedPdf',
          summary: 'Check a signed PDF',
          description: `Whether an uploaded PDF (multipart, part \`file\`, at most ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB) is a document the portal sealed, unchanged since (public, no login; 30 a minute from one address). Outcome valid, modified (a portal seal, but the bytes changed), invalid-signature, unsigned or not-a-pdf — judged by the content, whatever the file is called.`,
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ZVerifyResult },
        },
        config: { auth: 'public', uploadFields: z.object({}) },
        bodyLimit: MULTIPART_BODY_LIMIT,
      },
      async (request, reply) => {
        const ip = request.ip;
        await assertBelowLimit(app.db, 'verify', ip);
        await recordAttempt(app.db, 'verify', ip);
        const { file } = await readMultipartUpload(request, z.object({}));
        reply.header('Cache-Control', NO_STORE);
        return verifyPdf({ db: app.db, pdf: file.data });
      },
    );

    multipart.put(
      '/License/SigningCertificate',
      {
        schema: {
          operationId: 'setSigningCertificate',
          summary: 'Set the licence\'s sealing certificate',
          description: 'Replaces the certificate completed documents are sealed with by a PKCS#12 file (multipart, part `file`, with its `Passphrase`); licence admins only (403). Checked by opening it: 400 naming Passphrase or file when it cannot be opened, holds no matching key and certificate, or is not valid now. Kept encrypted at rest.',
          tags,
          querystring: ZLicenseParam,
          consumes: ['multipart/form-data'],
          response: { 200: ZSigningCertificate },
        },
        config: { ...memberRoute, uploadFields: ZSigningCertificateUpload },
        bodyLimit: MULTIPART_BODY_LIMIT,
      },
      async (request) => {
        const ctx = requireLicense(request);
        // Refused before the upload is read.
        assertCertificateAdmin(ctx);
        const { file, fields } = await readMultipartUpload(request, ZSigningCertificateUpload);
        return putSigningCertificate({ db: app.db, config: app.config, ctx, p12: file.data, passphrase: fields.Passphrase ?? '' });
      },
    );
  });
};
