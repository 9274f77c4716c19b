/** Summary counts in SQL, each within what the member may see (visibility conditions). */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_POLICY_STATUSES } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { contracts, customers, documents, processes } from '../../platform/db/schema.js';
import {
  contractVisibility,
  customerVisibility,
  documentVisibility,
  processVisibility,
  type TVisibilityScope,
} from '../../platform/access/visibility.js';
import { isActiveAlert, isInboxProcess, isOpenProcess, isUnreadProcess } from '../processes/conditions.js';

const countWhere = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** Unread documents that are not archived. */
const isNewDocument = and(isNull(documents.readAt), eq(documents.active, true)) as SQL;

export async function countNewDocuments(db: Db, scope: TVisibilityScope): Promise<number> {
  const [row] = await db.select({ n: countAll() }).from(documents).where(and(documentVisibility(scope), isNewDocument));
  return row?.n ?? 0;
}

export async function countProcessBoxes(db: Db, scope: TVisibilityScope): Promise<{ inbox: number; alerts: number; unreadIncoming: number }> {
  const [row] = await db
    .select({
      inbox: countWhere(isInboxProcess),
      alerts: countWhere(isActiveAlert),
      unreadIncoming: countWhere(and(eq(processes.direction, 'in'), isOpenProcess, isUnreadProcess) as SQL),
    })
    .from(processes)
    .where(processVisibility(scope));
  return { inbox: row?.inbox ?? 0, alerts: row?.alerts ?? 0, unreadIncoming: row?.unreadIncoming ?? 0 };
}

export async function countActiveCustomers(db: Db, scope: TVisibilityScope): Promise<number> {
  const [row] = await db.select({ n: countAll() }).from(customers).where(and(customerVisibility(scope), eq(customers.active, true)));
  return row?.n ?? 0;
}

/** Active contracts whose normalised status is an active policy (Police, Police extern, Fremdteil, Eigen). */
export async function countActivePolicies(db: Db, scope: TVisibilityScope): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(contracts)
    .where(and(contractVisibility(scope), eq(contracts.active, true), inArray(contracts.computedStatus, [...ACTIVE_POLICY_STATUSES])));
  return row?.n ?? 0;
}
