/**
 * The running totals of the portfolio analysis (table portfolio_analysis_totals): what each contract and claim
 * contributes, computed by ONE SQL definition that serves three uses —
 * - rebuildAnalysisTotals: a licence's totals from scratch (after bulk loads: seed, imports, the bench data);
 * - adjustAnalysisTotals: -1 for some rows before they change or go, +1 after they are written or changed, in the
 *   writer's transaction (so the totals never disagree with the rows a committed transaction leaves);
 * - scratchAnalysisTotals: the same figures computed from the rows now, to prove the kept ones right (tests).
 *
 * Audiences follow contractVisibility/claimVisibility: '*' (the whole licence) sees everything; an intermediary sees
 * the contracts addressed to them (contracts.intermediary_id) and those of the customers they look after
 * (customers.intermediary_id), and the claims of those customers. A contract counts once per audience.
 * Members restricted to assigned customers have no audience of their own: the analysis computes theirs live.
 *
 * Writers of contracts, claims or a customer's intermediary must call adjustAnalysisTotals around the write
 * (or rebuildAnalysisTotals after a bulk load); analysis-totals.test.ts checks the kept totals against the scratch ones.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_POLICY_STATUSES, PAYMENTS_PER_YEAR } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { claims, contracts, customers, portfolioAnalysisTotals } from '../../platform/db/schema.js';

/** The audience of the whole licence (brokers, employees, guests). */
export const WHOLE_LICENSE = '*';

/** Annual premium of one contract row in EUR (0 for other currencies). The factors come from the domain, as literals. */
export const annualPremium = sql.join(
  [
    sql`case when ${contracts.waehrung} <> 'EUR' then 0 else coalesce(${contracts.bruttopraemie}, 0) * case ${contracts.zahlweise}`,
    ...Object.entries(PAYMENTS_PER_YEAR).map(([mode, n]) => sql`when ${mode} then ${sql.raw(String(Math.trunc(n)))}`),
    sql`else 1 end end`,
  ],
  sql` `,
);

