/**
 * Company detail reads. Companies are reference data of the licence (every member reads them); the contracts
 * and claims listed or counted with them carry the member's visibility (which includes the licence).
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { claims, companies, contracts, customers } from '../../platform/db/schema.js';
import { claimVisibility, companyVisibility, contractVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export async function findCompany(db: Db, scope: TVisibilityScope, companyId: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), companyVisibility(scope)))
    .limit(1);
  return row ?? null;
}

export async function listVisibleContractsOfCompany(db: Db, scope: TVisibilityScope, input: { companyId: string; take: number }) {
  return db
    .select({
      id: contracts.id,
      vertragsnr: contracts.vertragsnr,
      typ: contracts.typ,
      computedStatus: contracts.computedStatus,
      kundenname: customers.kundenname,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.licenseId, contracts.licenseId)))
    .where(and(eq(contracts.companyId, input.companyId), contractVisibility(scope)))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(input.take);
}

/** Visible contracts with the company, and visible claims on contracts with the company. */
export async function countCompanyRelations(db: Db, scope: TVisibilityScope, companyId: string): Promise<{ contracts: number; claims: number }> {
  const contractsOfCompany = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.licenseId, scope.licenseId), eq(contracts.companyId, companyId)));
  const [c, s] = await Promise.all([
    db.select({ n: count() }).from(contracts).where(and(eq(contracts.companyId, companyId), contractVisibility(scope))),
    db.select({ n: count() }).from(claims).where(and(inArray(claims.contractId, contractsOfCompany), claimVisibility(scope))),
  ]);
  return { contracts: c[0]?.n ?? 0, claims: s[0]?.n ?? 0 };
}
