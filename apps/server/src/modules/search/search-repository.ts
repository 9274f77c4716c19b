/**
 * Global search across customers, contracts and claims (spec 000 §2.11): partial numbers and names,
 * regardless of case and umlaut spelling (portal_fold in SQL, trigram indexes on search_text).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { textMatch as matching } from '../../platform/db/text-match.js';
import { claims, contracts, customers } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, customerVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import { sameLicense } from '../../platform/db/same-license.js';

export type TSearchHitType = 'Kunde' | 'Vertrag' | 'Schaden';
export type TSearchHit = { Type: TSearchHitType; Id: string; Title: string; Subtitle: string | null; Extra: string | null };

export async function searchCustomers(db: Db, scope: TVisibilityScope, q: string, take: number): Promise<TSearchHit[]> {
  const m = matching(sql`${customers.searchText}`, q);
  return executeRows<TSearchHit>(
    db,
    sql`SELECT 'Kunde' AS "Type", ${customers.id}::text AS "Id", ${customers.kundenname} AS "Title",
          concat_ws(', ', nullif(concat_ws(' ', ${customers.plz}, ${customers.ort}), ''), ${customers.amsidnr}) AS "Subtitle", ${customers.amsidnr} AS "Extra"
        FROM ${customers} WHERE ${customerVisibility(scope)} AND ${m.where} ORDER BY ${m.rank}, ${customers.kundenname} LIMIT ${take}`,
  );
}

export async function searchContracts(db: Db, scope: TVisibilityScope, q: string, take: number): Promise<TSearchHit[]> {
  const m = matching(sql`${contracts.searchText}`, q);
  return executeRows<TSearchHit>(
    db,
    sql`SELECT 'Vertrag' AS "Type", ${contracts.id}::text AS "Id", ${contracts.vertragsnr} AS "Title",
          concat_ws(' · ', ${customers.kundenname}, ${contracts.produkt}, ${contracts.computedStatus}) AS "Subtitle", ${contracts.typ} AS "Extra"
        FROM ${contracts} LEFT JOIN ${customers} ON ${sameLicense(customers, contracts)} AND ${customers.id} = ${contracts.customerId}
        WHERE ${contractVisibility(scope)} AND ${m.where} ORDER BY ${m.rank}, ${contracts.vertragsnr} LIMIT ${take}`,
  );
}

/** `hidden`: claim properties the member may not see (domain hiddenProperties): the customer's name, the insurer's number. */
export async function searchClaims(db: Db, scope: TVisibilityScope, q: string, take: number, hidden: ReadonlySet<string> = new Set()): Promise<TSearchHit[]> {
  // The search text holds the insurer's number too: members who may not see it search the claim number alone
  // (claim reporters, whose few claims need no index).
  const m = matching(hidden.has('NummerVU') ? sql`portal_fold(${claims.nummerMakler})` : sql`${claims.searchText}`, q);
  const customerName = hidden.has('Vertrag.Kunde.Kundenname') ? sql`NULL` : sql`${customers.kundenname}`;
  const insurerNumber = hidden.has('NummerVU') ? sql`NULL` : sql`${claims.nummerVu}`;
  return executeRows<TSearchHit>(
    db,
    sql`SELECT 'Schaden' AS "Type", ${claims.id}::text AS "Id", ${claims.nummerMakler} AS "Title",
          concat_ws(' · ', ${customerName}, ${claims.schadenart}, ${claims.schadenstatus}) AS "Subtitle", ${insurerNumber} AS "Extra"
        FROM ${claims} LEFT JOIN ${customers} ON ${sameLicense(customers, claims)} AND ${customers.id} = ${claims.customerId}
        WHERE ${claimVisibility(scope)} AND ${m.where} ORDER BY ${m.rank}, ${claims.nummerMakler} LIMIT ${take}`,
  );
}
