/**
 * Dashboard boxes of the start pages Vermittler and Gewerbe (spec 000 §2.5, §3 "Dashboard box", §6, §9) and
 * the rules that arrange them: which boxes a member may see, how a stored layout merges with the catalogue,
 * moving and closing boxes. Pure; the server computes the boxes' items, the web arranges them.
 */
import { z } from 'zod';
import { isBroker, type TPermissionContext } from './permissions.js';
import { ROLES, type TRole } from './roles.js';
import { isActivePolicy, OFFER_STATUSES } from './contract-status.js';
import { masksPersonalData } from './personal-data.js';

/** Version of the box layout; part of the custom-data key (spec 000 §9: BoxContent_V plus the start-page version). */
export const DASHBOARD_LAYOUT_VERSION = 1;
export const DASHBOARD_LAYOUT_KEY = `BoxContent_V${DASHBOARD_LAYOUT_VERSION}`;

/** The three columns of the desktop dashboard. */
export const DASHBOARD_COLUMNS = 3;
/** The mobile tabs (spec 000 §2.5); every box belongs to one. */
export const MOBILE_TAB_GROUPS = ['Start', 'Bestand', 'Auswertung'] as const;
export type TMobileTabGroup = (typeof MOBILE_TAB_GROUPS)[number];

/** List entries per box the user may choose (spec 000 §9); the default is 5. */
export const DASHBOARD_LIST_AMOUNTS = [5, 10, 15, 20, 25] as const;
export const DEFAULT_DASHBOARD_LIST_AMOUNT = 5;
/** Closed claims show on dashboards only when closed within this many days (spec 000 §4, §9). */
export const CLOSED_CLAIM_DAYS = 14;
/** Offers are current for this many months (spec 000 §4). */
export const OFFER_MONTHS = 2;
/** Birthdays: this many days back and ahead (spec 000 §9). */
export const BIRTHDAY_DAYS_BACK = 5;
export const BIRTHDAY_DAYS_AHEAD = 14;

export const DASHBOARD_BOX_IDS = [
  'newestContracts',
  'currentOffers',
  'openClaims',
  'closedClaims',
  'adviceNeeded',
  'openProcesses',
  'birthdays',
] as const;
export const ZDashboardBoxId = z.enum(DASHBOARD_BOX_IDS);
export type TDashboardBoxId = z.infer<typeof ZDashboardBoxId>;

/** What a box needs to be allowed for a member (spec 000 §6). */
type TBoxRequirement = 'claims' | 'processes' | 'personalData' | 'none';

export type TDashboardBoxDef = {
  id: TDashboardBoxId;
  /** i18n key of the caption, under `dashboard.boxes`. */
  captionKey: string;
  /** Shown to brokers only (spec 000 §3 needVermittlerBool). */
  needVermittlerBool: boolean;
  isCloseable: boolean;
  MobileTabGroup: TMobileTabGroup;
  /** Column (0..2) of the default view. */
  defaultColumn: number;
  requires: TBoxRequirement;
  /** The list that shows all items (the show-all button), or null. */
  showAllPath: string | null;
};

/** The catalogue, in the default order of each column. */
export const DASHBOARD_BOXES: readonly TDashboardBoxDef[] = [
  { id: 'newestContracts', captionKey: 'newestContracts', needVermittlerBool: false, isCloseable: true, MobileTabGroup: 'Bestand', defaultColumn: 0, requires: 'none', showAllPath: '/vertrag' },
  { id: 'currentOffers', captionKey: 'currentOffers', needVermittlerBool: false, isCloseable: true, MobileTabGroup: 'Bestand', defaultColumn: 0, requires: 'none', showAllPath: '/vertrag/status/Angebot' },
  { id: 'openClaims', captionKey: 'openClaims', needVermittlerBool: false, isCloseable: true, MobileTabGroup: 'Start', defaultColumn: 1, requires: 'claims', showAllPath: '/schaden/offen' },
  { id: 'closedClaims', captionKey: 'closedClaims', needVermittlerBool: false, isCloseable: true, MobileTabGroup: 'Start', defaultColumn: 1, requires: 'claims', showAllPath: '/schaden' },
  { id: 'openProcesses', captionKey: 'openProcesses', needVermittlerBool: false, isCloseable: true, MobileTabGroup: 'Start', defaultColumn: 2, requires: 'processes', showAllPath: '/vorgang/offene_aufgaben' },
  { id: 'adviceNeeded', captionKey: 'adviceNeeded', needVermittlerBool: true, isCloseable: true, MobileTabGroup: 'Auswertung', defaultColumn: 2, requires: 'none', showAllPath: '/vertrag/beratungsbedarf' },
  { id: 'birthdays', captionKey: 'birthdays', needVermittlerBool: true, isCloseable: true, MobileTabGroup: 'Auswertung', defaultColumn: 2, requires: 'personalData', showAllPath: null },
];

