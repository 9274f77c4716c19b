/**
 * The licence's logo and banner image (upload, delete, serve) and its footer links (issue 12 item 7; spec 000 §7:
 * the logo travels in the multipart field `logoApp`). Changes are for licence admins and audit-logged.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPEARANCE_IMAGE_MAX_BYTES, APPEARANCE_IMAGE_MIME, ZAppearanceImage, ZAppearanceImageParams, ZFooterLinks, ZFooterLinksInput } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { readMultipartUpload } from '../../platform/multipart-upload.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import type { Storage } from '../../platform/storage/storage.js';
import { IMAGE_KINDS, deleteLicenseImageFile, readLicenseImage, saveFooterLinks, uploadLicenseImage } from './service.js';
import type { TImageKind } from './repository.js';

const tags = ['settings'];
const NO_FIELDS = z.object({}).strict();
/** Nothing in a served image may run, load or be framed: an SVG opened on its own is inert too. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
const maxMb = APPEARANCE_IMAGE_MAX_BYTES / (1024 * 1024);

const LABELS: Record<TImageKind, { name: string; op: string }> = {
  logo: { name: 'logo', op: 'Logo' },
  banner: { name: 'banner image', op: 'BannerImage' },
};

export type TLicenseImageRoutesOptions = { storage?: Storage };

export const licenseImageRoutes: FastifyPluginAsyncZod<TLicenseImageRoutesOptions> = async (app, opts) => {
  const storage = opts.storage ?? app.storage;
  // Multipart only for this plugin's uploads; the limit is the image's, so a larger file stops being read at once.
  await app.register(fastifyMultipart, {
    limits: { fileSize: APPEARANCE_IMAGE_MAX_BYTES, files: 1, fields: 0, fieldSize: 100, parts: 1, headerPairs: 100 },
  });

  for (const kind of ['logo', 'banner'] as const) {
    const { segment, field } = IMAGE_KINDS[kind];
    const { name, op } = LABELS[kind];

    app.post(
      `/Settings/${segment}`,
      {
        schema: {
          operationId: `upload${op}`,
          summary: `Upload the licence's ${name}`,
          description: `For licence administrators: one image (PNG, JPEG or SVG, recognised by its content; at most ${maxMb} MB) in the multipart field \`${field}\`. An SVG is stored without scripts, event handlers, foreignObject and references outside itself. Replaces the previous ${name}.`,
          tags,
          querystring: ZLicenseParam,
          consumes: ['multipart/form-data'],
          response: { 201: ZAppearanceImage },
        },
        config: {
          license: true,
          uploadFields: NO_FIELDS,
          uploadFile: { field, description: `The ${name} (PNG, JPEG or SVG; at most ${maxMb} MB).` },
        },
        // The multipart limit is the real one; this only lets the body through to it.
        bodyLimit: APPEARANCE_IMAGE_MAX_BYTES + 1024 * 1024,
      },
      async (request, reply) => {
        const ctx = requireLicense(request);
        const { file } = await readMultipartUpload(request, NO_FIELDS, { fileField: field, maxBytes: APPEARANCE_IMAGE_MAX_BYTES });
        return reply.code(201).send(await uploadLicenseImage({ db: app.db, storage, ctx, kind, file }));
      },
    );

    app.delete(
      `/Settings/${segment}`,
      {
        schema: {
          operationId: `delete${op}`,
          summary: `Remove the licence's ${name}`,
          description: `For licence administrators: deletes the uploaded ${name}; the licence shows its default again (${kind === 'logo' ? 'its name instead of a logo' : 'the banner without an image'}). Nothing to delete is no error.`,
          tags,
          querystring: ZLicenseParam,
          response: { 204: NO_CONTENT },
        },
        config: { license: true },
      },
      async (request, reply) => {
        await deleteLicenseImageFile({ db: app.db, storage, ctx: requireLicense(request), kind });
        return reply.code(204).send(null);
      },
    );

    app.get(
      `/Settings/${segment}/:version`,
      {
        schema: {
          operationId: `get${op}`,
          summary: `The licence's ${name}`,
          description: `The uploaded ${name} of the active licence in the given version (its URL changes with every upload, so it may be cached for good). Served with a Content-Security-Policy under which nothing in it runs.`,
          tags,
          params: ZAppearanceImageParams,
          querystring: ZLicenseParam,
        },
        config: {
          license: true,
          documentedAnswer: { description: `The ${name}.`, contentTypes: Object.values(APPEARANCE_IMAGE_MIME) },
        },
      },
      async (request, reply) => {
        const image = await readLicenseImage({ db: app.db, storage, ctx: requireLicense(request), kind, version: request.params.version });
        return reply
          .type(image.contentType)
          .header('Content-Security-Policy', IMAGE_CSP)
          .header('Content-Disposition', `inline; filename="${kind}.${image.extension}"`)
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .send(image.data);
      },
    );
  }

  app.post(
    '/Settings/FooterLinks',
    {
      schema: {
        operationId: 'saveFooterLinks',
        summary: 'Save the licence\'s footer links and text',
        description:
          'For licence administrators: the footer\'s imprint, terms, data protection, cookies, arbitration bodies and complaint handling links (an http(s) address; empty opens the cookie dialog; #disabled hides the link; null: not set) and the footer text.',
        tags,
        querystring: ZLicenseParam,
        body: ZFooterLinksInput,
        response: { 200: ZFooterLinks },
      },
      config: { license: true },
    },
    async (request) => saveFooterLinks({ db: app.db, ctx: requireLicense(request), footerLinks: request.body }),
  );
};
