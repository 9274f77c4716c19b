/** The maintenance lock, stored in global_settings under key `maintenance` (shared by every instance). */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { globalSettings } from './db/schema.js';
import { cachesPerDatabase, TtlCache } from './ttl-cache.js';

export const MAINTENANCE_KEY = 'maintenance';

export const ZMaintenanceState = z.object({ locked: z.boolean(), text: z.string().nullable() });
export type TMaintenanceState = z.infer<typeof ZMaintenanceState>;

const UNLOCKED: TMaintenanceState = { locked: false, text: null };

/**
 * The lock as read in the last second, per database handle: every /api request asks for it. Set here, it takes
 * effect at once; set by another instance (or the CLI on it), within MAINTENANCE_CACHE_TTL_MS.
 */
export const MAINTENANCE_CACHE_TTL_MS = 1000;
const maintenanceCache = cachesPerDatabase(() => new TtlCache<TMaintenanceState>(MAINTENANCE_CACHE_TTL_MS, 1));

export function cachedMaintenanceState(db: Db): Promise<TMaintenanceState> {
  return maintenanceCache(db).get(MAINTENANCE_KEY, () => getMaintenanceState(db));
}

export async function getMaintenanceState(db: Db): Promise<TMaintenanceState> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, MAINTENANCE_KEY)).limit(1);
  // A malformed row (edited by hand) must not lock everyone out: treat it as unlocked.
  const parsed = ZMaintenanceState.safeParse(row?.value);
  return parsed.success ? parsed.data : UNLOCKED;
}

export async function setMaintenanceState(db: Db, state: TMaintenanceState): Promise<void> {
  maintenanceCache(db).clear();
  await db
    .insert(globalSettings)
    .values({ key: MAINTENANCE_KEY, value: state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value: state, updatedAt: new Date() } });
  // Again after the write: a read that started meanwhile must not keep the old state.
  maintenanceCache(db).clear();
}
