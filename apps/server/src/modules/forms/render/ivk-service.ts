/**
 * The international insurance card of a motor contract (spec 001 §2.1 pdfFormular/IVK, issue 10 item 5): filled from
 * the contract, its customer, its insurer and the vehicle of its line data (Spartendaten). Only a contract the
 * member may see (404 otherwise, as for an id that does not exist) of a motor line (400 naming contractId), and
 * not an offer or inquiry (no cover, so no card).
 */
import { and, eq } from 'drizzle-orm';
import { formatDate, insuranceLineOf, sanitizeFileName } from '@portal/domain';
import { calendarDateOf } from '@portal/forms';
import { visibilityScope } from '../../../platform/access/visibility.js';
import type { Db } from '../../../platform/db/client.js';
import { companies } from '../../../platform/db/schema.js';
import { notFound, validationError } from '../../../platform/errors.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import { findContract, listLineData } from '../../contracts/repository.js';
import { renderIvkCardPdf, type TIvkCard } from './ivk-card-pdf.js';

const NO_COVER_STATUSES = new Set(['Angebot', 'Anfrage']);

/** The card's vehicle category from the vehicle type of the line data; a car (A) when none is given. */
function vehicleCategory(type: unknown): string {
  const t = typeof type === 'string' ? type.toLowerCase() : '';
  if (/kraftrad|motorrad|roller/.test(t)) return 'B';
  if (/lkw|lastkraft|zugmaschine/.test(t)) return 'C';
  if (/mofa|hilfsmotor|pedelec/.test(t)) return 'D';
  if (/bus|omnibus/.test(t)) return 'E';
  if (/anhänger|anhaenger|wohnwagen/.test(t)) return 'F';
  if (t && !/pkw|personenkraft|wohnmobil|kombi/.test(t)) return 'G';
  return 'A';
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const lines = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim()).filter(Boolean).join('\n');

/** The day before the same date a year later: the insurance year from `from`. */
function oneYearFrom(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function getIvkPdf({ db, ctx, contractId, now = new Date() }: { db: Db; ctx: TLicenseContext; contractId: string; now?: Date }): Promise<{ data: Uint8Array; fileName: string }> {
  const found = await findContract(db, visibilityScope(ctx), contractId);
  if (!found) throw notFound('Contract not found');
  const { contract, customer } = found;
  if (insuranceLineOf(contract.typ) !== 'KFZ' && insuranceLineOf(contract.sparte) !== 'KFZ') {
    throw validationError([{ path: 'contractId', message: 'The contract is not a motor insurance: only motor contracts have an international insurance card' }]);
  }
  if (NO_COVER_STATUSES.has(contract.computedStatus) || contract.storno) {
    throw validationError([{ path: 'contractId', message: 'The contract gives no cover (offer, inquiry or cancelled): it has no international insurance card' }]);
  }
  const lineData = await listLineData(db, { licenseId: ctx.licenseId, contractId: contract.id });
  const vehicle = lineData.find((entry) => !entry.typ.startsWith('ZUS_'))?.data ?? {};
  const [insurer] = contract.companyId
    ? await db
        .select({ suchname: companies.suchname, matchcode: companies.matchcode, strasse: companies.strasse, plz: companies.plz, ort: companies.ort })
        .from(companies)
        .where(and(eq(companies.licenseId, ctx.licenseId), eq(companies.id, contract.companyId)))
        .limit(1)
    : [];
  // The calendar day in Germany, where the card is issued.
  const today = calendarDateOf(now) ?? now.toISOString().slice(0, 10);
  const from = contract.wirksamAb ?? contract.vertragsbeginn ?? today;
  const to = contract.wirksamBis ?? contract.vertragsablauf ?? oneYearFrom(from);
  const card: TIvkCard = {
    countryCode: 'D',
    insurerCode: insurer?.matchcode?.trim() || '',
    insuranceNumber: contract.vertragsnr,
    validFrom: formatDate(from) ?? '',
    validTo: formatDate(to) ?? '',
    vehicleCategory: vehicleCategory(vehicle.fahrzeugart ?? vehicle.fahrzeugtyp),
    licensePlate: text(vehicle.kennzeichen) || text(vehicle.fahrgestellnr),
    make: [text(vehicle.fahrzeugmarke), text(vehicle.fahrzeugmodell)].filter(Boolean).join(' '),
    holder: lines(customer.kundenname, customer.strasse, [customer.plz, customer.ort].filter(Boolean).join(' '), customer.land && customer.land !== 'DE' ? customer.land : null),
    insurer: lines(insurer?.suchname ?? found.companySuchname, insurer?.strasse, [insurer?.plz, insurer?.ort].filter(Boolean).join(' ')),
    issuedBy: ctx.license.name,
    issuedAt: formatDate(today) ?? today,
  };
  return { data: await renderIvkCardPdf(card), fileName: sanitizeFileName(`Versicherungskarte ${contract.vertragsnr}.pdf`) };
}
