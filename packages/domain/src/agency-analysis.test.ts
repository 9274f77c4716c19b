import { describe, expect, it } from 'vitest';
import { birthdayRows, distributionRows, stateOpacity, STATE_KEYS } from './agency-analysis.js';

describe('agency analysis rules', () => {
  it('shades a state by its count divided by the highest count', () => {
    expect(stateOpacity(5, 10)).toBe(0.5);
    expect(stateOpacity(10, 10)).toBe(1);
    expect(stateOpacity(0, 10)).toBe(0);
    expect(stateOpacity(0, 0)).toBe(0);
  });

  it('shows 15 of the 20 birthdays, the date on the first row of each day only', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ Birthday: `2026-11-${String(20 + Math.floor(i / 3)).padStart(2, '0')}` }));
    const rows = birthdayRows(items);
    expect(rows).toHaveLength(15);
    expect(rows.slice(0, 4).map((r) => r.showDate)).toEqual([true, false, false, true]);
  });

  it('lists all 16 states in key order, then abroad by count, then unknown places; the total counts every row', () => {
    const result = distributionRows(new Map([['09', 4], ['02', 1]]), [{ land: 'CH', count: 1 }, { land: 'AT', count: 3 }], 2);
    expect(result.Items.slice(0, 16).map((r) => r.Ars)).toEqual(STATE_KEYS);
    expect(result.Items.find((r) => r.Ars === '09')).toMatchObject({ Name: 'Bayern', Count: 4, Land: 'DE' });
    expect(result.Items.find((r) => r.Ars === '01')?.Count).toBe(0);
    expect(result.Items.slice(16).map((r) => [r.Name, r.Count])).toEqual([['AT', 3], ['CH', 1], ['', 2]]);
    expect(result.Total).toBe(11);
  });
});
