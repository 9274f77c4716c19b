/** Customer detail reads; every query carries the member's visibility (which includes the licence). */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { claims, contracts, customerNotes, customers, documents, intermediaries, users } from '../../platform/db/schema.js';
import {
  claimVisibility,
  contractVisibility,
  customerVisibility,
  documentVisibility,
  type TVisibilityScope,
} from '../../platform/access/visibility.js';

/** Active notes of the customer, kept inside the licence. */
const activeNotesOf = (licenseId: string, customerId: string): SQL =>
  and(eq(customerNotes.licenseId, licenseId), eq(customerNotes.customerId, customerId), eq(customerNotes.active, true)) as SQL;

export async function findCustomer(db: Db, scope: TVisibilityScope, customerId: string) {
  const [row] = await db
    .select({
      customer: customers,
      vermittlerCode: intermediaries.code,
      vermittlerName: intermediaries.name,
      unreadNote: sql<boolean>`exists (select 1 from ${customerNotes} where ${activeNotesOf(scope.licenseId, customerId)} and ${customerNotes.readAt} is null)`.mapWith(
        Boolean,
      ),
    })
    .from(customers)
    .leftJoin(intermediaries, and(eq(intermediaries.id, customers.intermediaryId), eq(intermediaries.licenseId, customers.licenseId)))
    .where(and(eq(customers.id, customerId), customerVisibility(scope)))
    .limit(1);
  return row ?? null;
}

export async function isCustomerVisible(db: Db, scope: TVisibilityScope, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), customerVisibility(scope)))
    .limit(1);
  return row !== undefined;
}

export type TCustomerCounts = { contracts: number; claims: number; documents: number; notes: number };

/** Contracts, claims and documents of the customer the member may see, and the customer's active notes. */
export async function countCustomerRelations(db: Db, scope: TVisibilityScope, customerId: string): Promise<TCustomerCounts> {
  const [c, s, d, n] = await Promise.all([
    db.select({ n: count() }).from(contracts).where(and(eq(contracts.customerId, customerId), contractVisibility(scope))),
    db.select({ n: count() }).from(claims).where(and(eq(claims.customerId, customerId), claimVisibility(scope))),
    db.select({ n: count() }).from(documents).where(and(eq(documents.customerId, customerId), documentVisibility(scope))),
    db.select({ n: count() }).from(customerNotes).where(activeNotesOf(scope.licenseId, customerId)),
  ]);
  return { contracts: c[0]?.n ?? 0, claims: s[0]?.n ?? 0, documents: d[0]?.n ?? 0, notes: n[0]?.n ?? 0 };
}

/** Active notes of a customer, newest first (the caller has checked the customer is visible). */
export async function listActiveNotes(db: Db, input: { licenseId: string; customerId: string; take: number }) {
  return db
    .select({
      id: customerNotes.id,
      text: customerNotes.text,
      createdAt: customerNotes.createdAt,
      readAt: customerNotes.readAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorUserId))
    .where(activeNotesOf(input.licenseId, input.customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(input.take);
}
