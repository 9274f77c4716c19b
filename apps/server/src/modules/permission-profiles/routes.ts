/**
 * Permission profile templates (`/api/v2/Sharing/PermissionTemplate`, the one v2 path of spec 000 §7), info-widget
 * images and the member's info widget (`/api/v1/Settings/InfoWidget…`).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INFO_WIDGET_IMAGE_MAX_BYTES,
  ZInfoWidget,
  ZInfoWidgetDeleteResult,
  ZInfoWidgetImage,
  ZInfoWidgetTextInput,
  ZPermissionTemplate,
  ZPermissionTemplateInput,
} from '@portal/domain';
import { idParams } from '../../platform/id-params.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { NO_CONTENT } from '../../platform/no-content.js';
import { readMultipartUpload } from '../../platform/multipart-upload.js';
import { AppError } from '../../platform/errors.js';
import {
  closeInfoWidget,
  deleteInfoWidgetImage,
  getInfoWidget,
  listInfoWidgetImages,
  listPermissionTemplates,
  openInfoWidgetImage,
  saveInfoWidgetText,
  savePermissionTemplate,
  uploadInfoWidgetImage,
} from './service.js';

const licensed = { license: true } as const;
const adminOnly = 'Licence administrators only (403 otherwise); recorded in the administration audit log.';
const MB = 1024 * 1024;
const ZFileGuidParams = z.object({ fileGuid: z.uuid().describe('The FileGuid (UUID) of the image, as the image list gives it.') });
/** Read up to one byte more than the cap, so that a larger image is told apart (413) from one at the cap. */
const READ_LIMIT = INFO_WIDGET_IMAGE_MAX_BYTES + 1;

/** Registered under /api/v2. */
export const permissionTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['permission profiles'];
  app.get(
    '/Sharing/PermissionTemplate',
    {
      schema: {
        operationId: 'listPermissionTemplates',
        summary: 'Permission profiles',
        description: 'The licence\'s permission profiles, one per role (a member gets the profile of their role): the detail-view configuration their lists use and their info widget. Created with the standard configuration when missing. Licence administrators only (403 otherwise).',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZPermissionTemplate) },
      },
      config: licensed,
    },
    async (request) => listPermissionTemplates({ db: app.db, ctx: requireLicense(request) }),
  );

  app.put(
    '/Sharing/PermissionTemplate/:id',
    {
      schema: {
        operationId: 'savePermissionTemplate',
        summary: 'Save a permission profile',
        description: `Sets the profile's detail-view configuration (required; 400 naming DetailViewSet.Id when it is not one of the licence's), whether the info widget shows, whether users may close it, its image (or null) and optionally its text. ${adminOnly}`,
        tags,
        params: idParams('permission profile'),
        querystring: ZLicenseParam,
        body: ZPermissionTemplateInput,
        response: { 200: ZPermissionTemplate },
      },
      config: licensed,
    },
    async (request) => savePermissionTemplate({ db: app.db, ctx: requireLicense(request), id: request.params.id, input: request.body }),
  );
};

