/**
 * The dunning status of a contract (spec 001 §5, §9): shown only when the customer is flagged VWFS_AUFPARTNER = Ja
 * and one of the customer's settlements has Soll above 0 with the status 1., 2. or 3. Mahnung.
 */
export const DUNNING_STATUSES = ['1. Mahnung', '2. Mahnung', '3. Mahnung'] as const;
export type TDunningStatus = (typeof DUNNING_STATUSES)[number];

export type TSettlement = { Soll: number | string | null; Status: string | null };

const isDunning = (status: string | null): status is TDunningStatus => (DUNNING_STATUSES as readonly string[]).includes((status ?? '').trim());

/** The highest dunning level to show, or null when none is shown. */
export function dunningStatus(input: { vwfsAufpartner: string | null | undefined; settlements: readonly TSettlement[] }): TDunningStatus | null {
  if ((input.vwfsAufpartner ?? '').trim() !== 'Ja') return null;
  let highest: TDunningStatus | null = null;
  for (const s of input.settlements) {
    const soll = typeof s.Soll === 'number' ? s.Soll : Number(String(s.Soll ?? '').replace(',', '.'));
    const status = s.Status?.trim() ?? null;
    if (!Number.isFinite(soll) || soll <= 0 || !isDunning(status)) continue;
    if (!highest || DUNNING_STATUSES.indexOf(status) > DUNNING_STATUSES.indexOf(highest)) highest = status;
  }
  return highest;
}
