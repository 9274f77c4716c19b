/** The agencies page (spec 000 §2.9): brokers only, never preset Sachbearbeiter (canSeeAgencies). */
import { canSeeAgencies, type TAgency, type TAgencyList, type TAgencyListQuery } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { selectAgencies, selectAgency } from './repository.js';

type TArgs = { db: Db; ctx: TLicenseContext };

export function requireAgencies(ctx: TLicenseContext): void {
  if (!canSeeAgencies(ctx.permission)) throw forbidden('The agency pages are for brokers');
}

type TRow = NonNullable<Awaited<ReturnType<typeof selectAgency>>>;

function toAgency(r: TRow): TAgency {
  return {
    Id: r.id,
    Code: r.code,
    Name: r.name,
    Name2: r.name2,
    Name3: r.name3,
    Amsidnr: r.amsidnr,
    Active: r.active,
    Zuordnung: r.zuordnung === 'PRIVAT' ? 'PRIVAT' : 'FIRMA',
    Strasse: r.strasse,
    Plz: r.plz,
    Ort: r.ort,
    Telefon: r.telefon,
    Email: r.email,
    Kunden: Number(r.customers),
  };
}

export async function listAgencies({ db, ctx, query }: TArgs & { query: TAgencyListQuery }): Promise<TAgencyList> {
  requireAgencies(ctx);
  const { rows, total } = await selectAgencies(db, visibilityScope(ctx), query);
  return { Items: rows.map(toAgency), Total: total };
}

/** One agency; one the member may not open answers 404, as one that does not exist. */
export async function getAgency({ db, ctx, id }: TArgs & { id: string }): Promise<TAgency> {
  requireAgencies(ctx);
  const row = await selectAgency(db, visibilityScope(ctx), id);
  if (!row) throw notFound('Agency not found');
  return toAgency(row);
}
