import { sql } from 'drizzle-orm';
import type { TGridSettings } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { userSettings } from '../../platform/db/schema.js';

/**
 * Stores one list's grid settings inside the user's settings, in one statement (jsonb_set), so that two
 * lists saved at once never overwrite each other. The update happens only while the whole settings document
 * stays within `maxTotalBytes`; false when it would not (nothing is written then).
 */
export async function saveGridSettings(
  db: Db,
  o: { userId: string; licenseId: string; listKey: string; grid: TGridSettings; maxTotalBytes: number },
): Promise<boolean> {
  const grid = JSON.stringify(o.grid);
  const merged = sql`jsonb_set(coalesce(${userSettings.settings}, '{}'::jsonb) || jsonb_build_object('Grids', coalesce(${userSettings.settings}->'Grids', '{}'::jsonb)), ARRAY['Grids', ${o.listKey}::text], ${grid}::jsonb)`;
  const rows = await db
    .insert(userSettings)
    .values({ userId: o.userId, licenseId: o.licenseId, settings: { Grids: { [o.listKey]: o.grid } } })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.licenseId],
      set: { settings: merged, updatedAt: sql`now()` },
      setWhere: sql`octet_length((${merged})::text) <= ${o.maxTotalBytes}`,
    })
    .returning({ userId: userSettings.userId });
  return rows.length > 0;
}
