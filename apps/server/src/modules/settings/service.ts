/** User settings per licence and the licence's appearance (GlobalSettings). */
import { isLicenseAdmin, USER_SETTINGS_MAX_BYTES, type TAppearanceSettings, type TUserSettings } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { deleteUserSettings, findUserSettings, updateLicenseAppearance, upsertUserSettings } from './repository.js';

export async function getUserSettings({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TUserSettings> {
  // No row yet means defaults: the web fills them in.
  return (await findUserSettings(db, { userId: ctx.userId, licenseId: ctx.licenseId })) ?? {};
}

/** Saves the whole settings object (validated by ZUserSettings); refuses more than USER_SETTINGS_MAX_BYTES. */
export async function saveUserSettings({
  db,
  userId,
  licenseId,
  settings,
}: {
  db: Db;
  userId: string;
  licenseId: string;
  settings: TUserSettings;
}): Promise<TUserSettings> {
  const bytes = Buffer.byteLength(JSON.stringify(settings), 'utf8');
  if (bytes > USER_SETTINGS_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, `Settings may take at most ${USER_SETTINGS_MAX_BYTES} bytes (got ${bytes})`);
  }
  await upsertUserSettings(db, { userId, licenseId, settings });
  return settings;
}

export async function revertAllSettings({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<void> {
  await deleteUserSettings(db, { userId: ctx.userId, licenseId: ctx.licenseId });
}

export function getGlobalSettings({ ctx }: { ctx: TLicenseContext }): TAppearanceSettings {
  return ctx.license.appearance;
}

/** The banner image is set by its upload only (POST Settings/BannerImage): a body cannot point it elsewhere. */
function keepBannerImage(appearance: TAppearanceSettings, image: string | null | undefined): TAppearanceSettings {
  const { Image: _ignored, ...banner } = appearance.Banner;
  return { ...appearance, Banner: image ? { ...banner, Image: image } : banner };
}

/** Only licence admins change the licence's appearance. */
export async function saveGlobalSettings({
  db,
  ctx,
  appearance,
}: {
  db: Db;
  ctx: TLicenseContext;
  appearance: TAppearanceSettings;
}): Promise<TAppearanceSettings> {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators change the appearance');
  appearance = keepBannerImage(appearance, ctx.license.appearance.Banner.Image);
  await db.transaction(async (tx) => {
    await updateLicenseAppearance(tx, { licenseId: ctx.licenseId, appearance });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'appearance.update', before: ctx.license.appearance, after: appearance });
  });
  // After the commit: a request in between must not cache the old appearance again.
  forgetMemberships(db, { licenseId: ctx.licenseId });
  return appearance;
}
