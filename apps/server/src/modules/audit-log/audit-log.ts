/** The read side of the administration audit log: a licence's admins page through their licence's entries. */
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { isLicenseAdmin, type TAuditEntry, type TAuditLogPage, type TAuditLogQuery } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { adminAuditLog, users } from '../../platform/db/schema.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';

/** `%` and `_` of the filter are meant literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAuditLog({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TAuditLogQuery }): Promise<TAuditLogPage> {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators read the audit log');
  const conditions: SQL[] = [eq(adminAuditLog.licenseId, ctx.licenseId)];
  if (query.action) conditions.push(like(adminAuditLog.action, `${escapeLike(query.action)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        at: adminAuditLog.at,
        action: adminAuditLog.action,
        target: adminAuditLog.target,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
        actorId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  const items: TAuditEntry[] = rows.map((r) => ({
    Id: r.id,
    At: r.at.toISOString(),
    Action: r.action,
    Target: r.target,
    Actor: {
      Id: r.actorId,
      Email: r.email,
      Name: r.firstName !== null || r.lastName !== null ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : null,
    },
    Before: r.before,
    After: r.after,
  }));
  return { Items: items, Total: total?.n ?? 0, Page: query.page, PageSize: query.pageSize };
}