/** Registered under /api/v1. */
export const infoWidgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['info widget'];

  app.get(
    '/Settings/InfoWidgetImages',
    {
      schema: {
        operationId: 'listInfoWidgetImages',
        summary: 'Info-widget images',
        description: 'The images the licence\'s info widgets may show, each with Usage: how many profiles show it. Licence administrators only (403 otherwise).',
        tags,
        querystring: ZLicenseParam,
        response: { 200: z.array(ZInfoWidgetImage) },
      },
      config: licensed,
    },
    async (request) => listInfoWidgetImages({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Settings/InfoWidgetImages/:fileGuid',
    {
      schema: {
        operationId: 'getInfoWidgetImage',
        summary: 'An info-widget image',
        description: 'The image itself (PNG or JPEG), for every member of the licence.',
        tags,
        params: ZFileGuidParams,
        querystring: ZLicenseParam,
      },
      config: { ...licensed, documentedAnswer: { description: 'The image.', contentTypes: ['image/png', 'image/jpeg'] } },
    },
    async (request, reply) => {
      const { stream, mimeType } = await openInfoWidgetImage({ db: app.db, ctx: requireLicense(request), storage: app.storage, id: request.params.fileGuid });
      return reply.type(mimeType).header('Cache-Control', 'private, max-age=3600').send(stream);
    },
  );

  app.delete(
    '/Settings/InfoWidgetImages/:fileGuid',
    {
      schema: {
        operationId: 'deleteInfoWidgetImage',
        summary: 'Delete an info-widget image',
        description: `Deletes an image no profile shows; while profiles show it: 409 IN_USE ('Das Bild konnte nicht gelöscht werden. Es ist {n} mal in Verwendung.'). ${adminOnly}`,
        tags,
        params: ZFileGuidParams,
        querystring: ZLicenseParam,
        response: { 200: ZInfoWidgetDeleteResult },
      },
      config: licensed,
    },
    async (request) => deleteInfoWidgetImage({ db: app.db, ctx: requireLicense(request), storage: app.storage, id: request.params.fileGuid }),
  );

  app.get(
    '/Settings/InfoWidget',
    {
      schema: {
        operationId: 'getInfoWidget',
        summary: 'The member\'s info widget',
        description: 'The info widget of the member\'s permission profile: whether it shows, may be closed, was closed by the member, its image and text; CanEdit for licence administrators.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZInfoWidget },
      },
      config: licensed,
    },
    async (request) => getInfoWidget({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/Settings/InfoWidget/Close',
    {
      schema: {
        operationId: 'markInfoWidgetClosed',
        summary: 'Close the info widget',
        description: 'Remembers that the member closed their info widget (until its text changes); 403 when the profile does not let users close it.',
        tags,
        querystring: ZLicenseParam,
        response: { 204: NO_CONTENT },
      },
      config: { ...licensed, allowReadOnly: true },
    },
    async (request, reply) => {
      await closeInfoWidget({ db: app.db, ctx: requireLicense(request) });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Settings/InfoWidget/Text',
    {
      schema: {
        operationId: 'saveInfoWidgetText',
        summary: 'Save an info-widget text',
        description: `Sets the text of a profile's info widget; members who closed it see it again. ${adminOnly}`,
        tags,
        querystring: ZLicenseParam,
        body: ZInfoWidgetTextInput,
        response: { 204: NO_CONTENT },
      },
      config: licensed,
    },
    async (request, reply) => {
      await saveInfoWidgetText({ db: app.db, ctx: requireLicense(request), profileId: request.body.ProfileId, text: request.body.Text });
      return reply.code(204).send(null);
    },
  );

  await app.register(async (multipart) => {
    await multipart.register(fastifyMultipart, { limits: { fileSize: READ_LIMIT, files: 1, fields: 0, fieldSize: 100, parts: 1, headerPairs: 100 } });
    multipart.post(
      '/Settings/InfoWidgetImages',
      {
        schema: {
          operationId: 'uploadInfoWidgetImage',
          summary: 'Upload an info-widget image',
          description: `Stores one image (multipart, part \`file\`): PNG or JPEG recognised by its content (415 otherwise), at most ${INFO_WIDGET_IMAGE_MAX_BYTES / MB} MB (413). ${adminOnly}`,
          tags,
          querystring: ZLicenseParam,
          consumes: ['multipart/form-data'],
          response: { 201: ZInfoWidgetImage },
        },
        config: { ...licensed, uploadFields: z.object({}) },
        bodyLimit: READ_LIMIT + MB,
      },
      async (request, reply) => {
        const ctx = requireLicense(request);
        const upload = await readMultipartUpload(request, z.object({})).catch((err: unknown) => {
          // The platform's message names the document limit; this upload has its own.
          if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', 413, `The image is larger than ${INFO_WIDGET_IMAGE_MAX_BYTES / MB} MB`, [{ path: 'file', message: `At most ${INFO_WIDGET_IMAGE_MAX_BYTES / MB} MB` }]);
          }
          throw err;
        });
        return reply.code(201).send(await uploadInfoWidgetImage({ db: app.db, ctx, storage: app.storage, file: upload.file }));
      },
    );
  });
};
