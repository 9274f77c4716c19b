/**
 * Which claim of a contract a report is about (spec 001 §5 "Claim identification", §9): the claim whose date lies
 * within ±3 days of the given claim date, the closest one winning; every other claim of the contract is listed as a
 * prior claim. For a motor contract (not the main contract) the claim's vehicle identification number must also
 * be the vehicle's chassis number; for the main contract and for hail or property contracts the date alone decides.
 */
import { insuranceLineOf } from '../insurance-lines.js';

export const CLAIM_DATE_WINDOW_DAYS = 3;

/** Calendar days are German ones: a claim at 23:30 UTC on the 2nd happened on the 3rd in Germany. */
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day number (days since 1970-01-01) of a plain date or a date-time, in German time; null when unreadable. */
export function dayNumber(value: string | Date | null | undefined): number | null {
  if (!value) return null;
  let iso: string;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) iso = value;
  else {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return null;
    iso = berlinDay.format(date);
  }
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
}

/** Plates and chassis numbers compare without spaces and hyphens, in any case ('M-AB 123' = 'mab123'). */
export function normalizeVehicleId(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s-]+/g, '').toUpperCase();
}

export const samePlate = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = normalizeVehicleId(a);
  return x !== '' && x === normalizeVehicleId(b);
};

export type TClaimCandidate = {
  Id: string;
  SchadenZeitpunkt: string | null;
  /** The vehicle identification number the claim was reported with (Spartendaten.VwfsFhzFin). */
  Fin?: string | null;
};

export type TClaimIdentificationInput<T extends TClaimCandidate> = {
  claims: readonly T[];
  /** The claim date the report names (query parameter schadentag). */
  claimDate: string;
  /** The contract's type (KOMPAKTKRAFT, KOMPAKTHAGEL, …). */
  contractType: string | null | undefined;
  /** The main contract of the view (query parameter vertrag) — date alone decides there. */
  isMainContract: boolean;
  /** The contract's vehicle chassis number (kfzDaten.fahrgestellnr). */
  chassisNumber?: string | null;
};

export type TClaimIdentification<T> = { identified: T | null; prior: T[] };

/** Motor contracts other than the main one also need the vehicle to match. */
export function needsVehicleMatch(contractType: string | null | undefined, isMainContract: boolean): boolean {
  return !isMainContract && insuranceLineOf(contractType) === 'KFZ';
}

export function identifyClaim<T extends TClaimCandidate>(input: TClaimIdentificationInput<T>): TClaimIdentification<T> {
  const target = dayNumber(input.claimDate);
  const vehicle = needsVehicleMatch(input.contractType, input.isMainContract);
  const chassis = normalizeVehicleId(input.chassisNumber);
  let best: { claim: T; distance: number; day: number } | null = null;
  if (target !== null) {
    for (const claim of input.claims) {
      const day = dayNumber(claim.SchadenZeitpunkt);
      if (day === null) continue;
      const distance = Math.abs(day - target);
      if (distance > CLAIM_DATE_WINDOW_DAYS) continue;
      if (vehicle && (chassis === '' || normalizeVehicleId(claim.Fin) !== chassis)) continue;
      // The closest wins; of two as close, the earlier one (then the smaller id), so the answer never depends on order.
      if (!best || distance < best.distance || (distance === best.distance && (day < best.day || (day === best.day && claim.Id < best.claim.Id)))) {
        best = { claim, distance, day };
      }
    }
  }
  const identified = best?.claim ?? null;
  const prior = input.claims
    .filter((c) => c !== identified)
    .slice()
    .sort((a, b) => (dayNumber(b.SchadenZeitpunkt) ?? -Infinity) - (dayNumber(a.SchadenZeitpunkt) ?? -Infinity));
  return { identified, prior };
}
