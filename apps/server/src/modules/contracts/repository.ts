/** Contract detail reads; every query of contracts and claims carries the member's visibility (which includes the licence). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { executeQuery } from '../../platform/db/execute-rows.js';
import {
  branches,
  claims,
  companies,
  contractLineData,
  contractPremiumFreePeriods,
  contracts,
  customers,
  customerSettlements,
  intermediaries,
  securityCertificates,
} from '../../platform/db/schema.js';
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
        amsidnr: customers.amsidnr,
        telefonPrivat: customers.telefonPrivat,
        telefonGeschaeftlich: customers.telefonGeschaeftlich,
        emailPrivat: customers.emailPrivat,
        emailGeschaeftlich: customers.emailGeschaeftlich,
        vwfsAufpartner: customers.vwfsAufpartner,
      },
      intermediary: { name: intermediaries.name, name2: intermediaries.name2, name3: intermediaries.name3 },
      companyId: companies.id,
      companySuchname: companies.suchname,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.licenseId, contracts.licenseId)))
    .leftJoin(companies, and(eq(companies.id, contracts.companyId), eq(companies.licenseId, contracts.licenseId)))
    .leftJoin(branches, and(eq(branches.licenseId, contracts.licenseId), eq(branches.kuerzel, contracts.sparte)))
    .leftJoin(intermediaries, and(eq(intermediaries.id, contracts.intermediaryId), eq(intermediaries.licenseId, contracts.licenseId)))
    .where(and(eq(contracts.id, contractId), contractVisibility(scope)))
    .limit(1);
  // The detail's main read (0.5 ms of planning on PostgreSQL): prepared once it is hot.
  const [row] = await executeQuery(db, query);
  return row ?? null;
}

/** A contract by id if the member may see it (the collective contract of a child). */
export async function findVisibleContractRef(db: Db, scope: TVisibilityScope, contractId: string) {
  const [row] = await db
    .select({ id: contracts.id, vertragsnr: contracts.vertragsnr, typ: contracts.typ, produkt: contracts.produkt })
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
      nummerVu: claims.nummerVu,
      schadenart: claims.schadenart,
      schadenort: claims.schadenort,
      hergang: claims.hergang,
      meldungtag: claims.meldungtag,
      abschlusstag: claims.abschlusstag,
      fin: claims.fin,
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

/** Sicherungsscheine of a contract (the caller has checked the contract is visible), newest certificate first. */
export async function listSecurityCertificates(db: Db, input: { licenseId: string; contractId: string }) {
  return db
    .select()
    .from(securityCertificates)
    .where(and(eq(securityCertificates.licenseId, input.licenseId), eq(securityCertificates.contractId, input.contractId)))
    .orderBy(sql`${securityCertificates.scheindatum} desc nulls last`, asc(securityCertificates.id));
}

/** Premium-free periods of a contract (the caller has checked the contract is visible). */
export async function listPremiumFreePeriods(db: Db, input: { licenseId: string; contractId: string }) {
  return db
    .select({ von: contractPremiumFreePeriods.von, bis: contractPremiumFreePeriods.bis })
    .from(contractPremiumFreePeriods)
    .where(and(eq(contractPremiumFreePeriods.licenseId, input.licenseId), eq(contractPremiumFreePeriods.contractId, input.contractId)))
    .orderBy(sql`${contractPremiumFreePeriods.von} asc nulls first`, asc(contractPremiumFreePeriods.id));
}

/** Settlements (Kundenabrechnung) of the contract's customer: only Soll and status feed the dunning rule. */
export async function listCustomerSettlements(db: Db, input: { licenseId: string; customerId: string }) {
  return db
    .select({ soll: customerSettlements.soll, status: customerSettlements.status })
    .from(customerSettlements)
    .where(and(eq(customerSettlements.licenseId, input.licenseId), eq(customerSettlements.customerId, input.customerId)));
}
