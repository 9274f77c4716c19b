/** Default table columns (detail customization) and per-list grid settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATA_CATALOG,
  DEFAULT_LIST_COLUMNS,
  GRID_SETTINGS_MAX_BYTES,
  LIST_DATA_TYPE,
  USER_SETTINGS_MAX_BYTES,
  ZDetailColumn,
  ZGridSettings,
  type TListKey,
} from '@portal/domain';
import { AppError } from '../../platform/errors.js';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { saveGridSettings } from './repository.js';
import { findMemberTableDefinition } from '../detail-views/repository.js';
import { NO_CONTENT } from '../../platform/no-content.js';

const ZListKeyType = z.enum(['VERTRAG', 'SCHADEN', 'KUNDE', 'ADRESSE', 'GESELLSCHAFT', 'BRIEF']).describe('The list whose default columns to read.');
/** Grid keys as the web names them (VertragGrid, ObjektGrid, …). */
const ZGridKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'letters, digits and _ only');

function builtInColumns(type: TListKey) {
  const catalog = DATA_CATALOG[LIST_DATA_TYPE[type]];
  return DEFAULT_LIST_COLUMNS[type].map((path, i) => ({
    Id: `${type}-${i}`,
    DisplayName: path,
    DataType: catalog.find((p) => p.name === path)?.type ?? 'string',
    OnGrid: true,
    Path: path,
    Sort: null,
  }));
}

export const listSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/DetailCustomization/TableColumns',
    {
      schema: {
        operationId: 'getTableColumns',
        summary: 'Default table columns',
        description: 'The default columns of a list: the TABELLE_ definition of the detail-view set of the member\'s permission profile, else of the licence\'s standard set, else the built-in ones.',
        tags: ['lists'],
        querystring: ZLicenseParam.extend({ type: ZListKeyType }),
        response: { 200: z.object({ Columns: z.array(ZDetailColumn), Locked: z.boolean() }) },
      },
      config: { license: true },
    },
    async (request) => {
      const ctx = requireLicense(request);
      // The member's permission profile names a detail-view set; without its own TABELLE_ definition, the standard set's.
      const found = await findMemberTableDefinition(app.db, { licenseId: ctx.licenseId, role: ctx.membership.role, type: request.query.type });
      return found ? { Columns: found.columns, Locked: found.locked } : { Columns: builtInColumns(request.query.type), Locked: false };
    },
  );

  app.put(
    '/Settings/Grid/:listKey',
    {
      schema: {
        operationId: 'saveGridSettings',
        summary: 'Save a list\'s grid settings',
        description: 'Columns, sorts and filters of one list for the user (at most 32 KB).',
        response: { 204: NO_CONTENT },
        tags: ['lists'],
        params: z.object({ listKey: ZGridKey.describe('The key the web app stores the grid under, e.g. VertragGrid.') }),
        querystring: ZLicenseParam,
        body: ZGridSettings,
      },
      config: { license: true },
    },
    async (request, reply) => {
      const ctx = requireLicense(request);
      const bytes = Buffer.byteLength(JSON.stringify(request.body), 'utf8');
      if (bytes > GRID_SETTINGS_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, `Grid settings may take at most ${GRID_SETTINGS_MAX_BYTES} bytes (got ${bytes})`, [
          { path: 'body', message: `At most ${GRID_SETTINGS_MAX_BYTES} bytes` },
        ]);
      }
      const saved = await saveGridSettings(app.db, {
        userId: ctx.userId,
        licenseId: ctx.licenseId,
        listKey: request.params.listKey,
        grid: request.body,
        maxTotalBytes: USER_SETTINGS_MAX_BYTES,
      });
      if (!saved) {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, `All settings together may take at most ${USER_SETTINGS_MAX_BYTES} bytes`, [
          { path: 'listKey', message: 'No room for the settings of another list; reset some lists first' },
        ]);
      }
      return reply.code(204).send(null);
    },
  );
};
