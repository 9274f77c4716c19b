/**
 * Forms processes in the database: form risks with their product, the records they were started for, their
 * creator and receivers. Paged, filtered (status any-of, title, group), sorted and counted in SQL; every statement
 * names the licence, and the caller (service.ts) adds who may see a risk.
 */
import { containsPattern } from '../../platform/db/contains-pattern.js';
import { and, asc, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TFormsProcessSortKey, TFormsProcessState } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { addresses, claims, contracts, customers, formMailTemplates, formProducts, formRiskReceivers, formRisks, users } from '../../platform/db/schema.js';

/**
 * The status of a risk in SQL, as `formsProcessState` of @portal/domain derives it: transferred → Completed,
 * expired (or valid-until passed) → Expired, signing → Signing, never saved → Open, else Processing.
 */
export const formsProcessStateSql = (now: Date): SQL<TFormsProcessState> => sql<TFormsProcessState>`(case
  when ${formRisks.status} = 'transferred' then 'Completed'
  when ${formRisks.status} = 'expired' then 'Expired'
  when ${formRisks.validUntil} is not null and ${formRisks.validUntil} < ${now.toISOString()}::timestamptz then 'Expired'
  when ${formRisks.status} = 'signing' then 'Signing'
  when ${formRisks.version} <= 1 then 'Open'
  else 'Processing' end)`;

/** Risks the user receives: their e-mail is among the receivers (the e-mail index answers it). */
export const receivedBy = (userId: string): SQL =>
  sql`exists (select 1 from ${formRiskReceivers} rr where rr.license_id = ${formRisks.licenseId} and rr.risk_id = ${formRisks.id}
    and rr.email = (select lower(u.email) from ${users} u where u.id = ${userId}))`;

const creatorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}, '')`;
const addressText = sql<string | null>`nullif(trim(concat_ws(' ', ${addresses.strasse}, concat_ws(' ', ${addresses.plz}, ${addresses.ort}))), '')`;
const receiversJson = sql<string[]>`coalesce((select json_agg(rr.email order by rr.email) from ${formRiskReceivers} rr where rr.license_id = ${formRisks.licenseId} and rr.risk_id = ${formRisks.id}), '[]'::json)`;

export type TFormsProcessRow = {
  id: string;
  productId: string;
  productName: string;
  contextKind: string | null;
  kundenname: string | null;
  vertragsnr: string | null;
  schadenvorgang: string | null;
  adresse: string | null;
  status: string;
  version: number;
  state: TFormsProcessState;
  createdAt: Date;
  validUntil: Date | null;
  creator: string;
  ownerUserId: string;
  createdByUserId: string | null;
  groupName: string | null;
  receivers: string[];
};

export type TFormsProcessFilter = {
  licenseId: string;
  visible: SQL | undefined;
  now: Date;
  states?: readonly TFormsProcessState[];
  title?: string;
  group?: string;
  riskIds?: readonly string[];
};

function whereOf(f: TFormsProcessFilter): SQL | undefined {
  const state = formsProcessStateSql(f.now);
  return and(
    eq(formRisks.licenseId, f.licenseId),
    f.visible,
    f.states?.length ? inArray(state, [...f.states]) : undefined,
    f.title ? ilike(formProducts.name, containsPattern(f.title)) : undefined,
    f.group ? eq(formRisks.groupName, f.group) : undefined,
    f.riskIds ? inArray(formRisks.id, [...f.riskIds]) : undefined,
  );
}

function baseSelect(db: Db, now: Date) {
  return db
    .select({
      id: formRisks.id,
      productId: formRisks.productId,
      productName: formProducts.name,
      contextKind: formRisks.contextKind,
      kundenname: customers.kundenname,
      vertragsnr: contracts.vertragsnr,
      schadenvorgang: claims.nummerMakler,
      adresse: addressText,
      status: formRisks.status,
      version: formRisks.version,
      state: formsProcessStateSql(now),
      createdAt: formRisks.createdAt,
      validUntil: formRisks.validUntil,
      creator: creatorName,
      ownerUserId: formRisks.ownerUserId,
      createdByUserId: formRisks.createdByUserId,
      groupName: formRisks.groupName,
      receivers: receiversJson,
    })
    .from(formRisks)
    .innerJoin(formProducts, and(eq(formProducts.licenseId, formRisks.licenseId), eq(formProducts.id, formRisks.productId)))
    .leftJoin(customers, and(eq(customers.licenseId, formRisks.licenseId), eq(customers.id, formRisks.customerId)))
    .leftJoin(contracts, and(eq(contracts.licenseId, formRisks.licenseId), eq(contracts.id, formRisks.contractId)))
    .leftJoin(claims, and(eq(claims.licenseId, formRisks.licenseId), eq(claims.id, formRisks.claimId)))
    .leftJoin(addresses, and(eq(addresses.licenseId, formRisks.licenseId), eq(addresses.id, formRisks.addressId)))
    .leftJoin(users, eq(users.id, sql`coalesce(${formRisks.createdByUserId}, ${formRisks.ownerUserId})`));
}

function orderOf(key: TFormsProcessSortKey, isDesc: boolean, now: Date): SQL[] {
  const dir = isDesc ? desc : asc;
  const column: SQL = {
    Anlagedatum: sql`${formRisks.createdAt}`,
    Assfinetform: sql`lower(${formProducts.name})`,
    Status: formsProcessStateSql(now),
    ValidUntilDate: sql`${formRisks.validUntil}`,
    Kundenname: sql`lower(${customers.kundenname})`,
    Creator: sql`lower(${creatorName})`,
    Group: sql`lower(${formRisks.groupName})`,
  }[key];
  // Nulls last either way; the id keeps pages stable among equal values.
  return [sql`${dir(column)} nulls last`, dir(formRisks.id)];
}

export async function selectFormsProcesses(
  db: Db,
  f: TFormsProcessFilter,
  page: { offset: number; limit: number; sort: TFormsProcessSortKey; desc: boolean },
): Promise<{ rows: TFormsProcessRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await baseSelect(db, f.now)
    .where(where)
    .orderBy(...orderOf(page.sort, page.desc, f.now))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formRisks)
    .innerJoin(formProducts, and(eq(formProducts.licenseId, formRisks.licenseId), eq(formProducts.id, formRisks.productId)))
    .where(where);
  return { rows: rows as TFormsProcessRow[], total: Number(count?.n ?? 0) };
}

/** The risks the filter lets through (ids, or the list's filters), in the list's default order, at most `limit` (the export). */
export async function selectFormsProcessesForExport(db: Db, f: TFormsProcessFilter, limit: number): Promise<TFormsProcessRow[]> {
  const rows = await baseSelect(db, f.now)
    .where(whereOf(f))
    .orderBy(...orderOf('Anlagedatum', true, f.now))
    .limit(limit);
  return rows as TFormsProcessRow[];
}

export async function selectFormsProcess(db: Db, f: Omit<TFormsProcessFilter, 'riskIds'>, id: string): Promise<TFormsProcessRow | undefined> {
  const [row] = await baseSelect(db, f.now)
    .where(whereOf({ ...f, riskIds: [id] }))
    .limit(1);
  return row as TFormsProcessRow | undefined;
}

/** The group names of the visible risks, for the group filter. */
export async function selectGroupNames(db: Db, licenseId: string, visible: SQL | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: formRisks.groupName })
    .from(formRisks)
    .where(and(eq(formRisks.licenseId, licenseId), isNotNull(formRisks.groupName), visible))
    .orderBy(asc(formRisks.groupName))
    .limit(500);
  return rows.map((r) => r.name!).filter(Boolean);
}

/** Replaces the receivers of a risk (lower-case e-mails) in one transaction. */
export async function replaceReceivers(db: Db, licenseId: string, riskId: string, emails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(formRiskReceivers).where(and(eq(formRiskReceivers.licenseId, licenseId), eq(formRiskReceivers.riskId, riskId)));
    if (emails.length) await tx.insert(formRiskReceivers).values(emails.map((email) => ({ licenseId, riskId, email })));
  });
}

/** Expires a risk that is still a draft; false when it was sent, expired or is signing meanwhile. */
export async function expireRisk(db: Db, licenseId: string, riskId: string): Promise<boolean> {
  const rows = await db
    .update(formRisks)
    .set({ status: 'expired', expiredAt: new Date(), updatedAt: new Date() })
    .where(and(eq(formRisks.licenseId, licenseId), eq(formRisks.id, riskId), eq(formRisks.status, 'draft')))
    .returning({ id: formRisks.id });
  return rows.length > 0;
}

export async function findMailTemplate(db: Db, licenseId: string, productId: string): Promise<{ subject: string; body: string } | undefined> {
  const [row] = await db
    .select({ subject: formMailTemplates.subject, body: formMailTemplates.body })
    .from(formMailTemplates)
    .where(and(eq(formMailTemplates.licenseId, licenseId), eq(formMailTemplates.productId, productId)))
    .limit(1);
  return row;
}

export async function findUserEmail(db: Db, userId: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.select({ email: users.email, name: creatorName }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function setMailLinkOrigin(db: Db, licenseId: string, riskId: string, origin: string): Promise<void> {
  await db.update(formRisks).set({ mailLinkOrigin: origin }).where(and(eq(formRisks.licenseId, licenseId), eq(formRisks.id, riskId)));
}
