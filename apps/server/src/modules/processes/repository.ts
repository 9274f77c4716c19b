import { and, sql, type SQL } from 'drizzle-orm';
import type { TFeedSummary } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { processes } from '../../platform/db/schema.js';
import { processVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import { isOpenProcess, isOpenTask, isUnreadProcess } from './conditions.js';

const countWhere = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

export async function countFeedSummary(db: Db, scope: TVisibilityScope): Promise<TFeedSummary> {
  const [row] = await db
    .select({ Feed: countWhere(and(isOpenProcess, isUnreadProcess) as SQL), OpenTasks: countWhere(isOpenTask) })
    .from(processes)
    .where(processVisibility(scope));
  return { Feed: row?.Feed ?? 0, OpenTasks: row?.OpenTasks ?? 0 };
}
