/**
 * The agency analysis (spec 000 §2.9, §7, §9): the customers' birthday list and the customers per federal state,
 * with the rules of their display.
 */
import { z } from 'zod';

/** The 16 federal states by their two-digit key (ARS), as in bundeslaender.geojson and plz_ort_land.csv. */
export const FEDERAL_STATES: Readonly<Record<string, string>> = {
  '01': 'Schleswig-Holstein',
  '02': 'Hamburg',
  '03': 'Niedersachsen',
  '04': 'Bremen',
  '05': 'Nordrhein-Westfalen',
  '06': 'Hessen',
  '07': 'Rheinland-Pfalz',
  '08': 'Baden-Württemberg',
  '09': 'Bayern',
  '10': 'Saarland',
  '11': 'Berlin',
  '12': 'Brandenburg',
  '13': 'Mecklenburg-Vorpommern',
  '14': 'Sachsen',
  '15': 'Sachsen-Anhalt',
  '16': 'Thüringen',
};
// Sorted explicitly: '10'…'16' are integer-like keys, which JavaScript would list before '01'…'09'.
export const STATE_KEYS: readonly string[] = Object.keys(FEDERAL_STATES).sort();

/** Spec 000 §7/§9: birthdays 5 days back to 14 ahead, 20 per call, of which the list shows 15. */
export const BIRTHDAY_LIST_TAKE = 20;
export const BIRTHDAY_LIST_SHOWN = 15;

export const ZBirthdayCustomer = z.object({
  Id: z.string(),
  Kundenname: z.string(),
  Geburtstag: z.string().describe('Date of birth (YYYY-MM-DD).'),
  Birthday: z.string().describe('The birthday in the window, 5 days back to 14 ahead (YYYY-MM-DD).'),
  TelefonPrivat: z.string().nullable(),
  EmailPrivat: z.string().nullable(),
});
export type TBirthdayCustomer = z.infer<typeof ZBirthdayCustomer>;
export const ZBirthdayList = z.object({ Items: z.array(ZBirthdayCustomer) });

/** A row of the customers-per-state table: a federal state (Ars set) or a country abroad (Land set). */
export const ZCustomerDistributionRow = z.object({
  Name: z.string().describe('The federal state, the country code abroad, or "" for customers whose place is unknown.'),
  Count: z.number().int(),
  Ars: z.string().nullable().describe('Two-digit key of the federal state; null abroad or unknown.'),
  Land: z.string().nullable().describe('ISO country code; DE for the federal states.'),
});
export type TCustomerDistributionRow = z.infer<typeof ZCustomerDistributionRow>;
export const ZCustomerDistribution = z.object({
  Items: z.array(ZCustomerDistributionRow).describe('Every federal state (also with 0), then the countries abroad, then unknown places.'),
  Total: z.number().int(),
});
export type TCustomerDistribution = z.infer<typeof ZCustomerDistribution>;

/** Spec 000 §9: a state's fill opacity is its count divided by the highest count (0 when nobody is anywhere). */
export function stateOpacity(count: number, highest: number): number {
  return highest > 0 ? Math.max(0, Math.min(1, count / highest)) : 0;
}

/** The rows of the birthday list as shown: at most 15, the date only on the first row of each day. */
export function birthdayRows<T extends Pick<TBirthdayCustomer, 'Birthday'>>(items: readonly T[]): (T & { showDate: boolean })[] {
  return items.slice(0, BIRTHDAY_LIST_SHOWN).map((item, i, shown) => ({ ...item, showDate: i === 0 || shown[i - 1]!.Birthday !== item.Birthday }));
}

/**
 * The distribution rows in table order from the database's counts per state and per foreign country: all 16 states
 * (a state without customers shows 0), then abroad by count, then unknown German postcodes.
 */
export function distributionRows(byState: ReadonlyMap<string, number>, abroad: readonly { land: string; count: number }[], unknown: number): TCustomerDistribution {
  const states = STATE_KEYS.map((ars) => ({ Name: FEDERAL_STATES[ars]!, Count: byState.get(ars) ?? 0, Ars: ars, Land: 'DE' }));
  const foreign = [...abroad].sort((a, b) => b.count - a.count || a.land.localeCompare(b.land)).map((a) => ({ Name: a.land, Count: a.count, Ars: null, Land: a.land }));
  const items = [...states, ...foreign, ...(unknown > 0 ? [{ Name: '', Count: unknown, Ars: null, Land: null }] : [])];
  return { Items: items, Total: items.reduce((sum, row) => sum + row.Count, 0) };
}
