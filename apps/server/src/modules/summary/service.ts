/** Start page and badge counts (spec 000 §3 Summary counts, §9: the post box count includes active alerts). */
import { inboxTotal, type TInboxCount, type TSummary } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countActiveCustomers, countActivePolicies, countNewDocuments, countProcessBoxes } from './repository.js';

export async function getSummary({ db, ctx, production }: { db: Db; ctx: TLicenseContext; production: boolean }): Promise<TSummary> {
  const scope = visibilityScope(ctx);
  const [newDocuments, boxes, customers, policies] = await Promise.all([
    countNewDocuments(db, scope),
    countProcessBoxes(db, scope),
    countActiveCustomers(db, scope),
    countActivePolicies(db, scope),
  ]);
  return {
    NewDocuments: newDocuments,
    // The post box badge: inbox and active alerts, plus unread documents in production (spec 000 §9).
    Posteingang: boxes.inbox + boxes.alerts + (production ? newDocuments : 0),
    ActiveAlerts: boxes.alerts,
    GesamtKunden: customers,
    AktiveVertraege: policies,
  };
}

/**
 * Unread open incoming processes and unread documents, and their total as the badge counts it: documents only
 * in production (APP_ENV=production, spec 000 §9).
 */
export async function getInboxCount({ db, ctx, production }: { db: Db; ctx: TLicenseContext; production: boolean }): Promise<TInboxCount> {
  const scope = visibilityScope(ctx);
  const [boxes, unreadDocuments] = await Promise.all([countProcessBoxes(db, scope), countNewDocuments(db, scope)]);
  return {
    UnreadProcesses: boxes.unreadIncoming,
    UnreadDocuments: unreadDocuments,
    Total: inboxTotal({ unreadProcesses: boxes.unreadIncoming, unreadDocuments }, production),
  };
}
