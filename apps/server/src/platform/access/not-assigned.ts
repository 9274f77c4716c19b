/**
 * What a detail route answers for a record the member may not see. Normally 404, exactly like a record that does
 * not exist. A member restricted to assigned customers (employee invite, issue 14) gets 403 for a record of their
 * own licence outside their customers, as the issue asks: they know the licence's book exists, only not all of it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claims, contracts, customers } from '../db/schema.js';
import { forbidden, notFound, type AppError } from '../errors.js';
import type { TVisibilityScope } from './visibility.js';

const TABLES = { customer: customers, contract: contracts, claim: claims } as const;

export async function invisibleRecordError(db: Db, scope: TVisibilityScope, kind: keyof typeof TABLES, id: string, detail: string): Promise<AppError> {
  if (!scope.assignedCustomersOnly) return notFound(detail);
  const table = TABLES[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.licenseId, scope.licenseId), eq(table.id, id))).limit(1);
  return row ? forbidden('Not one of the customers assigned to you') : notFound(detail);
}
