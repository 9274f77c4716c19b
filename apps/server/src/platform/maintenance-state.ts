/** The maintenance lock, stored in global_settings under key `maintenance` (shared by every instance). */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { globalSettings } from './db/schema.js';

export const MAINTENANCE_KEY = 'maintenance';

export const ZMaintenanceState = z.object({ locked: z.boolean(), text: z.string().nullable() });
export type TMaintenanceState = z.infer<typeof ZMaintenanceState>;

const UNLOCKED: TMaintenanceState = { locked: false, text: null };

export async function getMaintenanceState(db: Db): Promise<TMaintenanceState> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, MAINTENANCE_KEY)).limit(1);
  // A malformed row (edited by hand) must not lock everyone out: treat it as unlocked.
  const parsed = ZMaintenanceState.safeParse(row?.value);
  return parsed.success ? parsed.data : UNLOCKED;
}

export async function setMaintenanceState(db: Db, state: TMaintenanceState): Promise<void> {
  await db
    .insert(globalSettings)
    .values({ key: MAINTENANCE_KEY, value: state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value: state, updatedAt: new Date() } });
}
