/**
 * Date bounds of a date control (spec 001 §3: "Minimum and Maximum as a date or a rule such as
 * Today-10y"). A rule is `Today` followed by any number of signed steps with a unit: d (days), w (weeks),
 * m (months), y (years); German `Heute` and the units t (Tage) and j (Jahre) are read too, any case,
 * spaces allowed: `Today-10y`, `today + 14d`, `Heute-1j+1t`.
 */
import { addToCalendarDate, calendarDateOf, type TDateUnit } from './calendar-date.js';

const RULE = /^today|^heute/i;
const STEP = /([+-])\s*(\d{1,5})\s*([dtwmyj])/giy;
const UNITS: Record<string, TDateUnit> = { d: 'day', t: 'day', w: 'week', m: 'month', y: 'year', j: 'year' };

export type TDateRule = { kind: 'date'; date: string } | { kind: 'relative'; steps: readonly { amount: number; unit: TDateUnit }[] };

/** Reads a bound; null when it is neither a date nor a rule. */
export function parseDateRule(text: string): TDateRule | null {
  const trimmed = text.trim();
  const head = RULE.exec(trimmed);
  if (!head) {
    const date = calendarDateOf(trimmed);
    return date ? { kind: 'date', date } : null;
  }
  const rest = trimmed.slice(head[0].length).replace(/\s+/g, '');
  const steps: { amount: number; unit: TDateUnit }[] = [];
  STEP.lastIndex = 0;
  let consumed = 0;
  for (let m = STEP.exec(rest); m; m = STEP.exec(rest)) {
    steps.push({ amount: (m[1] === '-' ? -1 : 1) * Number(m[2]), unit: UNITS[m[3]!.toLowerCase()]! });
    consumed = STEP.lastIndex;
  }
  return consumed === rest.length ? { kind: 'relative', steps } : null;
}

/** The calendar day a rule stands for, given today's. */
export function resolveDateRule(rule: TDateRule, today: string): string {
  if (rule.kind === 'date') return rule.date;
  return rule.steps.reduce((date, step) => addToCalendarDate(date, step.amount, step.unit), today);
}
