/** Queries of the agencies page: the agencies a member may open, paged and searched in the database. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/contains-pattern.js';
import type { Db } from '../../platform/db/client.js';
import { customers, intermediaries } from '../../platform/db/schema.js';
import { agencyVisibility, customerVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(intermediaries.name, pattern), ilike(intermediaries.name2, pattern), ilike(intermediaries.code, pattern), ilike(intermediaries.plz, pattern), ilike(intermediaries.ort, pattern));
}

/** The agency's customers the member may see (the book is small per agency; counted per row of a page of ≤ 50). */
// The outer column is named with its table by hand: in a one-table select drizzle leaves it unqualified, and inside
// the subquery an unqualified "id" would be the customer's.
const visibleCustomers = (scope: TVisibilityScope) =>
  sql<number>`(select count(*)::int from ${customers} where ${customerVisibility(scope)} and ${customers.intermediaryId} = "intermediaries"."id")`;

const COLUMNS = {
  id: intermediaries.id,
  code: intermediaries.code,
  name: intermediaries.name,
  name2: intermediaries.name2,
  name3: intermediaries.name3,
  amsidnr: intermediaries.amsidnr,
  active: intermediaries.active,
  zuordnung: intermediaries.zuordnung,
  strasse: intermediaries.strasse,
  plz: intermediaries.plz,
  ort: intermediaries.ort,
  telefon: intermediaries.telefon,
  email: intermediaries.email,
};

/** One page of agencies, active first, then by name; and the total of the search. */
export async function selectAgencies(db: Db, scope: TVisibilityScope, page: { skip: number; take: number; q?: string | undefined }) {
  const where = and(agencyVisibility(scope), searchCondition(page.q));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...COLUMNS, customers: visibleCustomers(scope) })
      .from(intermediaries)
      .where(where)
      .orderBy(sql`${intermediaries.active} desc`, asc(intermediaries.name), asc(intermediaries.id))
      .limit(page.take)
      .offset(page.skip),
    db.select({ n: count() }).from(intermediaries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectAgency(db: Db, scope: TVisibilityScope, id: string) {
  const [row] = await db
    .select({ ...COLUMNS, customers: visibleCustomers(scope) })
    .from(intermediaries)
    .where(and(agencyVisibility(scope), eq(intermediaries.id, id)))
    .limit(1);
  return row ?? null;
}
