/**
 * The deductible text of a hail contract (spec 001 §5, §9): with ZUS_KOMPAKTHAGEL106 = Ja the amount of
 * ZUS_KOMPAKTHAGEL107 in euros; otherwise the percentage step of ZUS_KOMPAKTHAGEL105 with its cap.
 */
export const HAIL_DEDUCTIBLE_STEPS: Readonly<Record<string, string>> = {
  '10': '10% max. 7.500 €',
  '15': '15% max. 12.500 €',
  '20': '20% max. 17.500 €',
  '25': '25% max. 25.000 €',
};

/** Whole euros without decimals (as the steps read), cents with both digits. */
const wholeEuros = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `lineData`: the contract's line-data entries by Typ (ZUS_KOMPAKTHAGEL105…107). Null when nothing applies. */
export function hailDeductibleText(lineData: Readonly<Record<string, string | number | null | undefined>>): string | null {
  if (String(lineData.ZUS_KOMPAKTHAGEL106 ?? '').trim() === 'Ja') {
    const raw = lineData.ZUS_KOMPAKTHAGEL107;
    if (raw === null || raw === undefined || String(raw).trim() === '') return null;
    // Line data arrive as text, German ('1.500,50') or plain ('1500.5').
    const text = String(raw).trim();
    const n = typeof raw === 'number' ? raw : Number(/,/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text);
    if (!Number.isFinite(n)) return `${text} €`;
    return `${(Number.isInteger(n) ? wholeEuros : euroCents).format(n)} €`;
  }
  const step = String(lineData.ZUS_KOMPAKTHAGEL105 ?? '').trim().replace(/\s*%$/, '');
  return HAIL_DEDUCTIBLE_STEPS[step] ?? null;
}
