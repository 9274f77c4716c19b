import { and, eq, or, sql } from 'drizzle-orm';
import { hiddenProperties } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { contractLineData, contracts, customers, claims, processes } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, customerVisibility, processVisibility, visibilityScope } from '../../platform/access/visibility.js';
import { notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { searchClaims, searchContracts, searchCustomers, type TSearchHit } from './search-repository.js';

export async function searchEverything({ db, ctx, q, take }: { db: Db; ctx: TLicenseContext; q: string; take: number }): Promise<TSearchHit[]> {
  const scope = visibilityScope(ctx);
  const hiddenClaimFields = hiddenProperties('Schaden', ctx.permission);
  const [k, v, s] = await Promise.all([searchCustomers(db, scope, q, take), searchContracts(db, scope, q, take), searchClaims(db, scope, q, take, hiddenClaimFields)]);
  return [...v, ...s, ...k];
}

/** Licence plates compare without spaces and hyphens (spec 001 §5), case-insensitive. */
export const normalisePlate = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TResolveQuery = { VSNR?: string; SCHADENNR?: string; KUNDE?: string; vorgang?: string; kennzeichen?: string };

/**
 * The object a search link names: an exact match first, else a unique partial match; 404 otherwise
 * (also when the only match lies outside what the member may see).
 */
export async function resolveSearch({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TResolveQuery }): Promise<{ Type: string; Id: string; Typ?: string }> {
  const found = await resolveObject(db, ctx, query);
  if (found.Type !== 'Vertrag') return found;
  // Contracts also carry their type: the client opens KOMPAKT contracts elsewhere (spec 000 §2.10).
  const [row] = await db.select({ typ: contracts.typ }).from(contracts).where(and(eq(contracts.licenseId, ctx.licenseId), eq(contracts.id, found.Id))).limit(1);
  return { ...found, ...(row ? { Typ: row.typ } : {}) };
}

async function resolveObject(db: Db, ctx: TLicenseContext, query: TResolveQuery): Promise<{ Type: string; Id: string }> {
  const scope = visibilityScope(ctx);
  if (query.VSNR) {
    const hit = await exactOrUnique(
      db.select({ id: contracts.id }).from(contracts).where(and(contractVisibility(scope), sql`lower(${contracts.vertragsnr}) = lower(${query.VSNR})`)).limit(2),
      () => searchContracts(db, scope, query.VSNR as string, 2),
    );
    if (hit) return { Type: 'Vertrag', Id: hit };
  } else if (query.SCHADENNR) {
    const n = query.SCHADENNR;
    // The insurer's number is not shown to claim reporters, so it does not find a claim for them either.
    const hidden = hiddenProperties('Schaden', ctx.permission);
    const byInsurerNumber = hidden.has('NummerVU') ? sql`false` : sql`lower(${claims.nummerVu}) = lower(${n})`;
    const hit = await exactOrUnique(
      db
        .select({ id: claims.id })
        .from(claims)
        .where(and(claimVisibility(scope), or(sql`lower(${claims.nummerMakler}) = lower(${n})`, byInsurerNumber)))
        .limit(2),
      () => searchClaims(db, scope, n, 2, hidden),
    );
    if (hit) return { Type: 'Schaden', Id: hit };
  } else if (query.KUNDE) {
    const k = query.KUNDE;
    const byId = UUID.test(k) ? eq(customers.id, k) : sql`false`;
    const hit = await exactOrUnique(
      db.select({ id: customers.id }).from(customers).where(and(customerVisibility(scope), or(byId, sql`lower(${customers.amsidnr}) = lower(${k})`))).limit(2),
      () => searchCustomers(db, scope, k, 2),
    );
    if (hit) return { Type: 'Kunde', Id: hit };
  } else if (query.vorgang) {
    const p = query.vorgang;
    const byId = UUID.test(p) ? eq(processes.id, p) : sql`false`;
    const [row] = await db.select({ id: processes.id }).from(processes).where(and(processVisibility(scope), or(byId, eq(processes.accessToken, p)))).limit(1);
    if (row) return { Type: 'Vorgang', Id: row.id };
  } else if (query.kennzeichen) {
    const plate = normalisePlate(query.kennzeichen);
    const [row] = await db
      .select({ id: contracts.id })
      .from(contractLineData)
      .innerJoin(contracts, and(eq(contracts.licenseId, contractLineData.licenseId), eq(contracts.id, contractLineData.contractId)))
      .where(and(eq(contractLineData.licenseId, ctx.licenseId), contractVisibility(scope), sql`upper(regexp_replace(${contractLineData.data}->>'kennzeichen', '[\\s-]', '', 'g')) = ${plate}`))
      .limit(1);
    if (row) return { Type: 'Vertrag', Id: row.id };
  }
  throw notFound('Nothing found');
}

async function exactOrUnique(exact: Promise<{ id: string }[]>, partial: () => Promise<TSearchHit[]>): Promise<string | null> {
  const rows = await exact;
  if (rows.length >= 1) return rows[0]!.id;
  const hits = await partial();
  return hits.length === 1 ? hits[0]!.Id : null;
}
