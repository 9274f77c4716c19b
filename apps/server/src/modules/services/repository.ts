/** Service forms and their drafts in the database; every statement names the licence. */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { TServiceFormKey } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { formProducts, formRisks } from '../../platform/db/schema.js';

export type TServiceProduct = { id: string; name: string; serviceKey: TServiceFormKey };

export async function selectServiceProducts(db: Db, licenseId: string): Promise<TServiceProduct[]> {
  const rows = await db
    .select({ id: formProducts.id, name: formProducts.name, serviceKey: formProducts.serviceKey })
    .from(formProducts)
    .where(and(eq(formProducts.licenseId, licenseId), isNotNull(formProducts.serviceKey)))
    .orderBy(asc(formProducts.name));
  return rows.filter((r): r is TServiceProduct => r.serviceKey !== null);
}

export async function findServiceProduct(db: Db, licenseId: string, key: TServiceFormKey): Promise<TServiceProduct | undefined> {
  const [row] = await db
    .select({ id: formProducts.id, name: formProducts.name, serviceKey: formProducts.serviceKey })
    .from(formProducts)
    .where(and(eq(formProducts.licenseId, licenseId), eq(formProducts.serviceKey, key)))
    .limit(1);
  return row && row.serviceKey ? (row as TServiceProduct) : undefined;
}

/**
 * The member's own latest unsent draft of a product, for the contract asked for (or without one): not a forms process
 * someone else started for them, not one past its valid-until date.
 */
export async function findOwnDraft(db: Db, input: { licenseId: string; userId: string; productId: string; contractId: string | null }): Promise<{ id: string; productId: string; validUntil: Date | null } | undefined> {
  const rows = await db
    .select({ id: formRisks.id, productId: formRisks.productId, validUntil: formRisks.validUntil, contractId: formRisks.contractId })
    .from(formRisks)
    .where(
      and(
        eq(formRisks.licenseId, input.licenseId),
        eq(formRisks.productId, input.productId),
        eq(formRisks.ownerUserId, input.userId),
        eq(formRisks.createdByUserId, input.userId),
        eq(formRisks.status, 'draft'),
      ),
    )
    .orderBy(desc(formRisks.updatedAt))
    .limit(20);
  const now = Date.now();
  return rows.find((r) => (r.validUntil === null || r.validUntil.getTime() > now) && (input.contractId === null || r.contractId === input.contractId));
}
