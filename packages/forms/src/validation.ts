/**
 * Validation of one control's value (spec 001 §5 lists the rules as control properties; here they are
 * enforced, the same in browser and server). The first thing wrong is returned as a message key with
 * its parameters; hidden controls are not validated (evaluate-form decides that).
 *
 * Where the spec is silent: text has a ceiling even without Maximale Länge (1,000 characters in a text
 * field, 10,000 in a text area, 100,000 in a rich-text remark) and a repeating group at most 1,000
 * entries, so that no answer can grow without bound; an upload without allowed formats accepts the six
 * the spec offers; a choice must be one of the control's options.
 */
import type { TControlType } from './definition-schema.js';
import type { TCompiledControl } from './compile-form.js';
import { calendarDateOf } from './calendar-date.js';
import { resolveDateRule } from './date-rules.js';
import { isRecord } from './form-data.js';
import type { TMessageParams, TValidationMessageKey } from './form-messages.js';
import { decimalPlaces, numberFormatIssue, textFormatIssue } from './text-formats.js';
import { UPLOAD_FORMATS, type TListOption } from './definition-schema.js';
import { coordinateOf, isAnswered, isEmptyValue, toNumber } from './values.js';

export type TValidationIssue = { key: TValidationMessageKey; params?: TMessageParams };

export type TValidationContext = {
  /** Today's calendar day (YYYY-MM-DD) for date rules such as Today-10y. */
  today: string;
  /** A dynamicList's choices: the values of its target question in the target group's rows. */
  choices: readonly string[] | null;
};

export const DEFAULT_MAX_LENGTH: Readonly<Partial<Record<TControlType, number>>> = { textInput: 1_000, textarea: 10_000, remark: 100_000 };
export const MAX_GROUP_ROWS = 1_000;
export const CHECKBOX_LIST_ANSWERS = ['Ja', 'Nein', 'Keine Angabe'] as const;

const issue = (key: TValidationMessageKey, params?: TMessageParams): TValidationIssue => (params ? { key, params } : { key });
const INVALID = issue('invalid');

type TCheck = (cc: TCompiledControl, value: unknown, ctx: TValidationContext) => TValidationIssue | null;

function checkText(cc: TCompiledControl, value: unknown): TValidationIssue | null {
  if (typeof value !== 'string' && typeof value !== 'number') return INVALID;
  const text = String(value);
  const props = cc.control.properties as { 'Maximale Länge'?: number | null; Textformat?: Parameters<typeof textFormatIssue>[0] };
  const max = props['Maximale Länge'] ?? DEFAULT_MAX_LENGTH[cc.type];
  if (max !== undefined && text.length > max) return issue('maxLength', { max });
  const format = textFormatIssue(props.Textformat, text);
  return format ? issue(format) : null;
}

function checkNumber(cc: TCompiledControl, value: unknown): TValidationIssue | null {
  if (cc.control.type !== 'number') return null;
  const n = typeof value === 'number' || typeof value === 'string' ? toNumber(value) : null;
  if (n === null) return issue('number');
  const { Minimum, Maximum, Nachkommastellen, Zahlenformat } = cc.control.properties;
  if (typeof Minimum === 'number' && n < Minimum) return issue('min', { min: Minimum });
  if (typeof Maximum === 'number' && n > Maximum) return issue('max', { max: Maximum });
  if (Nachkommastellen === 0 && !Number.isInteger(n)) return issue('integer');
  if (Nachkommastellen === 2 && decimalPlaces(n) > 2) return issue('decimals', { decimals: 2 });
  const format = numberFormatIssue(Zahlenformat, n);
  return format ? issue(format.key, format.decimals === undefined ? undefined : { decimals: format.decimals }) : null;
}

const isChoice = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const optionValue = (o: TListOption) => String(o.value ?? o.name ?? o.label ?? '');