export function dashboardBox(id: TDashboardBoxId): TDashboardBoxDef {
  const def = DASHBOARD_BOXES.find((b) => b.id === id);
  if (!def) throw new Error(`Unknown dashboard box ${id}`);
  return def;
}

/** The roles that may see claims; today every role has the claims list (their rows scoped by visibility). */
const CLAIM_ROLES: ReadonlySet<TRole> = new Set(ROLES);
/** Whether a member may see claims at all (spec 000 §6 "claims card only if damages may be seen"); the one place to tighten it. */
export const canSeeClaims = (c: Pick<TPermissionContext, 'role'>): boolean => CLAIM_ROLES.has(c.role);

/** The dashboard (boxes) is the start page of these presets (spec 000 §2.5; Privat on mobile uses the commercial page). */
export const hasDashboardBoxes = (c: Pick<TPermissionContext, 'preset'>): boolean => c.preset === 'Vermittler' || c.preset === 'Gewerbe';

/** The dashboard settings card shows for every preset but Privat and Karten (spec 000 §2.11). */
export const showsDashboardSettings = (c: Pick<TPermissionContext, 'preset'>): boolean => c.preset !== 'Privat' && c.preset !== 'Karten';

/** Whether a member may see a box (spec 000 §3 allowed, §6 broker-only and claims). */
export function isBoxAllowed(def: TDashboardBoxDef, c: TPermissionContext): boolean {
  if (def.needVermittlerBool && !isBroker(c)) return false;
  if (def.requires === 'claims' && !canSeeClaims(c)) return false;
  if (def.requires === 'processes' && (c.role === 'customer' || c.role === 'claimReporter')) return false;
  // Birthdays are personal data: never for guests (personal-data.ts).
  if (def.requires === 'personalData' && masksPersonalData(c)) return false;
  return true;
}

export const allowedBoxes = (c: TPermissionContext): TDashboardBoxDef[] => DASHBOARD_BOXES.filter((def) => isBoxAllowed(def, c));

// ───── layout ─────

export const ZDashboardBoxState = z.object({ id: z.string().max(60), isClosed: z.boolean() });
export type TDashboardBoxState = z.infer<typeof ZDashboardBoxState>;
/** What BoxContent_V{n} holds: the boxes of each column in order, with their closed flag. */
export const ZDashboardLayout = z.object({
  Columns: z.array(z.array(ZDashboardBoxState).max(50)).max(DASHBOARD_COLUMNS),
});
export type TDashboardLayout = z.infer<typeof ZDashboardLayout>;

/** The default view: every allowed box open in its default column, in catalogue order. */
export function defaultDashboardLayout(allowed: readonly TDashboardBoxDef[]): TDashboardLayout {
  const Columns: TDashboardBoxState[][] = Array.from({ length: DASHBOARD_COLUMNS }, () => []);
  for (const def of allowed) Columns[clampColumn(def.defaultColumn)]!.push({ id: def.id, isClosed: false });
  return { Columns };
}

const clampColumn = (n: number) => Math.min(DASHBOARD_COLUMNS - 1, Math.max(0, Math.trunc(n)));

/**
 * The layout to show: the stored one (may be stale or tampered with) merged with the boxes the member may see.
 * Stored order and closed flags win; unknown, disallowed and duplicate boxes drop; allowed boxes the stored layout
 * lacks (new in the catalogue) join their default column at the end; boxes that may not be closed are open.
 */
