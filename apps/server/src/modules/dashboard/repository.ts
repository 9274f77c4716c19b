/**
 * Dashboard box items, computed in the database: each query ANDs the member's visibility (which includes the
 * licence), takes `take` rows and counts the whole group with a window function, so one round trip per group.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_POLICY_STATUSES, BIRTHDAY_DAYS_AHEAD, BIRTHDAY_DAYS_BACK, CLOSED_CLAIM_DAYS, OFFER_MONTHS } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { branches, claims, contracts, customData, customers, endUserAppearance, processes } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, customerVisibility, processVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

const total = sql<number>`(count(*) over ())::int`;

export type TContractRow = { id: string; vertragsnr: string; typ: string; bezeichnung: string | null; kundenname: string | null; date: string | null; praemie: string | null; waehrung: string; total: number };

function contractRows(db: Db, scope: TVisibilityScope, where: SQL, order: SQL[], take: number, dateColumn: SQL): Promise<TContractRow[]> {
  return db
    .select({
      id: contracts.id,
      vertragsnr: contracts.vertragsnr,
      typ: contracts.typ,
      bezeichnung: branches.bezeichnung,
      kundenname: customers.kundenname,
      date: sql<string | null>`${dateColumn}`,
      praemie: contracts.bruttopraemie,
      waehrung: contracts.waehrung,
      total,
    })
    .from(contracts)
    .leftJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.licenseId, contracts.licenseId)))
    .leftJoin(branches, and(eq(branches.licenseId, contracts.licenseId), eq(branches.kuerzel, contracts.sparte)))
    .where(and(contractVisibility(scope), eq(contracts.active, true), eq(contracts.entwurf, false), where))
    .orderBy(...order)
    .limit(take);
}

/** The newest active policies (by when they reached the portal). */
export const newestContracts = (db: Db, scope: TVisibilityScope, take: number) =>
  contractRows(db, scope, inArray(contracts.computedStatus, [...ACTIVE_POLICY_STATUSES]), [desc(contracts.createdAt), desc(contracts.id)], take, sql`${contracts.vertragsbeginn}`);

/** Offers or inquiries of the last two months (spec 000 §4). */
export const currentOffers = (db: Db, scope: TVisibilityScope, status: 'Angebot' | 'Anfrage', take: number) =>
  contractRows(
    db,
    scope,
    and(eq(contracts.computedStatus, status), sql`${contracts.angebotsdatum} >= current_date - make_interval(months => ${OFFER_MONTHS})`) as SQL,
    [sql`${contracts.angebotsdatum} desc nulls last`, desc(contracts.id)],
    take,
    sql`${contracts.angebotsdatum}`,
  );

/** Contracts flagged as needing advice. */
export const adviceNeeded = (db: Db, scope: TVisibilityScope, take: number) =>
  contractRows(db, scope, eq(contracts.beratungErforderlich, true), [desc(contracts.createdAt), desc(contracts.id)], take, sql`${contracts.vertragsbeginn}`);

export type TClaimRow = { id: string; nummerMakler: string; headline: string | null; schadenart: string | null; kundenname: string | null; date: string | null; schadenhoehe: string | null; waehrung: string; total: number };

function claimRows(db: Db, scope: TVisibilityScope, where: SQL, order: SQL[], take: number, dateColumn: SQL): Promise<TClaimRow[]> {
  return db
    .select({
      id: claims.id,
      nummerMakler: claims.nummerMakler,
      headline: claims.headline,
      schadenart: claims.schadenart,
      kundenname: customers.kundenname,
      date: sql<string | null>`${dateColumn}`,
      schadenhoehe: claims.schadenhoehe,
      waehrung: claims.waehrung,
      total,
    })
    .from(claims)
    .leftJoin(customers, and(eq(customers.id, claims.customerId), eq(customers.licenseId, claims.licenseId)))
    .where(and(claimVisibility(scope), eq(claims.draft, false), where))
    .orderBy(...order)
    .limit(take);
}

