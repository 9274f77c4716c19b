import { describe, expect, it } from 'vitest';
import { addToCalendarDate, calendarDateOf } from './calendar-date.js';
import { parseDateRule, resolveDateRule } from './date-rules.js';

const resolve = (text: string, today = '2026-11-25') => {
  const rule = parseDateRule(text);
  return rule && resolveDateRule(rule, today);
};

describe('date rules', () => {
  it('reads Today-10y and its relatives', () => {
    expect(resolve('Today-10y')).toBe('2016-11-25');
    expect(resolve('today + 14d')).toBe('2026-12-09');
    expect(resolve('Today')).toBe('2026-11-25');
    expect(resolve('Heute-1j+1t')).toBe('2025-11-26');
    expect(resolve('Today+2w')).toBe('2026-12-09');
    expect(resolve('TODAY-3m')).toBe('2026-08-25');
  });

  it('ends a month step to a shorter month on its last day', () => {
    expect(resolve('Today+1m', '2027-01-31')).toBe('2027-02-28');
    expect(resolve('Today-1y', '2028-02-29')).toBe('2027-02-28');
    expect(addToCalendarDate('2026-12-31', 1, 'day')).toBe('2027-01-01');
  });

  it('reads fixed dates in ISO and German notation', () => {
    expect(resolve('2020-02-29')).toBe('2020-02-29');
    expect(resolve('01.03.2020')).toBe('2020-03-01');
  });

  it('refuses what is neither', () => {
    for (const text of ['Tomorrow', 'Today-10', 'Today-10x', 'Today 10y', '2021-02-29', '31.04.2020', '']) expect(parseDateRule(text), text).toBeNull();
  });
});

describe('calendar dates', () => {
  it('reads a stored local midnight as the Berlin day it was picked on', () => {
    expect(calendarDateOf('2024-04-30T22:00:00.000Z')).toBe('2024-05-01');
    expect(calendarDateOf(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(calendarDateOf('2024-05-01')).toBe('2024-05-01');
  });

  it('has no day for what is not a date', () => {
    for (const value of ['2024-13-01', 'gestern', 42, null, new Date(Number.NaN)]) expect(calendarDateOf(value)).toBeNull();
  });
});
