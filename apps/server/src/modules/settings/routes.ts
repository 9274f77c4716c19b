/** User settings (per user and licence) and the licence appearance (GlobalSettings). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppearanceSettings, ZUserSettings } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getGlobalSettings, getUserSettings, revertAllSettings, saveGlobalSettings, saveUserSettings } from './service.js';
import { NO_CONTENT } from '../../platform/no-content.js';

const licensed = { license: true } as const;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Settings/User',
    {
      schema: {
        operationId: 'getUserSettings',
        summary: 'The user\'s settings',
        description: 'The user\'s settings document in the active licence (views, filters, columns).',
        tags: ['settings'],
        querystring: ZLicenseParam,
        response: { 200: ZUserSettings },
      },
      config: licensed,
    },
    async (request) => getUserSettings({ db: app.db, ctx: requireLicense(request) }),
  );

  app.put(
    '/Settings/User',
    {
      schema: {
        operationId: 'saveUserSettings',
        summary: 'Save the user\'s settings',
        description: 'Replaces the user\'s settings document in the active licence (at most 256 KiB).',
        tags: ['settings'],
        querystring: ZLicenseParam,
        body: ZUserSettings,
        response: { 200: ZUserSettings },
      },
      config: licensed,
    },
    async (request) => {
      const ctx = requireLicense(request);
      return saveUserSettings({ db: app.db, userId: ctx.userId, licenseId: ctx.licenseId, settings: request.body });
    },
  );

  app.post(
    '/Settings/RevertAll',
    {
      schema: {
        operationId: 'revertUserSettings',
        summary: 'Reset all settings',
        description: 'Deletes the user\'s settings in the active licence, grid settings included.',
        response: { 204: NO_CONTENT },
        tags: ['settings'],
        querystring: ZLicenseParam,
      },
      config: licensed,
    },
    async (request, reply) => {
      await revertAllSettings({ db: app.db, ctx: requireLicense(request) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Settings/GlobalSettings',
    {
      schema: {
        operationId: 'getLicenseAppearance',
        summary: 'Licence appearance',
        description: 'Colours, theme, banner and visibility switches of the active licence.',
        tags: ['settings'],
        querystring: ZLicenseParam,
        response: { 200: ZAppearanceSettings },
      },
      config: licensed,
    },
    async (request) => getGlobalSettings({ ctx: requireLicense(request) }),
  );

  app.post(
    '/Settings/GlobalSettings',
    {
      schema: {
        operationId: 'saveLicenseAppearance',
        summary: 'Save the licence appearance',
        description: 'For licence administrators: colours, theme, banner and visibility switches of the licence.',
        tags: ['settings'],
        querystring: ZLicenseParam,
        body: ZAppearanceSettings,
        response: { 200: ZAppearanceSettings },
      },
      config: licensed,
    },
    async (request) => saveGlobalSettings({ db: app.db, ctx: requireLicense(request), appearance: request.body }),
  );
};
