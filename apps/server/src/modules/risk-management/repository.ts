/**
 * Risk management queries: each ANDs the member's visibility (platform/access/visibility) and pages in the
 * database; the counts of the summary are one aggregate per table.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import { ACTIVE_POLICY_STATUSES } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { addresses, contracts, customers } from '../../platform/db/schema.js';
import { addressVisibility, contractVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export type TPage = { skip: number; take: number };

const objectOf = (s: TVisibilityScope) => and(addressVisibility(s), eq(addresses.isObject, true));

export async function objectCounts(db: Db, s: TVisibilityScope, today: string, warnUntil: string) {
  const [row] = await db
    .select({
      objects: count(),
      riskSum: sum(addresses.riskSum),
      expired: sql<number>`count(*) filter (where ${addresses.validTo} < ${today})`.mapWith(Number),
      runningOut: sql<number>`count(*) filter (where ${addresses.validTo} >= ${today} and ${addresses.validTo} <= ${warnUntil} and (${addresses.validFrom} is null or ${addresses.validFrom} <= ${today}))`.mapWith(Number),
    })
    .from(addresses)
    .where(objectOf(s));
  return { objects: row?.objects ?? 0, riskSum: Number(row?.riskSum ?? 0), expired: row?.expired ?? 0, runningOut: row?.runningOut ?? 0 };
}

/** Objects needing attention first (ended, then running out), then by risk sum, largest first. */
export async function objectPage(db: Db, s: TVisibilityScope, today: string, warnUntil: string, page: TPage) {
  const rank = sql`case when ${addresses.validTo} < ${today} then 0 when ${addresses.validTo} <= ${warnUntil} then 1 else 2 end`;
  return db
    .select({
      id: addresses.id,
      kontaktname: addresses.kontaktname,
      objectNumber: addresses.objectNumber,
      strasse: addresses.strasse,
      plz: addresses.plz,
      ort: addresses.ort,
      riskSum: addresses.riskSum,
      validFrom: addresses.validFrom,
      validTo: addresses.validTo,
    })
    .from(addresses)
    .where(objectOf(s))
    .orderBy(rank, sql`${addresses.riskSum} desc nulls last`, asc(addresses.id))
    .offset(page.skip)
    .limit(page.take);
}

const runningOut = (s: TVisibilityScope, today: string, until: string) =>
  and(contractVisibility(s), inArray(contracts.computedStatus, [...ACTIVE_POLICY_STATUSES]), eq(contracts.storno, false), eq(contracts.entwurf, false), isNotNull(contracts.vertragsablauf), gte(contracts.vertragsablauf, today), lte(contracts.vertragsablauf, until));

const needsAdvice = (s: TVisibilityScope) => and(contractVisibility(s), eq(contracts.beratungErforderlich, true), eq(contracts.storno, false));

const contractColumns = {
  id: contracts.id,
  vertragsnr: contracts.vertragsnr,
  sparte: contracts.sparte,
  produkt: contracts.produkt,
  customerId: contracts.customerId,
  kundenname: customers.kundenname,
  vertragsablauf: contracts.vertragsablauf,
  beratungsgebiet: contracts.beratungsgebiet,
};

const withCustomer = and(eq(customers.licenseId, contracts.licenseId), eq(customers.id, contracts.customerId));

export const countRunningOut = async (db: Db, s: TVisibilityScope, today: string, until: string): Promise<number> =>
  (await db.select({ n: count() }).from(contracts).where(runningOut(s, today, until)))[0]?.n ?? 0;

export const runningOutPage = (db: Db, s: TVisibilityScope, today: string, until: string, page: TPage) =>
  db.select(contractColumns).from(contracts).leftJoin(customers, withCustomer).where(runningOut(s, today, until)).orderBy(asc(contracts.vertragsablauf), asc(contracts.id)).offset(page.skip).limit(page.take);

export const countNeedsAdvice = async (db: Db, s: TVisibilityScope): Promise<number> => (await db.select({ n: count() }).from(contracts).where(needsAdvice(s)))[0]?.n ?? 0;

export const needsAdvicePage = (db: Db, s: TVisibilityScope, page: TPage) =>
  db.select(contractColumns).from(contracts).leftJoin(customers, withCustomer).where(needsAdvice(s)).orderBy(desc(contracts.createdAt), asc(contracts.id)).offset(page.skip).limit(page.take);
