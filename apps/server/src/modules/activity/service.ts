/** Activity logging (spec 001 §7): 'Login' per licence at start-up, 'Preview' on a preview host. */
import type { TActivityRequest } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { insertActivity, touchMembershipActivity } from './repository.js';

export async function logActivity({ db, ctx, action }: { db: Db; ctx: TLicenseContext; action: TActivityRequest['Action'] }): Promise<void> {
  const at = new Date();
  await insertActivity(db, { licenseId: ctx.licenseId, userId: ctx.userId, action, at });
  // The member's last activity in the licence (shown in employee management).
  if (action === 'Login') await touchMembershipActivity(db, { licenseId: ctx.licenseId, userId: ctx.userId, at });
}
