/** Contract detail reads; every query of contracts and claims carries the member's visibility (which includes the licence). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { executeQuery } from '../../platform/db/execute-rows.js';
import { branches, claims, companies, contractLineData, contracts, customers } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export async function findContract(db: Db, scope: TVisibilityScope, contractId: string) {
  const query = db
    .select({
      contract: contracts,
      spartenbezeichnung: branches.bezeichnung,
      customer: {
        id: customers.id,
        kundenname: customers.kundenname,
        kundenverbindung: customers.kundenverbindung,
        plz: customers.plz,
        strasse: customers.strasse,
        ort: customers.ort,
        land: customers.land,
        zuordnung: customers.zuordnung,
      },
      companyId: companies.id,
      companySuchname: companies.suchname,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.licenseId, contracts.licenseId)))
    .leftJoin(companies, and(eq(companies.id, contracts.companyId), eq(companies.licenseId, contracts.licenseId)))
    .leftJoin(branches, and(eq(branches.licenseId, contracts.licenseId), eq(branches.kuerzel, contracts.sparte)))
    .where(and(eq(contracts.id, contractId), contractVisibility(scope)))
    .limit(1);
  // The detail's main read (0.5 ms of planning on PostgreSQL): prepared once it is hot.
  const [row] = await executeQuery(db, query);
  return row ?? null;
}

/** A contract by id if the member may see it (the collective contract of a child). */
export async function findVisibleContractRef(db: Db, scope: TVisibilityScope, contractId: string) {
  const [row] = await db
    .select({ id: contracts.id, vertragsnr: contracts.vertragsnr })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), contractVisibility(scope)))
    .limit(1);
  return row ?? null;
}

export async function listVisibleChildren(db: Db, scope: TVisibilityScope, input: { parentId: string; take: number }) {
  return db
    .select({ id: contracts.id, vertragsnr: contracts.vertragsnr, typ: contracts.typ, computedStatus: contracts.computedStatus })
    .from(contracts)
    .where(and(eq(contracts.parentId, input.parentId), contractVisibility(scope)))
    .orderBy(asc(contracts.vertragsnr), asc(contracts.id))
    .limit(input.take);
}

export async function listVisibleClaimsOfContract(db: Db, scope: TVisibilityScope, input: { contractId: string; take: number }) {
  return db
    .select({
      id: claims.id,
      nummerMakler: claims.nummerMakler,
      schadenstatus: claims.schadenstatus,
      schadenZeitpunkt: claims.schadenZeitpunkt,
      schadenhoehe: claims.schadenhoehe,
      waehrung: claims.waehrung,
    })
    .from(claims)
    .where(and(eq(claims.contractId, input.contractId), claimVisibility(scope)))
    .orderBy(sql`${claims.schadenZeitpunkt} desc nulls last`, desc(claims.createdAt), desc(claims.id))
    .limit(input.take);
}

/** Line data of a contract (the caller has checked the contract is visible): the main entries first, then ZUS_. */
export async function listLineData(db: Db, input: { licenseId: string; contractId: string }) {
  return db
    .select({ typ: contractLineData.typ, data: contractLineData.data })
    .from(contractLineData)
    .where(and(eq(contractLineData.licenseId, input.licenseId), eq(contractLineData.contractId, input.contractId)))
    .orderBy(sql`left(${contractLineData.typ}, 4) = 'ZUS_'`, asc(contractLineData.typ), asc(contractLineData.id));
}
