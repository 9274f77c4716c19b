/**
 * The editable fields of a claim (docs/api-lists.md PATCH /api/v1/Schaden/{id}): place, kind,
 * narrative (≤ 5000 characters, spec 001 §9) and amount. The form holds text; the amount is typed
 * the German way ("1.234,56") or plainly ("1234.56").
 */
import { z } from 'zod';

export const CLAIM_TEXT_MAX = 200;
export const CLAIM_HERGANG_MAX = 5000;
export const CLAIM_AMOUNT_MAX = 1e12;

/** "1.234,56" / "1234,56" / "1234.56" / "1.234" → number; blank → null; anything else → undefined (invalid). */
export function parseAmountInput(text: string): number | null | undefined {
  const s = text.trim().replace(/\s|€/g, '');
  if (!s) return null;
  let normalised: string;
  if (s.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(s)) return undefined;
    normalised = s.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    normalised = s.replace(/\./g, '');
  } else if (/^\d+(\.\d{1,2})?$/.test(s)) {
    normalised = s;
  } else {
    return undefined;
  }
  const n = Number(normalised);
  return Number.isFinite(n) && n >= 0 && n <= CLAIM_AMOUNT_MAX ? n : undefined;
}

/** An amount as the form shows it: 1234.5 → "1.234,50". */
export function formatAmountInput(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '';
  return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

export const ZClaimEditForm = z.object({
  Schadenort: z.string().max(CLAIM_TEXT_MAX),
  Schadenart: z.string().max(CLAIM_TEXT_MAX),
  Hergang: z.string().max(CLAIM_HERGANG_MAX),
  Schadenhoehe: z.string().refine((v) => parseAmountInput(v) !== undefined, { message: 'amount' }),
});
export type TClaimEditForm = z.infer<typeof ZClaimEditForm>;

export type TClaimUpdate = { Schadenort?: string; Schadenart?: string; Hergang?: string; Schadenhoehe?: number | null };

/** The PATCH body: the fields that differ from what was loaded (an emptied text clears the field). */
export function claimUpdateBody(values: TClaimEditForm, initial: TClaimEditForm): TClaimUpdate {
  const body: TClaimUpdate = {};
  if (values.Schadenort !== initial.Schadenort) body.Schadenort = values.Schadenort.trim();
  if (values.Schadenart !== initial.Schadenart) body.Schadenart = values.Schadenart.trim();
  if (values.Hergang !== initial.Hergang) body.Hergang = values.Hergang;
  const amount = parseAmountInput(values.Schadenhoehe);
  if (amount !== parseAmountInput(initial.Schadenhoehe) && amount !== undefined) body.Schadenhoehe = amount;
  return body;
}
