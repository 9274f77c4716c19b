/**
 * The vehicle list, the eVB list and recording an issued eVB number (spec 001 §2.5, §3, §7; issue 14).
 * Who: canSeeVehicles (every member of a licence with motor products but claim reporters), each seeing the vehicles of
 * the contracts they may see; recording: canRecordEvb (staff and intermediaries, not read-only).
 */
import { and, eq } from 'drizzle-orm';
import {
  canOpenFiles,
  canRecordEvb,
  canSeeVehicles,
  readablePlate,
  type TEvbInput,
  type TEvbListQuery,
  type TEvbPage,
  type TEvbRecord,
  type TVehicleListQuery,
  type TVehiclePage,
  type TVehicleRecord,
} from '@portal/domain';
import { visibilityScope } from '../../platform/access/visibility.js';
import type { Db } from '../../platform/db/client.js';
import { documents, evbNumbers } from '../../platform/db/schema.js';
import { fieldError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findMotorContract, listEvbRows, listVehicleRows, type TVehicleRow } from './repository.js';
import { todayInGermany } from '../../platform/today.js';

const NO_COVER_STATUSES = new Set(['Angebot', 'Anfrage']);

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s ? s : null;
};

function assertMaySee(ctx: TLicenseContext): void {
  if (!canSeeVehicles(ctx.permission)) throw forbidden('The vehicle and eVB lists are not available to this member');
}

function toRecord(row: TVehicleRow, mayOpenFiles: boolean): TVehicleRecord {
  const v = row.vehicle ?? {};
  const address = { partnerName: row.kundenname, partnerStraßeUndHausnummer: row.strasse, partnerPLZ: row.plz, partnerOrt: row.ort };
  const active = row.active && !row.storno;
  const documentId = mayOpenFiles ? row.visible_document_id : null;
  return {
    contractId: row.contract_id,
    customerId: row.customer_id,
    vertragstyp: row.typ,
    partnerNr: row.amsidnr,
    referenzAdresse: address,
    partnerDaten: [row.kundenname, row.strasse, [row.plz, row.ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    // The line data name no keeper of their own: the policy holder is the keeper.
    referenzAdresseHalter: address,
    partnerNrHalter: row.amsidnr,
    zulassungsdatum: text(v.zulassungsdatum),
    vsnr: row.vertragsnr,
    kennzeichen: text(v.kennzeichen),
    kennzeichenLesbar: readablePlate(text(v.kennzeichen)),
    fahrgestellnr: text(v.fahrgestellnr),
    kennzeichenart: text(v.kennzeichenart),
    verwendung: text(v.verwendung),
    außerbetriebsetzung: text(v.ausserbetriebsetzung),
    aktiv: active,
    versicherungskarte: active && !NO_COVER_STATUSES.has(row.computed_status),
    vbArt: row.vb_art,
    evbNummer: row.evb_nummer,
    verwendungszweck: row.verwendungszweck,
    documentUrl: documentId ? `/api/v1/Brief/${documentId}/File` : null,
    fahrzeugmarke: text(v.fahrzeugmarke),
    fahrzeugmodell: text(v.fahrzeugmodell),
  };
}

/** Both lists page, sort and search alike, under the member's visibility. */
function listOptions<TSort extends string>(ctx: TLicenseContext, query: { q?: string | undefined; aktiv?: 'true' | 'false' | undefined; sort: TSort; direction: 'asc' | 'desc'; page: number; pageSize: number }) {
  return {
    scope: visibilityScope(ctx),
    filter: { q: query.q, aktiv: query.aktiv },
    sort: query.sort,
    direction: query.direction,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

export async function listVehicles({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TVehicleListQuery }): Promise<TVehiclePage> {
  assertMaySee(ctx);
  const { rows, total } = await listVehicleRows(db, listOptions(ctx, query));
  const files = canOpenFiles(ctx.permission);
  return { Items: rows.map((r) => toRecord(r, files)), Total: total, Page: query.page, PageSize: query.pageSize };
}

function toEvbRecord(row: TVehicleRow, mayOpenFiles: boolean): TEvbRecord {
  return { ...toRecord(row, mayOpenFiles), id: row.evb_id ?? '', evbNummer: row.evb_nummer ?? '', ausgestellt: row.ausgestellt ?? '' };
}

export async function listEvbNumbers({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TEvbListQuery }): Promise<TEvbPage> {
  assertMaySee(ctx);
  const { rows, total } = await listEvbRows(db, listOptions(ctx, query));
  const files = canOpenFiles(ctx.permission);
  return { Items: rows.map((r) => toEvbRecord(r, files)), Total: total, Page: query.page, PageSize: query.pageSize, CanRecord: canRecordEvb(ctx.permission) };
}

/** Files the eVB number the insurer issued for a visible motor contract; the number is unique in the licence. */
export async function recordEvbNumber({ db, ctx, input, today = new Date() }: { db: Db; ctx: TLicenseContext; input: TEvbInput; today?: Date }): Promise<TEvbRecord> {
  if (!canRecordEvb(ctx.permission)) throw forbidden('Only the broker side records eVB numbers');
  const scope = visibilityScope(ctx);
  const contract = await findMotorContract(db, scope, input.contractId);
  if (!contract) throw notFound('Motor contract not found');
  if (input.documentId) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.licenseId, ctx.licenseId), eq(documents.id, input.documentId), eq(documents.contractId, contract.id)))
      .limit(1);
    if (!doc) throw validationError([{ path: 'documentId', message: 'Not a document of this contract' }]);
  }
  const inserted = await db
    .insert(evbNumbers)
    .values({
      licenseId: ctx.licenseId,
      contractId: contract.id,
      evbNummer: input.evbNummer,
      verwendungszweck: input.verwendungszweck,
      // An eVB confirms the compulsory motor liability cover: that is its kind unless the insurer names another.
      vbArt: input.vbArt ?? 'Kfz-Haftpflicht',
      ausgestellt: input.ausgestellt ?? todayInGermany(today),
      documentId: input.documentId ?? null,
      createdByUserId: ctx.userId,
    })
    .onConflictDoNothing()
    .returning({ id: evbNumbers.id });
  const id = inserted[0]?.id;
  if (!id) throw fieldError('CONFLICT', 'evbNummer', 'Already recorded in this licence', 'This eVB number is already recorded');
  const { rows } = await listEvbRows(db, { scope, filter: {}, sort: 'ausgestellt', direction: 'desc', limit: 1, offset: 0, only: id });
  const row = rows[0];
  if (!row) throw notFound('eVB not found');
  return toEvbRecord(row, canOpenFiles(ctx.permission));
}
