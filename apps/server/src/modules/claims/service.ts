/**
 * Claim detail (GET /Schaden/{id}) and its edit (PATCH /Schaden/{id}). A claim the member may not see answers
 * 404 exactly like one that does not exist. Editing needs write access and the claim-report permission (or
 * staff), and an open claim (no Abschlusstag); a closed claim answers 409.
 */
import { canWrite, hiddenProperties, isStaff, type TPermissionContext } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { invisibleRecordError } from '../../platform/access/not-assigned.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findClaim, updateOpenClaim, type TClaimChanges } from './repository.js';
import type { TClaimDetail, TClaimUpdate } from './schemas.js';

/** numeric comes back as text from both drivers; the API answers numbers. */
const money = (v: string | null): number | null => (v === null ? null : Number(v));

/** May the member edit claims at all (before looking at a claim)? */
export const canEditClaims = (p: TPermissionContext): boolean => canWrite(p) && (p.permissions.Schadenmeldung || isStaff(p));

export async function getClaimDetail({ db, ctx, claimId }: { db: Db; ctx: TLicenseContext; claimId: string }): Promise<TClaimDetail> {
  const scope = visibilityScope(ctx);
  const row = await findClaim(db, scope, claimId);
  if (!row) throw await invisibleRecordError(db, scope, 'claim', claimId, 'Claim not found');
  const s = row.claim;
  // Field-level visibility (domain hiddenProperties): claim reporters get no contract, customer or insurer.
  const hidden = hiddenProperties('Schaden', ctx.permission);
  const kunde = row.customer && !hidden.has('Vertrag.Kunde.Id')
    ? {
        Id: row.customer.id,
        Kundenname: row.customer.kundenname,
        Kundenverbindung: row.customer.kundenverbindung,
        Strasse: row.customer.strasse,
        Plz: row.customer.plz,
        Ort: row.customer.ort,
        Land: row.customer.land,
      }
    : null;
  return {
    Id: s.id,
    Key: hidden.has('Key') ? null : (row.contract?.vertragsnr ?? null),
    Draft: s.draft,
    Active: s.active,
    Schadenstatus: s.schadenstatus,
    SchadenZeitpunkt: s.schadenZeitpunkt?.toISOString() ?? null,
    Meldungtag: s.meldungtag,
    Abschlusstag: s.abschlusstag,
    Schadenhoehe: money(s.schadenhoehe),
    Waehrung: s.waehrung,
    Headline: s.headline,
    Sparte: s.sparte,
    NummerMakler: s.nummerMakler,
    NummerVU: hidden.has('NummerVU') ? null : s.nummerVu,
    Schadenart: s.schadenart,
    Schadenort: s.schadenort,
    KundenStatus: s.kundenStatus,
    ApprovalPending: s.approvalPending,
    Erstellt: s.createdAt.toISOString(),
    Hergang: s.hergang,
    // A contract always has a customer; kunde is only null when the row is inconsistent.
    Vertrag: row.contract && kunde && !hidden.has('Vertrag.Id') ? { Id: row.contract.id, VertragsNr: row.contract.vertragsnr, Typ: row.contract.typ, Kunde: kunde } : null,
    Kunde: kunde,
    Gesellschaft: row.companySuchname !== null && !hidden.has('Gesellschaft.Suchname') ? { Suchname: row.companySuchname } : null,
    Editable: s.abschlusstag === null && canEditClaims(ctx.permission),
  };
}

/** Texts are stored trimmed; an empty text clears the field. Amounts are kept to the cent. */
function toChanges(body: TClaimUpdate): TClaimChanges {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const changes: TClaimChanges = {};
  if (body.Schadenort !== undefined) changes.schadenort = text(body.Schadenort);
  if (body.Schadenart !== undefined) changes.schadenart = text(body.Schadenart);
  if (body.Hergang !== undefined) changes.hergang = text(body.Hergang);
  if (body.Schadenhoehe !== undefined) changes.schadenhoehe = body.Schadenhoehe === null ? null : body.Schadenhoehe.toFixed(2);
  return changes;
}

export async function updateClaim({ db, ctx, claimId, body }: { db: Db; ctx: TLicenseContext; claimId: string; body: TClaimUpdate }): Promise<TClaimDetail> {
  // The licence context refuses writes of read-only members already; this keeps the rule if a route opts out.
  if (!canWrite(ctx.permission)) throw new AppError('READ_ONLY', 403, 'This licence is read-only for you');
  if (!canEditClaims(ctx.permission)) throw forbidden('You may not edit claims');
  const scope = visibilityScope(ctx);
  const updated = await updateOpenClaim(db, scope, { claimId, changes: toChanges(body) });
  if (!updated) {
    // Nothing changed; tell apart (within what the member may see) a missing claim from a closed one.
    const existing = await findClaim(db, scope, claimId);
    if (!existing) throw notFound('Claim not found');
    throw new AppError('CONFLICT', 409, 'The claim is closed and can no longer be edited');
  }
  return getClaimDetail({ db, ctx, claimId });
}
