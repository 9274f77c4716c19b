/**
 * SQL of the activity feed. A page is found in two steps:
 * 1. keys: one UNION ALL of per-type selects (type, id, change time), each filtered by the member's
 *    visibility (which includes the licence), each ordered by its change time and cut at skip+take, then
 *    ordered and cut again outside — so every branch is a short index range scan;
 * 2. rows: the ≤ take entries of the page are loaded per type by id, with their linked objects.
 * Change times: processes last_message_at, documents erstellt, everything else created_at (the schema keeps
 * no other change time for customers, contracts, claims and intermediaries).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TFeedItemType } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { executeQuery, executeRows, idIn } from '../../platform/db/execute-rows.js';
import { sameLicense } from '../../platform/db/same-license.js';
import { estimateRows, EXACT_COUNT_MAX } from '../data-query/run-query.js';
import { claims, contracts, customerNotes, customers, documents, intermediaries, processes, processMessages } from '../../platform/db/schema.js';
import {
  claimVisibility,
  contractVisibility,
  customerVisibility,
  documentVisibility,
  agencyBookScope,
  agencyVisibility,
  intermediaryVisibility,
  processVisibility,
  type TVisibilityScope,
} from '../../platform/access/visibility.js';

/** The one object a detail page's feed belongs to, or the agency whose book an agency page shows. */
export type TFeedScope = { kind: 'Kunde' | 'Vertrag' | 'Schaden' | 'Vermittler'; id: string } | null;

type TBranch = { typ: TFeedItemType; where: SQL; at: SQL; id: SQL; from: SQL };
type TObjectScopeKind = 'Kunde' | 'Vertrag' | 'Schaden';

/** The per-type selects of the feed for a scope (and type); types without a link to the scope object drop out. */
function branches(scope: TVisibilityScope, target: TFeedScope, typ?: TFeedItemType): TBranch[] {
  const book = target?.kind === 'Vermittler' ? agencyBookScope(scope, target.id) : null;
  // undefined: unscoped feed; null: this type has no link to the scope object (it drops out).
  // An agency's feed: what its intermediary would see (the `visible` of its book), intermediaries themselves left out.
  const by = (columns: Partial<Record<TObjectScopeKind, SQL>>, visible?: (s: TVisibilityScope) => SQL): SQL | null | undefined => {
    if (!target) return undefined;
    if (target.kind === 'Vermittler') return book && visible ? visible(book) : null;
    const column = columns[target.kind];
    return column ? sql`${column} = ${target.id}` : null;
  };
  const list: (TBranch & { scoped: SQL | null | undefined })[] = [
    {
      typ: 'Process',
      from: sql`${processes}`,
      id: sql`${processes.id}`,
      at: sql`${processes.lastMessageAt}`,
      where: processVisibility(scope),
      scoped: by({ Kunde: sql`${processes.customerId}`, Vertrag: sql`${processes.contractId}`, Schaden: sql`${processes.claimId}` }, processVisibility),
    },
    {
      typ: 'Brief',
      from: sql`${documents}`,
      id: sql`${documents.id}`,
      at: sql`${documents.erstellt}`,
      // Withdrawn documents (active = false) are no news.
      where: and(documentVisibility(scope), eq(documents.active, true)) as SQL,
      scoped: by({ Kunde: sql`${documents.customerId}`, Vertrag: sql`${documents.contractId}`, Schaden: sql`${documents.claimId}` }, documentVisibility),
    },
    {
      typ: 'Schaden',
      from: sql`${claims}`,
      id: sql`${claims.id}`,
      at: sql`${claims.createdAt}`,
      // Drafts are not reported yet.
      where: and(claimVisibility(scope), eq(claims.draft, false)) as SQL,
      scoped: by({ Kunde: sql`${claims.customerId}`, Vertrag: sql`${claims.contractId}` }, claimVisibility),
    },
    {
      typ: 'Vertrag',
      from: sql`${contracts}`,
      id: sql`${contracts.id}`,
      at: sql`${contracts.createdAt}`,
      where: contractVisibility(scope),
      scoped: by({ Kunde: sql`${contracts.customerId}` }, contractVisibility),
    },
    { typ: 'Kunde', from: sql`${customers}`, id: sql`${customers.id}`, at: sql`${customers.createdAt}`, where: customerVisibility(scope), scoped: by({}, customerVisibility) },
    {
      typ: 'Vermittler',
      from: sql`${intermediaries}`,
      id: sql`${intermediaries.id}`,
      at: sql`${intermediaries.createdAt}`,
      where: intermediaryVisibility(scope),
      scoped: by({}),
    },
  ];
  return list
    .filter((b) => b.scoped !== null && (typ === undefined || b.typ === typ))
    .map(({ scoped, ...b }) => ({ ...b, where: scoped ? (and(b.where, scoped) as SQL) : b.where }));
}

