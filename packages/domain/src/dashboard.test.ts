import { describe, expect, it } from 'vitest';
import {
  allowedBoxes,
  boxesOfMobileTab,
  DASHBOARD_BOXES,
  dashboardListAmount,
  defaultDashboardLayout,
  groupSafeguards,
  isRecentlyClosed,
  mergeDashboardLayout,
  moveBox,
  setBoxClosed,
} from './dashboard.js';
import { NO_PERMISSIONS } from './roles.js';
import type { TPermissionContext } from './permissions.js';

const ctx = (over: Partial<TPermissionContext> = {}): TPermissionContext => ({
  role: 'employee',
  preset: 'Gewerbe',
  kind: 'MAKLER',
  families: [],
  permissions: NO_PERMISSIONS,
  features: { FileExport: false, Addresses: false, ObjectFilter: false, ComfortClaimReport: false, MultiLanguage: false, GuestLogin: false, Forms: false, NeedsAnalysis: false, NeedsAnalysisEnforced: false, QuickDocumentAccess: false, HidePremiums: false },
  readOnly: false,
  ...over,
});
const ids = (cols: { id: string }[][]) => cols.map((c) => c.map((b) => b.id));

describe('dashboard boxes', () => {
  it('shows broker-only boxes to brokers only', () => {
    const broker = allowedBoxes(ctx({ preset: 'Vermittler' })).map((b) => b.id);
    const other = allowedBoxes(ctx()).map((b) => b.id);
    expect(broker).toContain('birthdays');
    expect(other).not.toContain('birthdays');
    expect(other).not.toContain('adviceNeeded');
    expect(broker).toHaveLength(DASHBOARD_BOXES.length);
  });

  it('keeps birthdays (personal data) from guests', () => {
    expect(allowedBoxes(ctx({ role: 'guest', preset: 'Vermittler' })).map((b) => b.id)).not.toContain('birthdays');
  });

  it('keeps process boxes from end customers', () => {
    expect(allowedBoxes(ctx({ role: 'customer' })).map((b) => b.id)).not.toContain('openProcesses');
  });
});

describe('dashboard layout', () => {
  const allowed = allowedBoxes(ctx({ preset: 'Vermittler' }));

  it('falls back to the default view without (or with a broken) stored layout', () => {
    expect(mergeDashboardLayout(null, allowed)).toEqual(defaultDashboardLayout(allowed));
    expect(mergeDashboardLayout({ Columns: 'x' }, allowed)).toEqual(defaultDashboardLayout(allowed));
  });

  it('keeps the stored order and closed flags, drops unknown, duplicate and disallowed boxes, adds new ones', () => {
    const stored = {
      Columns: [
        [{ id: 'openClaims', isClosed: true }, { id: 'gone', isClosed: false }],
        [{ id: 'newestContracts', isClosed: false }, { id: 'openClaims', isClosed: false }],
        [],
      ],
    };
    const notBroker = allowedBoxes(ctx());
    const merged = mergeDashboardLayout({ ...stored, Columns: [...stored.Columns.slice(0, 2), [{ id: 'birthdays', isClosed: false }]] }, notBroker);
    expect(ids(merged.Columns)).toEqual([['openClaims', 'currentOffers'], ['newestContracts', 'closedClaims'], ['openProcesses']]);
    expect(merged.Columns[0]![0]!.isClosed).toBe(true);
  });

  it('moves a box between and within columns', () => {
    const start = defaultDashboardLayout(allowed);
    const moved = moveBox(start, 'newestContracts', 2, 0);
    expect(ids(moved.Columns)[2]![0]).toBe('newestContracts');
    expect(ids(moved.Columns)[0]).toEqual(['currentOffers']);
    const within = moveBox(moved, 'birthdays', 2, 0);
    expect(ids(within.Columns)[2]![0]).toBe('birthdays');
    expect(moveBox(start, 'nope', 1, 1)).toBe(start);
    // The merge keeps what the user arranged.
    expect(mergeDashboardLayout(within, allowed)).toEqual(within);
  });

  it('closes boxes and groups open ones by mobile tab', () => {
    const closed = setBoxClosed(defaultDashboardLayout(allowed), 'openClaims', true);
    expect(boxesOfMobileTab(closed, 'Start')).toEqual(['closedClaims', 'openProcesses']);
    expect(boxesOfMobileTab(closed, 'Auswertung')).toEqual(['adviceNeeded', 'birthdays']);
  });
});

describe('dashboard rules', () => {
  it('lists 5 entries unless the user chose 5, 10, 15, 20 or 25', () => {
    expect(dashboardListAmount(undefined)).toBe(5);
    expect(dashboardListAmount(15)).toBe(15);
    expect(dashboardListAmount(7)).toBe(5);
  });

  it('shows closed claims for 14 days', () => {
    expect(isRecentlyClosed('2026-11-12', '2026-11-26')).toBe(true);
    expect(isRecentlyClosed('2026-11-11', '2026-11-26')).toBe(false);
    expect(isRecentlyClosed(null, '2026-11-26')).toBe(false);
  });

  it('groups safeguards: offers, advice areas, without area', () => {
    const groups = groupSafeguards([
      { ComputedStatus: 'Police', Beratungsgebiet: 'Wohnen' },
      { ComputedStatus: 'Angebot', Beratungsgebiet: 'Wohnen' },
      { ComputedStatus: 'Eigen', Beratungsgebiet: null },
      { ComputedStatus: 'Fremdteil', Beratungsgebiet: 'Auto' },
      { ComputedStatus: 'Storniert', Beratungsgebiet: 'Auto' },
    ]);
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ['Angebote', 1],
      ['Auto', 1],
      ['Wohnen', 1],
      ['Ohne Beratungsgebiet', 1],
    ]);
  });
});
