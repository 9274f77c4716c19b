/**
 * The fields an AI document import fills, and how a value found for one becomes an answer the form accepts. The
 * fields are the form's KI-Abruf controls (`aiImportTargets` of @portal/forms) of a type a document can state —
 * text, number, date, time, choice, checkbox — and not calculated. A found value is read as the control's type
 * (numbers and dates de-DE, choices by their options' labels) and then checked with the engine's own rules
 * (`validateValue`): what does not fit is dropped, never answered.
 */
import { aiImportTargets, CHECKBOX_LIST_ANSWERS, validateValue, type TAiImportTarget, type TCompiledForm, type TControlType, type TListOption } from '@portal/forms';
import { foldText, sameFolded } from './fuzzy-text.js';
import { parseGermanDate, parseGermanNumber, parseTime, parseYesNo } from './german-values.js';
import { todayInGermany } from '../../../platform/today.js';

export type TChoice = { value: string | number | boolean; label: string };

export type TImportField = TAiImportTarget & {
  /** The options of a choice control (list, checklist; the fixed answers of a checkbox list), else null. */
  options: TChoice[] | null;
  /** Several answers (a multi-select list, a checklist). */
  multiple: boolean;
};

const IMPORTABLE: ReadonlySet<TControlType> = new Set<TControlType>(['textInput', 'textarea', 'remark', 'number', 'date', 'time', 'list', 'checklist', 'checkbox', 'checkboxList']);

const choiceOf = (o: TListOption): TChoice | null => {
  const value = o.value ?? o.name ?? o.label;
  if (value === undefined || value === null || value === '') return null;
  return { value, label: (o.label ?? o.name ?? String(value)).trim() };
};

/** The controls the import of this form fills, in the form's order. */
export function importFields(form: TCompiledForm): TImportField[] {
  return aiImportTargets(form)
    .map((target) => ({ target, cc: form.controls.get(target.name)! }))
    .filter(({ target, cc }) => IMPORTABLE.has(target.type) && cc.calculation === null)
    .map(({ target, cc }) => {
      const properties = cc.control.properties as { options?: TListOption[] | null; multiSelect?: boolean | null };
      const listed = target.type === 'list' || target.type === 'checklist' ? (properties.options ?? []).map(choiceOf).filter((c): c is TChoice => c !== null) : null;
      const options = target.type === 'checkboxList' ? CHECKBOX_LIST_ANSWERS.map((a) => ({ value: a, label: a })) : listed;
      return { ...target, options, multiple: target.type === 'checklist' || (target.type === 'list' && properties.multiSelect === true) };
    });
}

/** The option a text names: by label or value, forgiving case, umlauts and typing errors. */
function matchChoice(options: readonly TChoice[], text: string): TChoice | undefined {
  const folded = foldText(text);
  return options.find((o) => foldText(o.label) === folded || foldText(String(o.value)) === folded) ?? options.find((o) => sameFolded(foldText(o.label), folded));
}

function readChoices(field: TImportField, raw: unknown): unknown {
  const options = field.options ?? [];
  const texts = (Array.isArray(raw) ? raw : field.multiple && typeof raw === 'string' ? raw.split(/[,;\n]| und | and /) : [raw])
    .filter((v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(String)
    .filter((t) => t.trim() !== '');
  const chosen = [...new Set(texts.map((t) => matchChoice(options, t)).filter((c): c is TChoice => c !== undefined))].map((c) => c.value);
  if (field.multiple) return chosen.length ? chosen : undefined;
  return chosen[0];
}

const asText = (raw: unknown): string | null => (typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : null);

/** A found value read as the field's type; undefined when it holds nothing of that type. */
export function readFieldValue(field: TImportField, raw: unknown, today: string): unknown {
  if (raw === null || raw === undefined) return undefined;
  const text = asText(raw);
  switch (field.type) {
    case 'textInput':
      return text?.replace(/\s+/g, ' ').trim() || undefined;
    case 'textarea':
    case 'remark':
      return text?.trim() || undefined;
    case 'number':
      return typeof raw === 'number' ? raw : text === null ? undefined : (parseGermanNumber(text) ?? undefined);
    case 'date':
      return text === null ? undefined : (parseGermanDate(text, today) ?? undefined);
    case 'time':
      return text === null ? undefined : (parseTime(text) ?? undefined);
    case 'checkbox': {
      if (typeof raw === 'boolean') return raw;
      const answer = text === null ? null : parseYesNo(text);
      return answer === 'Ja' ? true : answer === 'Nein' ? false : undefined;
    }
    case 'checkboxList':
      if (typeof raw === 'boolean') return raw ? 'Ja' : 'Nein';
      return (text === null ? null : (parseYesNo(text) ?? matchChoice(field.options ?? [], text)?.value)) ?? undefined;
    case 'list':
    case 'checklist':
      return readChoices(field, raw);
    default:
      return undefined;
  }
}

/**
 * The proposals to answer: for each field, the first of the values found for it that — read as the field's type —
 * the engine accepts for that control. Names that are no import field are ignored.
 */
export function proposedValues(form: TCompiledForm, fields: readonly TImportField[], found: Readonly<Record<string, readonly unknown[]>>, now = new Date()): Record<string, unknown> {
  const today = todayInGermany(now);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const candidates = Object.prototype.hasOwnProperty.call(found, field.name) ? found[field.name]! : [];
    const cc = form.controls.get(field.name)!;
    for (const candidate of candidates) {
      const value = readFieldValue(field, candidate, today);
      if (value !== undefined && validateValue(cc, value, { today, choices: null }) === null) {
        values[field.name] = value;
        break;
      }
    }
  }
  return values;
}
