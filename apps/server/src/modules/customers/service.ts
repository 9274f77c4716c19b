/**
 * Customer detail (GET /Kunde/{id}) and its notes (GET /Kunde/{id}/Notes). A customer the member may not see
 * answers 404 exactly like one that does not exist, in this licence or any other.
 */
import { isBroker } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { invisibleRecordError } from '../../platform/access/not-assigned.js';
import { notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countCustomerRelations, findCustomer, isCustomerVisible, listActiveNotes } from './repository.js';
import { CUSTOMER_NOTES_TAKE, type TCustomerDetail, type TCustomerNote } from './schemas.js';

export async function getCustomerDetail({ db, ctx, customerId }: { db: Db; ctx: TLicenseContext; customerId: string }): Promise<TCustomerDetail> {
  const scope = visibilityScope(ctx);
  const row = await findCustomer(db, scope, customerId);
  if (!row) throw await invisibleRecordError(db, scope, 'customer', customerId, 'Customer not found');
  const counts = await countCustomerRelations(db, scope, customerId);
  const c = row.customer;
  const detail: TCustomerDetail = {
    Id: c.id,
    Amsidnr: c.amsidnr,
    Kundenname: c.kundenname,
    Vorname: c.vorname,
    Nachname: c.nachname,
    Zuordnung: c.zuordnung,
    Strasse: c.strasse,
    Plz: c.plz,
    Ort: c.ort,
    Land: c.land,
    Kundenverbindung: c.kundenverbindung,
    Active: c.active,
    LastSynchronisation: c.lastSynchronisation?.toISOString() ?? null,
    AnmerkungUngelesen: row.unreadNote,
    Geburtstag: c.geburtstag,
    EmailPrivat: c.emailPrivat,
    TelefonPrivat: c.telefonPrivat,
    EmailGeschaeftlich: c.emailGeschaeftlich,
    TelefonGeschaeftlich: c.telefonGeschaeftlich,
    Counts: { Vertraege: counts.contracts, Schaeden: counts.claims, Dokumente: counts.documents, Anmerkungen: counts.notes },
  };
  if (isBroker(ctx.permission)) {
    detail.Vermittler = row.vermittlerCode !== null && row.vermittlerName !== null ? { Code: row.vermittlerCode, Name: row.vermittlerName } : null;
  }
  return detail;
}

/** Active notes, newest first, at most CUSTOMER_NOTES_TAKE. Shown to every member who may see the customer. */
export async function getCustomerNotes({ db, ctx, customerId }: { db: Db; ctx: TLicenseContext; customerId: string }): Promise<TCustomerNote[]> {
  if (!(await isCustomerVisible(db, visibilityScope(ctx), customerId))) throw notFound('Customer not found');
  const rows = await listActiveNotes(db, { licenseId: ctx.licenseId, customerId, take: CUSTOMER_NOTES_TAKE });
  return rows.map((n) => ({
    Id: n.id,
    Text: n.text,
    Erstellt: n.createdAt.toISOString(),
    Read: n.readAt?.toISOString() ?? null,
    Autor: n.authorFirstName !== null && n.authorLastName !== null ? `${n.authorFirstName} ${n.authorLastName}`.trim() : null,
  }));
}