/** Open claims (no Abschlusstag), the latest first. */
export const openClaims = (db: Db, scope: TVisibilityScope, take: number) =>
  claimRows(db, scope, isNull(claims.abschlusstag), [sql`${claims.schadenZeitpunkt} desc nulls last`, desc(claims.id)], take, sql`to_char(${claims.schadenZeitpunkt}, 'YYYY-MM-DD')`);

/** Claims closed within the last 14 days (spec 000 §4, §9). */
export const recentlyClosedClaims = (db: Db, scope: TVisibilityScope, take: number) =>
  claimRows(
    db,
    scope,
    sql`${claims.abschlusstag} between current_date - ${CLOSED_CLAIM_DAYS}::int and current_date`,
    [desc(claims.abschlusstag), desc(claims.id)],
    take,
    sql`${claims.abschlusstag}::text`,
  );

/** Open processes addressed to the member that still ask something of them (not KundenStatus Ok). */
export const openProcesses = (db: Db, scope: TVisibilityScope, take: number) =>
  db
    .select({ id: processes.id, headline: processes.headline, kind: processes.kind, date: sql<string>`to_char(${processes.lastMessageAt}, 'YYYY-MM-DD')`, total })
    .from(processes)
    .where(and(processVisibility(scope), eq(processes.active, true), eq(processes.direction, 'in'), sql`${processes.kundenStatus} <> 'Ok'`))
    .orderBy(desc(processes.lastMessageAt), desc(processes.id))
    .limit(take);

/** This year's, last or next year's birthday of the customer, when it lies 5 days back to 14 ahead (spec 000 §9). */
export const nextBirthday = sql<string | null>`(select min(d)::text from (select (${customers.geburtstag} + make_interval(years => (extract(year from current_date)::int - extract(year from ${customers.geburtstag})::int + k)))::date as d from generate_series(-1, 1) as k) as x where d between current_date - ${BIRTHDAY_DAYS_BACK}::int and current_date + ${BIRTHDAY_DAYS_AHEAD}::int)`;

export const birthdays = (db: Db, scope: TVisibilityScope, take: number) =>
  db
    .select({ id: customers.id, kundenname: customers.kundenname, date: nextBirthday, total })
    .from(customers)
    .where(and(customerVisibility(scope), eq(customers.active, true), sql`${customers.geburtstag} is not null`, sql`${nextBirthday} is not null`))
    .orderBy(asc(nextBirthday), asc(customers.kundenname), asc(customers.id))
    .limit(take);

// ───── custom data ─────

type TUserKey = { licenseId: string; userId: string; key: string };
const byUserKey = (k: TUserKey) => and(eq(customData.licenseId, k.licenseId), eq(customData.userId, k.userId), eq(customData.key, k.key));

export async function findCustomData(db: Db, k: TUserKey): Promise<unknown> {
  const [row] = await db.select({ value: customData.value }).from(customData).where(byUserKey(k)).limit(1);
  return row ? row.value : null;
}

export async function upsertCustomData(db: Db, k: TUserKey & { value: unknown }): Promise<void> {
  const now = new Date();
  await db
    .insert(customData)
    .values({ licenseId: k.licenseId, userId: k.userId, key: k.key, value: k.value, updatedAt: now })
    .onConflictDoUpdate({ target: [customData.licenseId, customData.userId, customData.key], set: { value: k.value, updatedAt: now } });
}

export async function deleteCustomData(db: Db, k: TUserKey): Promise<void> {
  await db.delete(customData).where(byUserKey(k));
}

// ───── end-user appearance ─────

export async function findEndUserAppearance(db: Db, licenseId: string) {
  const [row] = await db.select({ value: endUserAppearance.value }).from(endUserAppearance).where(eq(endUserAppearance.licenseId, licenseId)).limit(1);
  return row?.value ?? null;
}

export async function upsertEndUserAppearance(db: Db, input: { licenseId: string; value: NonNullable<Awaited<ReturnType<typeof findEndUserAppearance>>> }): Promise<void> {
  const now = new Date();
  await db
    .insert(endUserAppearance)
    .values({ licenseId: input.licenseId, value: input.value, updatedAt: now })
    .onConflictDoUpdate({ target: endUserAppearance.licenseId, set: { value: input.value, updatedAt: now } });
}