export type TFeedKey = { typ: TFeedItemType; id: string };

/** The keys of one page, newest first (ties by id), and the total of the feed. */
/** The linked objects every entry type shows (selected through its left joins). */
const LINKED_CUSTOMER = { customerId: customers.id, kundenname: customers.kundenname };
const LINKED_CONTRACT = { contractId: contracts.id, vertragsnr: contracts.vertragsnr, contractTyp: contracts.typ };
const LINKED_CLAIM = { claimId: claims.id, nummerMakler: claims.nummerMakler };
const LINKED_INTERMEDIARY = { intermediaryId: intermediaries.id, intermediaryName: intermediaries.name };

/**
 * The feed's total: exact while the planner expects few entries; above EXACT_COUNT_MAX the estimate (counting a
 * licence with a million documents on every start page would cost a scan each time).
 */
async function feedTotal(db: Db, parts: ReturnType<typeof branches>, exactMax: number): Promise<{ total: number; estimate: boolean }> {
  const estimates = await Promise.all(parts.map((b) => estimateRows(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${b.from} WHERE ${b.where}`)));
  if (estimates.every((e) => e !== null)) {
    const sum = estimates.reduce<number>((a, e) => a + (e ?? 0), 0);
    if (sum > exactMax) return { total: sum, estimate: true };
  }
  const counts = sql.join(
    parts.map((b) => sql`(SELECT count(*) FROM ${b.from} WHERE ${b.where})`),
    sql` + `,
  );
  const [row] = await executeRows<{ total: number | string }>(db, sql`SELECT ${counts} AS total`);
  return { total: Number(row?.total ?? 0), estimate: false };
}

export async function selectFeedPage(
  db: Db,
  scope: TVisibilityScope,
  target: TFeedScope,
  page: { skip: number; take: number; typ?: TFeedItemType | undefined },
  exactMax = EXACT_COUNT_MAX,
): Promise<{ keys: TFeedKey[]; total: number; estimate: boolean }> {
  const parts = branches(scope, target, page.typ);
  if (parts.length === 0) return { keys: [], total: 0, estimate: false };
  const limit = page.skip + page.take;
  const union = sql.join(
    parts.map((b) => sql`(SELECT ${b.typ}::text AS typ, ${b.id}::text AS id, ${b.at} AS at FROM ${b.from} WHERE ${b.where} ORDER BY ${b.at} DESC, ${b.id} DESC LIMIT ${limit})`),
    sql` UNION ALL `,
  );
  const [keys, total] = await Promise.all([
    executeRows<TFeedKey>(db, sql`SELECT typ, id FROM (${union}) AS feed ORDER BY at DESC, id COLLATE "C" DESC LIMIT ${page.take} OFFSET ${page.skip}`),
    feedTotal(db, parts, exactMax),
  ]);
  return { keys, ...total };
}

/** Whether the scope object exists and the member may see it. */
export async function isScopeVisible(db: Db, scope: TVisibilityScope, target: NonNullable<TFeedScope>): Promise<boolean> {
  if (target.kind === 'Vermittler') {
    const rows = await db.select({ id: intermediaries.id }).from(intermediaries).where(and(agencyVisibility(scope), eq(intermediaries.id, target.id))).limit(1);
    return rows.length > 0;
  }
  const [table, visible] =
    target.kind === 'Kunde'
      ? ([customers, customerVisibility(scope)] as const)
      : target.kind === 'Vertrag'
        ? ([contracts, contractVisibility(scope)] as const)
        : ([claims, claimVisibility(scope)] as const);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(visible, eq(table.id, target.id)))
    .limit(1);
  return rows.length > 0;
}

// ── rows of a page, per type; joins stay inside the row's licence ──

export async function selectProcessRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const lastMessage = <T>(column: SQL) =>
    sql<T>`(select ${column} from ${processMessages} where ${processMessages.licenseId} = ${processes.licenseId} and ${processMessages.processId} = ${processes.id} order by ${processMessages.createdAt} desc, ${processMessages.id} desc limit 1)`;
  const query = db
    .select({
      id: processes.id,
      licenseId: processes.licenseId,
      headline: processes.headline,
      createdAt: processes.createdAt,
      changedAt: processes.lastMessageAt,
      readAt: processes.readAt,
      dirty: processes.dirty,
      active: processes.active,
      ...LINKED_CUSTOMER,
      ...LINKED_CONTRACT,
      ...LINKED_CLAIM,
      ...LINKED_INTERMEDIARY,
      lmCreated: lastMessage<string | Date | null>(sql`${processMessages.createdAt}`),
      lmType: lastMessage<string | null>(sql`${processMessages.type}`),
      lmFromMakler: lastMessage<boolean | null>(sql`${processMessages.fromMakler}`),
    })
    .from(processes)
    .leftJoin(customers, and(eq(customers.id, processes.customerId), sameLicense(customers, processes)))
    .leftJoin(contracts, and(eq(contracts.id, processes.contractId), sameLicense(contracts, processes)))
    .leftJoin(claims, and(eq(claims.id, processes.claimId), sameLicense(claims, processes)))
    .leftJoin(intermediaries, and(eq(intermediaries.id, processes.intermediaryId), sameLicense(intermediaries, processes)))
    .where(and(processVisibility(scope), idIn(processes.id, ids)));
  return executeQuery(db, query);
}

export async function selectDocumentRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const query = db
    .select({
      id: documents.id,
      licenseId: documents.licenseId,
      titel: documents.titel,
      erstellt: documents.erstellt,
      bearbeitet: documents.bearbeitet,
      folder: documents.folder,
      readAt: documents.readAt,
      active: documents.active,
      ...LINKED_CUSTOMER,
      ...LINKED_CONTRACT,
      ...LINKED_CLAIM,
      processId: processes.id,
      processHeadline: processes.headline,
      ...LINKED_INTERMEDIARY,
    })
    .from(documents)
    .leftJoin(customers, and(eq(customers.id, documents.customerId), sameLicense(customers, documents)))
    .leftJoin(contracts, and(eq(contracts.id, documents.contractId), sameLicense(contracts, documents)))
    .leftJoin(claims, and(eq(claims.id, documents.claimId), sameLicense(claims, documents)))
    .leftJoin(processes, and(eq(processes.id, documents.processId), sameLicense(processes, documents)))
    .leftJoin(intermediaries, and(eq(intermediaries.id, documents.intermediaryId), sameLicense(intermediaries, documents)))
    .where(and(documentVisibility(scope), idIn(documents.id, ids)));
  return executeQuery(db, query);
}

export async function selectClaimRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const query = db
    .select({
      id: claims.id,
      licenseId: claims.licenseId,
      nummerMakler: claims.nummerMakler,
      headline: claims.headline,
      schadenart: claims.schadenart,
      createdAt: claims.createdAt,
      active: claims.active,
      abschlusstag: claims.abschlusstag,
      ...LINKED_CUSTOMER,
      ...LINKED_CONTRACT,
    })
    .from(claims)
    .leftJoin(customers, and(eq(customers.id, claims.customerId), sameLicense(customers, claims)))
    .leftJoin(contracts, and(eq(contracts.id, claims.contractId), sameLicense(contracts, claims)))
    .where(and(claimVisibility(scope), idIn(claims.id, ids)));
  return executeQuery(db, query);
}

export async function selectContractRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const query = db
    .select({
      id: contracts.id,
      licenseId: contracts.licenseId,
      vertragsnr: contracts.vertragsnr,
      produkt: contracts.produkt,
      sparte: contracts.sparte,
      typ: contracts.typ,
      createdAt: contracts.createdAt,
      active: contracts.active,
      beratungErforderlich: contracts.beratungErforderlich,
      ...LINKED_CUSTOMER,
      ...LINKED_INTERMEDIARY,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), sameLicense(customers, contracts)))
    .leftJoin(intermediaries, and(eq(intermediaries.id, contracts.intermediaryId), sameLicense(intermediaries, contracts)))
    .where(and(contractVisibility(scope), idIn(contracts.id, ids)));
  return executeQuery(db, query);
}

export async function selectCustomerRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const activeNotes = (extra: SQL) =>
    sql<boolean>`exists (select 1 from ${customerNotes} where ${customerNotes.licenseId} = ${customers.licenseId} and ${customerNotes.customerId} = ${customers.id} and ${customerNotes.active} and ${extra})`;
  const query = db
    .select({
      id: customers.id,
      licenseId: customers.licenseId,
      kundenname: customers.kundenname,
      createdAt: customers.createdAt,
      hasActiveNote: activeNotes(sql`true`),
      unreadNote: activeNotes(sql`${customerNotes.readAt} is null`),
      ...LINKED_INTERMEDIARY,
    })
    .from(customers)
    .leftJoin(intermediaries, and(eq(intermediaries.id, customers.intermediaryId), sameLicense(intermediaries, customers)))
    .where(and(customerVisibility(scope), idIn(customers.id, ids)));
  return executeQuery(db, query);
}

export async function selectIntermediaryRows(db: Db, scope: TVisibilityScope, ids: string[]) {
  const query = db
    .select({
      id: intermediaries.id,
      licenseId: intermediaries.licenseId,
      name: intermediaries.name,
      code: intermediaries.code,
      createdAt: intermediaries.createdAt,
      active: intermediaries.active,
    })
    .from(intermediaries)
    .where(and(intermediaryVisibility(scope), idIn(intermediaries.id, ids)));
  return executeQuery(db, query);
}
