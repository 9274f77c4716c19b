/**
 * Writes one entry of the administration audit log (issue 12). Call it with the transaction that makes the change,
 * so that a change is never stored without its entry, nor an entry without its change.
 */
import type { Db } from '../db/client.js';
import { adminAuditLog } from '../db/schema.js';

export type TAdminChange = {
  licenseId: string;
  /** Who made the change (null for the system, e.g. a seed or a migration). */
  actorUserId: string | null;
  /** `<area>.<verb>` (ZAuditAction), e.g. `appearance.update`, `logo.upload`, `card.delete`. */
  action: string;
  /** The changed thing's id or name; null for the licence as a whole. */
  target?: string | null;
  /** State before (null when created) and after (null when deleted); JSON-serialisable, no secrets or file bytes. */
  before: unknown;
  after: unknown;
};

export async function recordAdminChange(db: Db, change: TAdminChange): Promise<void> {
  await db.insert(adminAuditLog).values({
    licenseId: change.licenseId,
    actorUserId: change.actorUserId,
    action: change.action,
    target: change.target ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