/** One choice or, when several are allowed, a list of them; each one of `allowed` when there are options. */
function checkChoices(value: unknown, multiple: boolean, allowed: readonly string[] | null): TValidationIssue | null {
  const chosen = multiple && Array.isArray(value) ? value : [value];
  if (!chosen.every(isChoice)) return INVALID;
  if (allowed && allowed.length > 0 && !chosen.every((c) => allowed.includes(String(c)))) return issue('option');
  return null;
}

function checkDate(cc: TCompiledControl, value: unknown, ctx: TValidationContext): TValidationIssue | null {
  const date = calendarDateOf(value);
  if (!date) return issue('date');
  const min = cc.dateMin && resolveDateRule(cc.dateMin, ctx.today);
  if (min && date < min) return issue('dateMin', { date: min });
  const max = cc.dateMax && resolveDateRule(cc.dateMax, ctx.today);
  if (max && date > max) return issue('dateMax', { date: max });
  return null;
}

function coordinate(value: unknown, limit: number): boolean {
  const n = coordinateOf(value);
  return n !== null && Math.abs(n) <= limit;
}

/** A file's name from what an upload holds: the name itself, or an object with a name or URL. */
function fileName(file: unknown): string | null {
  if (typeof file === 'string') return file;
  if (!isRecord(file)) return null;
  for (const key of ['name', 'fileName', 'Name', 'FileName', 'url', 'Url']) if (typeof file[key] === 'string') return file[key];
  return null;
}

function checkUpload(cc: TCompiledControl, value: unknown): TValidationIssue | null {
  const props = cc.control.properties as { allowedFormats?: readonly string[] | null };
  const formats = props.allowedFormats?.length ? props.allowedFormats : UPLOAD_FORMATS;
  for (const file of Array.isArray(value) ? value : [value]) {
    const name = fileName(file);
    if (name === null) return INVALID;
    const extension = /\.[a-z0-9]+$/i.exec(name.split(/[?#]/)[0]!)?.[0]?.toLowerCase();
    if (!extension || !formats.includes(extension)) return issue('uploadFormat', { formats: [...formats] });
  }
  return null;
}

const CHECKS: Record<TControlType, TCheck> = {
  textInput: checkText,
  textarea: checkText,
  remark: checkText,
  number: checkNumber,
  displayValue: () => null,
  list: (cc, v) => cc.control.type === 'list' ? checkChoices(v, cc.control.properties.multiSelect === true, cc.control.properties.options?.map(optionValue) ?? null) : null,
  checklist: (cc, v) => (cc.control.type === 'checklist' ? checkChoices(v, true, cc.control.properties.options?.map(optionValue) ?? null) : null),
  dynamicList: (_cc, v, ctx) => checkChoices(v, true, ctx.choices),
  checkboxList: (_cc, v) => (typeof v === 'string' && (CHECKBOX_LIST_ANSWERS as readonly string[]).includes(v) ? null : issue('option')),
  checkbox: (_cc, v) => (typeof v === 'boolean' ? null : INVALID),
  date: checkDate,
  time: (_cc, v) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v.trim()) ? null : issue('time')),
  location: (_cc, v) => (isRecord(v) && coordinate(v.latitude, 90) && coordinate(v.longitude, 180) ? null : issue('location')),
  upload: checkUpload,
  gptUpload: () => null,
  group: (cc, v) => {
    if (!cc.repeating) return null;
    if (!Array.isArray(v) || !v.every(isRecord)) return INVALID;
    return v.length > MAX_GROUP_ROWS ? issue('tooManyRows', { max: MAX_GROUP_ROWS }) : null;
  },
  hint: () => null,
  clock: () => null,
};

/** The first thing wrong with a control's value, or null. */
export function validateValue(cc: TCompiledControl, value: unknown, ctx: TValidationContext): TValidationIssue | null {
  if (!cc.holdsValue) return null;
  const required = cc.control.properties.Erforderlich === true;
  if (isEmptyValue(value)) return required ? issue('required') : null;
  const wrong = CHECKS[cc.type](cc, value, ctx);
  if (wrong) return wrong;
  return required && !isAnswered(cc.type, value) ? issue('required') : null;
}