export function mergeDashboardLayout(stored: unknown, allowed: readonly TDashboardBoxDef[]): TDashboardLayout {
  const parsed = ZDashboardLayout.safeParse(stored);
  if (!parsed.success) return defaultDashboardLayout(allowed);
  const byId = new Map(allowed.map((def) => [def.id as string, def]));
  const seen = new Set<string>();
  const Columns: TDashboardBoxState[][] = Array.from({ length: DASHBOARD_COLUMNS }, (_, i) =>
    (parsed.data.Columns[i] ?? []).flatMap((box) => {
      const def = byId.get(box.id);
      if (!def || seen.has(box.id)) return [];
      seen.add(box.id);
      return [{ id: box.id, isClosed: def.isCloseable && box.isClosed }];
    }),
  );
  for (const def of allowed) if (!seen.has(def.id)) Columns[clampColumn(def.defaultColumn)]!.push({ id: def.id, isClosed: false });
  return { Columns };
}

/** Where a box is: column and index, or null. */
export function findBox(layout: TDashboardLayout, id: string): { column: number; index: number } | null {
  for (let column = 0; column < layout.Columns.length; column++) {
    const index = layout.Columns[column]!.findIndex((b) => b.id === id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** Moves a box to a column and index (index past the end appends); an unknown box leaves the layout as is. */
export function moveBox(layout: TDashboardLayout, id: string, toColumn: number, toIndex: number): TDashboardLayout {
  const from = findBox(layout, id);
  if (!from) return layout;
  const Columns = layout.Columns.map((c) => [...c]);
  const [box] = Columns[from.column]!.splice(from.index, 1);
  const target = Columns[clampColumn(toColumn)]!;
  target.splice(Math.max(0, Math.min(target.length, toIndex)), 0, box!);
  return { Columns };
}

/** Closes or reopens a box. */
export function setBoxClosed(layout: TDashboardLayout, id: string, isClosed: boolean): TDashboardLayout {
  return { Columns: layout.Columns.map((c) => c.map((b) => (b.id === id ? { ...b, isClosed } : b))) };
}

/** The open boxes of one mobile tab, in column then row order. */
export function boxesOfMobileTab(layout: TDashboardLayout, tab: TMobileTabGroup): string[] {
  return layout.Columns.flat()
    .filter((b) => !b.isClosed && DASHBOARD_BOXES.find((d) => d.id === b.id)?.MobileTabGroup === tab)
    .map((b) => b.id);
}

/** How many items a box lists: the user's choice, else 5 (spec 000 §9). */
export function dashboardListAmount(setting: number | undefined): number {
  return (DASHBOARD_LIST_AMOUNTS as readonly number[]).includes(setting ?? 0) ? (setting as number) : DEFAULT_DASHBOARD_LIST_AMOUNT;
}

/** Whether a claim closed on `closedOn` (YYYY-MM-DD) still shows on dashboards on `today` (spec 000 §4). */
export function isRecentlyClosed(closedOn: string | null, today: string): boolean {
  if (!closedOn) return false;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${closedOn}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= CLOSED_CLAIM_DAYS;
}

// ───── Privat: current safeguards ─────

/** Group of the current-safeguards card (spec 000 §2.5, §9): offers, then active policies by advice area, those without last. */
export type TSafeguardGroup<T> = { kind: 'offers' | 'area' | 'noArea'; key: string; items: T[] };

/**
 * Groups a private customer's contracts: 'Angebote' (offers and inquiries), then the active policies by their
 * advice area (Beratungsgebiet, alphabetical), then 'Ohne Beratungsgebiet'. Other statuses (ended, drafts) drop.
 */
export function groupSafeguards<T extends { ComputedStatus: string; Beratungsgebiet?: string | null }>(contracts: readonly T[]): TSafeguardGroup<T>[] {
  const offers: T[] = [];
  const noArea: T[] = [];
  const byArea = new Map<string, T[]>();
  for (const c of contracts) {
    if ((OFFER_STATUSES as readonly string[]).includes(c.ComputedStatus)) offers.push(c);
    else if (isActivePolicy(c.ComputedStatus)) {
      const area = c.Beratungsgebiet?.trim();
      if (!area) noArea.push(c);
      else byArea.set(area, [...(byArea.get(area) ?? []), c]);
    }
  }
  const groups: TSafeguardGroup<T>[] = [];
  if (offers.length) groups.push({ kind: 'offers', key: 'Angebote', items: offers });
  for (const area of [...byArea.keys()].sort((a, b) => a.localeCompare(b, 'de'))) groups.push({ kind: 'area', key: area, items: byArea.get(area)! });
  if (noArea.length) groups.push({ kind: 'noArea', key: 'Ohne Beratungsgebiet', items: noArea });
  return groups;
}