const activeStatuses = sql.join(
  ACTIVE_POLICY_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Which rows to count: the whole licence, or the listed contracts/claims/customers of it. */
export type TTotalsRows = { all: true } | { contractIds?: readonly string[]; claimIds?: readonly string[]; customerIds?: readonly string[] };

/** One text parameter for a list of ids: the statement's text stays the same whatever the list's length. */
const idList = (ids: readonly string[] | undefined): SQL => sql`string_to_array(${(ids ?? []).join(',')}, ',')::uuid[]`;

function contractFilter(rows: TTotalsRows): SQL {
  if ('all' in rows) return sql`true`;
  return sql`(${contracts.id} = any(${idList(rows.contractIds)}) or ${contracts.customerId} = any(${idList(rows.customerIds)}))`;
}
function claimFilter(rows: TTotalsRows): SQL {
  if ('all' in rows) return sql`true`;
  return sql`(${claims.id} = any(${idList(rows.claimIds)}) or ${claims.customerId} = any(${idList(rows.customerIds)}))`;
}

/**
 * The facts of the chosen rows, one per (row, audience, kind): audience, kind, day, sparte, company_id, closed (0/1), premium.
 * The key columns are cast to the table's types so that a union of facts groups cleanly.
 */
function facts(licenseId: string | SQL, rows: TTotalsRows): SQL {
  return sql`
    select a.audience, k.kind, k.day, f.sparte, f.company_id, f.closed, f.premium
    from (
      select ${contracts.intermediaryId}::text as c_int, ${customers.intermediaryId}::text as k_int, x.kind, x.day, x.sparte, x.company_id, 0 as closed, x.premium
      from ${contracts}
      left join ${customers} on ${customers.licenseId} = ${contracts.licenseId} and ${customers.id} = ${contracts.customerId}
      cross join lateral (
        select 'stock'::text as kind, null::date as day, ${contracts.sparte} as sparte, ${contracts.companyId} as company_id, ${annualPremium} as premium
          where ${contracts.computedStatus} in (${activeStatuses}) and not ${contracts.storno} and not ${contracts.entwurf} and ${contracts.active}
        union all
        select 'new', ${contracts.vertragsbeginn}, null, null, ${annualPremium}
          where ${contracts.computedStatus} in (${activeStatuses}) and not ${contracts.entwurf} and ${contracts.vertragsbeginn} is not null
        union all
        select 'storno', ${contracts.wirksamBis}, null, null, ${annualPremium}
          where ${contracts.storno} and ${contracts.wirksamBis} is not null
      ) x
      where ${contracts.licenseId} = ${licenseId} and ${contractFilter(rows)}
      union all
      select null, ${customers.intermediaryId}::text, 'claim', ${claims.meldungtag}, ${claims.sparte}, null::uuid,
             case when ${claims.abschlusstag} is null then 0 else 1 end, 0
      from ${claims}
      left join ${customers} on ${customers.licenseId} = ${claims.licenseId} and ${customers.id} = ${claims.customerId}
      where ${claims.licenseId} = ${licenseId} and not ${claims.draft} and ${claims.meldungtag} is not null and ${claimFilter(rows)}
    ) f
    cross join lateral unnest(array_remove(array[${WHOLE_LICENSE}::text, f.c_int, case when f.k_int is distinct from f.c_int then f.k_int end], null)) as a(audience)
    -- Dated facts count twice: on their day, and on the first of their month (kind_m), so a period reads whole months
    -- from a dozen monthly rows and only its partial edge months day by day.
    cross join lateral (select f.kind, f.day union all select f.kind || '_m', date_trunc('month', f.day)::date where f.day is not null) as k(kind, day)`;
}

/** The facts grouped to the table's key: n, closed and premium per key, multiplied by `sign` (1 or -1). */
function grouped(licenseId: string | SQL, rows: TTotalsRows, sign: 1 | -1): SQL {
  const s = sql.raw(String(sign));
  return sql`
    select ${typeof licenseId === 'string' ? sql`${licenseId}::text` : licenseId} as license_id, audience, kind, day, sparte, company_id,
           ${s} * count(*)::int as n, ${s} * sum(closed)::int as closed, ${s} * coalesce(sum(premium), 0)::numeric(18, 2) as premium
    from (${facts(licenseId, rows)}) g
    group by audience, kind, day, sparte, company_id`;
}

const T = portfolioAnalysisTotals;

/**
 * Adds (sign 1) or takes away (sign -1) what the chosen rows contribute now. Call with -1 before changing or
 * deleting them and with 1 after inserting or changing them, inside the writer's transaction.
 */
export async function adjustAnalysisTotals(tx: Db, licenseId: string, rows: TTotalsRows, sign: 1 | -1): Promise<void> {
  if (!('all' in rows) && !rows.contractIds?.length && !rows.claimIds?.length && !rows.customerIds?.length) return;
  const touched = await executeRows<{ audience: string; kind: string; day: string | null; sparte: string | null; company_id: string | null; n: number }>(
    tx,
    sql`insert into ${T} (license_id, audience, kind, day, sparte, company_id, n, closed, premium)
        ${grouped(licenseId, rows, sign)}
        on conflict on constraint portfolio_analysis_totals_key do update
          set n = ${T}.n + excluded.n, closed = ${T}.closed + excluded.closed, premium = ${T}.premium + excluded.premium
        returning audience, kind, day::text as day, sparte, company_id::text as company_id, n`,
  );
  // Keys nobody counts any more go, so a line of business that left the stock leaves the charts too.
  const gone = touched.filter((r) => Number(r.n) === 0);
  if (gone.length === 0) return;
  await tx.execute(
    sql`delete from ${T} where ${T.licenseId} = ${licenseId} and ${T.n} = 0 and (${sql.join(
      gone.map(
        (g) =>
          sql`(${T.audience} = ${g.audience} and ${T.kind} = ${g.kind} and ${T.day} is not distinct from ${g.day}::date and ${T.sparte} is not distinct from ${g.sparte}::text and ${T.companyId} is not distinct from ${g.company_id}::uuid)`,
      ),
      sql` or `,
    )})`,
  );
}

/** A licence's totals from scratch: after bulk loads, or to repair. Runs in the caller's transaction if given one. */
export async function rebuildAnalysisTotals(tx: Pick<Db, 'execute'>, licenseId: string): Promise<void> {
  await tx.execute(sql`delete from ${T} where ${T.licenseId} = ${licenseId}`);
  // In key order, so that one audience's rows of a kind lie together on few pages (a period reads a range of them).
  await tx.execute(
    sql`insert into ${T} (license_id, audience, kind, day, sparte, company_id, n, closed, premium) ${grouped(licenseId, { all: true }, 1)} order by audience, kind, day, sparte, company_id`,
  );
}

export type TTotalsRow = { audience: string; kind: string; day: string | null; sparte: string | null; companyId: string | null; n: number; closed: number; premium: string };

const readShape = sql`audience, kind, day::text as "day", sparte, company_id::text as "companyId", n::int as "n", closed::int as "closed", premium::numeric(18, 2)::text as "premium"`;
const byKey = (a: TTotalsRow, b: TTotalsRow) =>
  [a.audience, a.kind, a.day ?? '', a.sparte ?? '', a.companyId ?? ''].join('|').localeCompare([b.audience, b.kind, b.day ?? '', b.sparte ?? '', b.companyId ?? ''].join('|'));

/**
 * Every licence's totals from scratch as one statement (the migration that brought the table ran it; printed by
 * `backfillStatement()` and checked against rebuildAnalysisTotals in analysis-totals.test.ts).
 */
export function backfillStatement(): SQL {
  return sql`insert into ${T} (license_id, audience, kind, day, sparte, company_id, n, closed, premium)
    select s.* from licenses l cross join lateral (${grouped(sql`l.id`, { all: true }, 1)}) s`;
}

/** The kept totals of a licence, in key order (tests, repair checks). */
export async function keptAnalysisTotals(db: Db, licenseId: string): Promise<TTotalsRow[]> {
  const rows = await executeRows<TTotalsRow>(db, sql`select ${readShape} from ${T} where ${T.licenseId} = ${licenseId}`);
  return rows.sort(byKey);
}

/** The totals the licence's rows give now, computed from scratch, in key order (to compare with the kept ones). */
export async function scratchAnalysisTotals(db: Db, licenseId: string): Promise<TTotalsRow[]> {
  const rows = await executeRows<TTotalsRow>(db, sql`select ${readShape} from (${grouped(licenseId, { all: true }, 1)}) s`);
  return rows.sort(byKey);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const firstOfNextMonth = (day: string) => {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * A period (both ends YYYY-MM-DD, included) as its whole months [start, end) — read from the monthly rows — and the
 * days outside them (from … start-1, end … to) read by day; months null when no month lies wholly inside.
 */
export function splitPeriod(from: string, to: string): { months: { start: string; end: string } | null } {
  const start = from.endsWith('-01') ? from : firstOfNextMonth(from);
  const after = addDays(to, 1);
  const end = after.endsWith('-01') ? after : `${to.slice(0, 7)}-01`;
  return { months: start < end ? { start, end } : null };
}
