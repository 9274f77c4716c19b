/** Address and object detail (GET /Adresse/{id}); one the member may not see answers 404 like a missing one. */
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findAddress } from './repository.js';
import type { TAddressDetail } from './schemas.js';

/** The jsonb field set as text by field number; values that are not plain text or numbers are dropped, never a 500. */
function objectFieldsOf(fields: Record<string, unknown> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

export async function getAddressDetail({ db, ctx, addressId }: { db: Db; ctx: TLicenseContext; addressId: string }): Promise<TAddressDetail> {
  if (!ctx.permission.features.Addresses) throw forbidden('This licence has no addresses');
  const row = await findAddress(db, visibilityScope(ctx), addressId);
  if (!row) throw notFound('Address not found');
  const a = row.address;
  return {
    Id: a.id,
    Zuordnung: a.zuordnung,
    Kontaktname: a.kontaktname,
    Nachname: a.nachname,
    Adresszeile1: a.adresszeile1,
    Strasse: a.strasse,
    Plz: a.plz,
    Ort: a.ort,
    Land: a.land,
    Telefon1: a.telefon1,
    Mobil: a.mobil,
    Email: a.email,
    Geburtstag: a.geburtstag,
    PrivateAddress: a.privateAddress,
    BusinessAddress: a.businessAddress,
    Objekt: a.isObject,
    Objektnummer: a.objectNumber,
    // numeric comes back as text from both drivers; the API answers numbers.
    Risikosumme: a.riskSum === null ? null : Number(a.riskSum),
    GueltigAb: a.validFrom,
    GueltigBis: a.validTo,
    Objektfelder: objectFieldsOf(a.objectFields),
    Kunde: row.customerId !== null && row.kundenname !== null ? { Id: row.customerId, Kundenname: row.kundenname } : null,
  };
}
