import { and, eq } from 'drizzle-orm';
import type { TAppearanceSettings, TUserSettings } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { licenses, userSettings } from '../../platform/db/schema.js';

type TUserLicenseKey = { userId: string; licenseId: string };

const byUserAndLicense = ({ userId, licenseId }: TUserLicenseKey) =>
  and(eq(userSettings.licenseId, licenseId), eq(userSettings.userId, userId));

export async function findUserSettings(db: Db, key: TUserLicenseKey): Promise<TUserSettings | null> {
  const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(byUserAndLicense(key)).limit(1);
  return row?.settings ?? null;
}

export async function upsertUserSettings(db: Db, key: TUserLicenseKey & { settings: TUserSettings }): Promise<void> {
  const now = new Date();
  await db
    .insert(userSettings)
    .values({ userId: key.userId, licenseId: key.licenseId, settings: key.settings, updatedAt: now })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.licenseId], set: { settings: key.settings, updatedAt: now } });
}

export async function deleteUserSettings(db: Db, key: TUserLicenseKey): Promise<void> {
  await db.delete(userSettings).where(byUserAndLicense(key));
}

export async function updateLicenseAppearance(db: Db, input: { licenseId: string; appearance: TAppearanceSettings }): Promise<void> {
  await db.update(licenses).set({ appearance: input.appearance }).where(eq(licenses.id, input.licenseId));
}
