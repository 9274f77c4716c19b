import { describe, expect, it } from 'vitest';
import { applyHistoryChange, backEntries, forwardEntries, type THistoryEntry, type THistoryState } from './history-state';

const entry = (index: number, pathname: string): THistoryEntry => ({ index, pathname, href: pathname });

describe('in-app history stack', () => {
  const three: THistoryState = { entries: [entry(0, '/startseite'), entry(1, '/404'), entry(2, '/vertrag')], current: 2 };

  it('lists earlier shell pages nearest first and skips login and start-up', () => {
    const s: THistoryState = { entries: [entry(0, '/auth/login'), entry(1, '/initialisierung'), ...three.entries.map((e) => ({ ...e, index: e.index + 2 }))], current: 4 };
    expect(backEntries(s).map((e) => e.pathname)).toEqual(['/404', '/startseite']);
  });

  it('a push drops the entries ahead, like the browser', () => {
    const back = applyHistoryChange(three, entry(0, '/startseite'), 'GO');
    expect(forwardEntries(back).map((e) => e.pathname)).toEqual(['/404', '/vertrag']);
    const pushed = applyHistoryChange(back, entry(1, '/schaden'), 'PUSH');
    expect(pushed.entries.map((e) => e.pathname)).toEqual(['/startseite', '/schaden']);
    expect(forwardEntries(pushed)).toEqual([]);
  });

  it('a replace swaps the current entry only', () => {
    const replaced = applyHistoryChange(three, entry(2, '/404'), 'REPLACE');
    expect(replaced.entries.map((e) => e.pathname)).toEqual(['/startseite', '/404', '/404']);
    expect(replaced.current).toBe(2);
  });
});
