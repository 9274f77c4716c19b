/** Start page and badge counts (spec 000 §3 Summary counts, §9: the post box count includes active alerts). */
import type { TInboxCount, TSummary } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countActiveCustomers, countActivePolicies, countNewDocuments, countProcessBoxes } from './repository.js';

export async function getSummary({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TSummary> {
  const scope = visibilityScope(ctx);
  const [newDocuments, boxes, customers, policies] = await Promise.all([
    countNewDocuments(db, scope),
    countProcessBoxes(db, scope),
    countActiveCustomers(db, scope),
    countActivePolicies(db, scope),
  ]);
  return {
    NewDocuments: newDocuments,
    Posteingang: boxes.inbox + boxes.alerts,
    ActiveAlerts: boxes.alerts,
    GesamtKunden: customers,
    AktiveVertraege: policies,
  };
}

/**
 * Unread open incoming processes and unread documents. The web adds the documents to the badge only in
 * production (spec 000 §9); the server reports both.
 */
export async function getInboxCount({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TInboxCount> {
  const scope = visibilityScope(ctx);
  const [boxes, unreadDocuments] = await Promise.all([countProcessBoxes(db, scope), countNewDocuments(db, scope)]);
  return { UnreadProcesses: boxes.unreadIncoming, UnreadDocuments: unreadDocuments };
}
