/**
 * Claim detail read and update. Both carry the member's visibility (which includes the licence); the update
 * is one statement, so nothing outside what the member may see can change between a check and the write.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { claims, companies, contracts, customers } from '../../platform/db/schema.js';
import { claimVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export async function findClaim(db: Db, scope: TVisibilityScope, claimId: string) {
  const [row] = await db
    .select({
      claim: claims,
      contract: { id: contracts.id, vertragsnr: contracts.vertragsnr, typ: contracts.typ },
      customer: {
        id: customers.id,
        kundenname: customers.kundenname,
        kundenverbindung: customers.kundenverbindung,
        strasse: customers.strasse,
        plz: customers.plz,
        ort: customers.ort,
        land: customers.land,
      },
      companySuchname: companies.suchname,
    })
    .from(claims)
    .leftJoin(contracts, and(eq(contracts.id, claims.contractId), eq(contracts.licenseId, claims.licenseId)))
    // The claim's own customer, else its contract's.
    .leftJoin(customers, and(eq(customers.id, sql`coalesce(${claims.customerId}, ${contracts.customerId})`), eq(customers.licenseId, claims.licenseId)))
    .leftJoin(companies, and(eq(companies.id, contracts.companyId), eq(companies.licenseId, claims.licenseId)))
    .where(and(eq(claims.id, claimId), claimVisibility(scope)))
    .limit(1);
  return row ?? null;
}

export type TClaimChanges = Partial<Pick<typeof claims.$inferInsert, 'schadenort' | 'schadenart' | 'hergang' | 'schadenhoehe'>>;

/** Updates an open claim the member may see; false when no such claim exists (invisible, unknown or closed). */
export async function updateOpenClaim(db: Db, scope: TVisibilityScope, input: { claimId: string; changes: TClaimChanges }): Promise<boolean> {
  const rows = await db
    .update(claims)
    .set(input.changes)
    .where(and(eq(claims.id, input.claimId), claimVisibility(scope), isNull(claims.abschlusstag)))
    .returning({ id: claims.id });
  return rows.length > 0;
}
