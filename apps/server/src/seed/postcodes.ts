/**
 * Real German postcode/place pairs with their federal state (data/plz_ort_land.csv, © OpenStreetMap
 * contributors, ODbL), and a few plausible places abroad. Loaded once per process.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STATE_KEYS } from '@portal/domain';
import { pickWeighted } from './random.js';

export type Place = { plz: string; ort: string; ars: string };
export type ForeignPlace = { land: string; plz: string; ort: string; streets: readonly string[] };


/** Rough population in millions, so that customers spread like people do (NRW many, Bremen few). */
const STATE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['01', 2.9], ['02', 1.9], ['03', 8.0], ['04', 0.7], ['05', 18.1], ['06', 6.3], ['07', 4.1], ['08', 11.1],
  ['09', 13.2], ['10', 1.0], ['11', 3.8], ['12', 2.6], ['13', 1.6], ['14', 4.1], ['15', 2.2], ['16', 2.1],
];

/** Customers abroad (land != DE): real postcodes of real towns near the German border and beyond. */
export const FOREIGN_PLACES: readonly ForeignPlace[] = [
  { land: 'AT', plz: '1070', ort: 'Wien', streets: ['Mariahilfer Straße', 'Neubaugasse', 'Kirchengasse'] },
  { land: 'AT', plz: '5020', ort: 'Salzburg', streets: ['Getreidegasse', 'Linzer Gasse', 'Schwarzstraße'] },
  { land: 'AT', plz: '6020', ort: 'Innsbruck', streets: ['Maria-Theresien-Straße', 'Anichstraße'] },
  { land: 'AT', plz: '8010', ort: 'Graz', streets: ['Herrengasse', 'Sackstraße'] },
  { land: 'CH', plz: '8001', ort: 'Zürich', streets: ['Bahnhofstrasse', 'Rennweg', 'Limmatquai'] },
  { land: 'CH', plz: '4051', ort: 'Basel', streets: ['Freie Strasse', 'Steinenvorstadt'] },
  { land: 'CH', plz: '3011', ort: 'Bern', streets: ['Marktgasse', 'Kramgasse'] },
  { land: 'NL', plz: '1016 DN', ort: 'Amsterdam', streets: ['Keizersgracht', 'Prinsengracht'] },
  { land: 'NL', plz: '6211 CK', ort: 'Maastricht', streets: ['Grote Staat', 'Vrijthof'] },
  { land: 'LU', plz: 'L-1930', ort: 'Luxembourg', streets: ['Avenue de la Liberté', 'Grand-Rue'] },
  { land: 'FR', plz: '67000', ort: 'Strasbourg', streets: ['Rue du Vieux-Marché-aux-Poissons', 'Grand Rue'] },
  { land: 'BE', plz: '4700', ort: 'Eupen', streets: ['Aachener Straße', 'Klötzerbahn'] },
  { land: 'DK', plz: '6400', ort: 'Sønderborg', streets: ['Perlegade', 'Jernbanegade'] },
  { land: 'PL', plz: '00-950', ort: 'Warszawa', streets: ['ulica Marszałkowska', 'ulica Nowy Świat'] },
];

export type PostcodeIndex = {
  /** Every (plz, ort, ars) row of the table. */
  places: readonly Place[];
  /** Rows per federal state, without the few postcodes that lie in two states. */
  byState: ReadonlyMap<string, readonly Place[]>;
  /** Every German postcode of the table. */
  postcodes: ReadonlySet<string>;
  /** A real place: the state by population weight, then a uniform row within it. */
  pick(uState: number, uPlace: number): Place;
  /** A real place in the given state. */
  pickInState(ars: string, u: number): Place;
  /** The first place of a town name (for insurers' seats). */
  findTown(ort: string): Place | undefined;
};

/** Parses the simple CSV (header plz,ort,ars; no quoting, as the table has no commas in names). */
export function parsePostcodeCsv(text: string): Place[] {
  const rows: Place[] = [];
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== 'plz,ort,ars') throw new Error('plz_ort_land.csv: unexpected header');
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const [plz, ort, ars] = line.split(',');
    if (!plz || !ort || !ars || !/^\d{5}$/.test(plz) || !/^\d{2}$/.test(ars)) throw new Error(`plz_ort_land.csv: bad row ${line}`);
    rows.push({ plz, ort, ars });
  }
  return rows;
}

export const POSTCODE_CSV_PATH = fileURLToPath(new URL('./data/plz_ort_land.csv', import.meta.url));

let cached: PostcodeIndex | undefined;

export function loadPostcodes(): PostcodeIndex {
  if (cached) return cached;
  const places = parsePostcodeCsv(fs.readFileSync(POSTCODE_CSV_PATH, 'utf8'));
  const statesOf = new Map<string, Set<string>>();
  for (const p of places) {
    let set = statesOf.get(p.plz);
    if (!set) statesOf.set(p.plz, (set = new Set()));
    set.add(p.ars);
  }
  const byState = new Map<string, Place[]>(STATE_KEYS.map((k) => [k, []]));
  // Postcodes in two states would make "customers per state" depend on the tie-break; leave them out.
  for (const p of places) if (statesOf.get(p.plz)!.size === 1) byState.get(p.ars)!.push(p);
  const pickInState = (ars: string, u: number): Place => {
    const list = byState.get(ars);
    if (!list?.length) throw new Error(`No postcodes for state ${ars}`);
    return list[Math.floor(u * list.length)]!;
  };
  // A town name can exist in several states (Rosenheim in Bavaria and in Rhineland-Palatinate):
  // take the one with the most postcodes, which is the town people mean.
  const townGroups = new Map<string, Place[]>();
  for (const p of places) {
    const key = `${p.ort}|${p.ars}`;
    const group = townGroups.get(key);
    if (group) group.push(p);
    else townGroups.set(key, [p]);
  }
  const byTown = new Map<string, { place: Place; size: number }>();
  for (const group of townGroups.values()) {
    const best = byTown.get(group[0]!.ort);
    if (!best || group.length > best.size) byTown.set(group[0]!.ort, { place: group[0]!, size: group.length });
  }
  cached = {
    places,
    byState,
    postcodes: new Set(statesOf.keys()),
    pick: (uState, uPlace) => pickInState(pickWeighted(STATE_WEIGHTS, uState), uPlace),
    pickInState,
    findTown: (ort) => byTown.get(ort)?.place,
  };
  return cached;
}
