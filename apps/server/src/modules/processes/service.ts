import type { TFeedSummary } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countFeedSummary } from './repository.js';

/** Unread open processes (Feed) and open tasks of what the member may see. */
export async function getFeedSummary({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TFeedSummary> {
  return countFeedSummary(db, visibilityScope(ctx));
}
