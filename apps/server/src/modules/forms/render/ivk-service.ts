/**
 * The international insurance card of a motor contract (spec 001 §2.1 pdfFormular/IVK, issue 10 item 5): filled from
 * the contract, its customer, its insurer and the vehicle of its line data (Spartendaten). Only a contract the
 * member may see (404 otherwise, as for an id that does not exist) of a motor line (400 naming contractId), and
 * not an offer, an inquiry or a cancelled or ended contract (no cover, so no card).
 */
import { and, eq } from 'drizzle-orm';
import { formatDate, insuranceLineOf, sanitizeFileName } from '@portal/domain';
import { visibilityScope } from '../../../platform/access/visibility.js';
import type { Db } from '../../../platform/db/client.js';
import { companies } from '../../../platform/db/schema.js';
import { notFound, validationError } from '../../../platform/errors.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import { findContract, listLineData } from '../../contracts/repository.js';
import { renderIvkCardPdf, type TIvkCard } from './ivk-card-pdf.js';
import { todayInGermany } from '../../../platform/today.js';

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

const addYears = (day: string, years: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The period the card names: the contract's own when it ends ahead; else the current insurance year (from the last
 * anniversary of the start, or the start when it lies ahead), so that a card of a running contract is never expired
 * (an end date already past on a contract with cover is its first term's, renewed since).
 */
export function cardPeriod(start: string, end: string | null, today: string): { from: string; to: string } {
  if (end && end >= today) return { from: start, to: end };
  let from = start;
  if (start <= today) {
    const years = Number(today.slice(0, 4)) - Number(start.slice(0, 4));
    from = addYears(start, years);
    if (from > today) from = addYears(start, years - 1);
  }
  return { from, to: dayBefore(addYears(from, 1)) };
}

export async function getIvkPdf({ db, ctx, contractId, now = new Date() }: { db: Db; ctx: TLicenseContext; contractId: string; now?: Date }): Promise<{ data: Uint8Array; fileName: string }> {
  const found = await findContract(db, visibilityScope(ctx), contractId);
  if (!found) throw notFound('Contract not found');
  const { contract, customer } = found;
  if (insuranceLineOf(contract.typ) !== 'KFZ' && insuranceLineOf(contract.sparte) !== 'KFZ') {
    throw validationError([{ path: 'contractId', message: 'The contract is not a motor insurance: only motor contracts have an international insurance card' }]);
  }
  if (NO_COVER_STATUSES.has(contract.computedStatus) || contract.storno || !contract.active) {
    throw validationError([{ path: 'contractId', message: 'The contract gives no cover (offer, inquiry, cancelled or ended): it has no international insurance card' }]);
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
  const today = todayInGermany(now);
  const { from, to } = cardPeriod(contract.wirksamAb ?? contract.vertragsbeginn ?? today, contract.wirksamBis ?? contract.vertragsablauf, today);
  const card: TIvkCard = {
    countryCode: 'D',
    // The insurer's code on the card is its registration number, which the data does not hold (the matchcode names
    // the insurer's clerk): left empty for the broker to write in rather than filled with something else.
    insurerCode: '',
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
