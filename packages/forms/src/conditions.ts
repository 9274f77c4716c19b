/**
 * Conditions (spec 001 §3): triggers compare a control's value (sourceName) by an operator with a
 * constant (comparativeValue) or another control's value (comparativeName); logicalOperator joins a
 * trigger to the one before it, and "and" binds before "or" (a and b or c = (a and b) or c). The action
 * applies while the triggers hold.
 *
 * Comparison follows the source control's type: dates by calendar day (the comparative may be a rule
 * such as Today-18y), numbers numerically, a checkbox as yes/no, lists and checklists by "one of the
 * chosen", text trimmed and regardless of case. A source in a repeating group read from outside it holds
 * when any row holds; a repeating group itself compares by its number of rows.
 */
import type { TCondition, TConditionOperator, TConditionTrigger, TControlType } from './definition-schema.js';
import { calendarDateOf } from './calendar-date.js';
import { parseDateRule, resolveDateRule } from './date-rules.js';
import { isAnswered, isEmptyValue, toNumber } from './values.js';

/** The values a trigger sees of a control: one, or one per row of a repeating group it lies in. */
export type TSourceValues = { type: TControlType | 'rows'; values: readonly unknown[] };

const TRUE_WORDS = new Set(['true', 'ja', 'yes', '1', 'x', 'tak']);

function asBoolean(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase())) || value === 1;
}

/** Comparable text of a single value; objects (a location, a file) have none. */
const text = (value: unknown) => (typeof value === 'object' || typeof value === 'symbol' ? '' : String(value).trim().toLocaleLowerCase('de'));

/** -1, 0, 1, or null when the two do not compare (text with a number, an invalid date). */
function compareOne(type: TSourceValues['type'], a: unknown, b: unknown, today: string): number | null {
  if (type === 'checkbox') return asBoolean(a) === asBoolean(b) ? 0 : null;
  if (type === 'date') {
    const left = calendarDateOf(a);
    const rule = typeof b === 'string' ? parseDateRule(b) : b instanceof Date ? { kind: 'date' as const, date: calendarDateOf(b) ?? '' } : null;
    if (!left || !rule) return null;
    const right = resolveDateRule(rule, today);
    return left < right ? -1 : left > right ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== null && y !== null) return x < y ? -1 : x > y ? 1 : 0;
  if (typeof a === 'object' || typeof b === 'object') return null;
  return text(a) === text(b) ? 0 : null;
}

function holdsFor(operator: TConditionOperator, type: TSourceValues['type'], a: unknown, b: unknown, today: string): boolean {
  if (Array.isArray(a)) return a.some((item) => holdsFor(operator, type === 'checkbox' ? type : 'list', item, b, today));
  if (isEmptyValue(b)) return operator === 'equals' && isEmptyValue(a);
  if (isEmptyValue(a)) return false;
  if (operator === 'contains') return typeof a !== 'object' && typeof b !== 'object' && text(a).includes(text(b));
  const order = compareOne(type, a, b, today);
  if (order === null) return false;
  switch (operator) {
    case 'equals':
      return order === 0;
    case 'greaterThan':
      return order > 0;
    case 'greaterThanOrEqual':
      return order >= 0;
    case 'lessThan':
      return order < 0;
    case 'lessThanOrEqual':
      return order <= 0;
    default:
      return false;
  }
}

const NEGATED: Partial<Record<TConditionOperator, TConditionOperator>> = { notEquals: 'equals', notContains: 'contains', isNotEmpty: 'isEmpty' };

/** Whether one trigger holds, given the source's values and the comparative values (a constant, or another control's). */
export function triggerHolds(operator: TConditionOperator, source: TSourceValues, comparatives: readonly unknown[], today: string): boolean {
  const positive = NEGATED[operator];
  if (positive) return !triggerHolds(positive, source, comparatives, today);
  if (operator === 'isEmpty') return !source.values.some((v) => (source.type === 'rows' ? (toNumber(v) ?? 0) > 0 : isAnswered(source.type, v)));
  return source.values.some((a) => comparatives.some((b) => holdsFor(operator, source.type, a, b, today)));
}

/** Triggers joined by their logical operators, "and" before "or"; no triggers never hold. */
export function triggersHold(triggers: readonly TConditionTrigger[], holds: (trigger: TConditionTrigger) => boolean): boolean {
  if (triggers.length === 0) return false;
  let anyTerm = false;
  let term = true;
  triggers.forEach((trigger, i) => {
    if (i > 0 && trigger.logicalOperator === 'or') {
      anyTerm ||= term;
      term = true;
    }
    // Once a term is false its remaining "and" triggers need no evaluation.
    term &&= holds(trigger);
  });
  return anyTerm || term;
}

export type TConditionEffect = { hidden: boolean; readOnly: boolean };

/**
 * What a control's conditions do: hidden while a hide or hide-and-clear condition holds; a control with
 * show conditions is hidden unless one holds (Versteckt then does not matter); without any, Versteckt
 * decides. Read-only while a read-only condition holds.
 */
export function conditionEffect(conditions: readonly TCondition[], holds: (condition: TCondition) => boolean, versteckt: boolean): TConditionEffect {
  let hidden = false;
  let readOnly = false;
  let hasShow = false;
  let shown = false;
  for (const condition of conditions) {
    switch (condition.action) {
      case 'hide':
      case 'hideAndClear':
        hidden ||= holds(condition);
        break;
      case 'show':
        hasShow = true;
        shown ||= holds(condition);
        break;
      case 'readOnly':
        readOnly ||= holds(condition);
        break;
    }
  }
  return { hidden: hidden || (hasShow ? !shown : versteckt), readOnly };
}
