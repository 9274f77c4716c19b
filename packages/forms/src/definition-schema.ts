/**
 * The form definition (spec 001 §3 "Form definition"): pages of controls on a 6-column grid, with the
 * property names of the existing product's JSON, so that its forms load as they are.
 *
 * Lenient where that JSON is: objects keep unknown extra properties (a builder that saves a form
 * loaded here does not lose what it does not know), optional properties may be null. Strict on types:
 * a flag is a boolean, a maximum is a number, a format is one of the spec's choices.
 *
 * Where the spec names a property in German it is used verbatim (Kennung, Überschrift, Erforderlich,
 * Maximale Länge, Textformat, Zahlenformat, Nachkommastellen, Darstellung, Minimum, Maximum, …); where it
 * only describes one in English the name is the plain camelCase English (readOnly, calculation,
 * conditions, defaultAnswer, prefillMode, allowedFormats, repeating, …).
 */
import { z } from 'zod';

export const CONTROL_TYPES = [
  'textInput',
  'number',
  'textarea',
  'list',
  'date',
  'checkbox',
  'checkboxList',
  'hint',
  'upload',
  'time',
  'location',
  'checklist',
  'dynamicList',
  'gptUpload',
  'group',
  'displayValue',
  'remark',
  'clock',
] as const;
export const ZControlType = z.enum(CONTROL_TYPES);
export type TControlType = z.infer<typeof ZControlType>;

/** An optional property: absent or null in the product's JSON means "not set". */
const opt = <T extends z.ZodType>(schema: T) => schema.nullish();

/** Accepts the spellings the product and hand-written JSON use, and keeps one canonical value. */
function aliased<const T extends readonly [string, ...string[]]>(values: T, aliases: Record<string, T[number]>) {
  const lookup = new Map<string, string>(Object.entries(aliases).map(([k, v]) => [k.toLowerCase(), v]));
  for (const v of values) lookup.set(v.toLowerCase(), v);
  return z.preprocess((raw) => (typeof raw === 'string' ? (lookup.get(raw.trim().toLowerCase()) ?? raw) : raw), z.enum(values));
}

// ───────────────────────────── calculations ─────────────────────────────

export const CALCULATION_TYPES = ['addition', 'subtraction', 'multiplication', 'division'] as const;
export const ZCalculationType = aliased(CALCULATION_TYPES, {
  '+': 'addition',
  add: 'addition',
  plus: 'addition',
  sum: 'addition',
  '-': 'subtraction',
  subtract: 'subtraction',
  minus: 'subtraction',
  '*': 'multiplication',
  '×': 'multiplication',
  multiply: 'multiplication',
  '/': 'division',
  ':': 'division',
  divide: 'division',
});
export type TCalculationType = z.infer<typeof ZCalculationType>;

/** One step: apply calculationType with a constant (value) or another control's value (controlName). */
export const ZCalculationStep = z.looseObject({
  calculationType: ZCalculationType,
  value: opt(z.union([z.number(), z.string()])),
  controlName: opt(z.string()),
});
export type TCalculationStep = z.infer<typeof ZCalculationStep>;

/** `{ steps: [...] }`; a bare array of steps is accepted too. */
export const ZCalculation = z.preprocess(
  (raw) => (Array.isArray(raw) ? { steps: raw } : raw),
  z.looseObject({ steps: z.array(ZCalculationStep) }),
);
export type TCalculation = z.infer<typeof ZCalculation>;

// ───────────────────────────── conditions ─────────────────────────────

export const CONDITION_OPERATORS = ['equals', 'notEquals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'contains', 'notContains', 'isEmpty', 'isNotEmpty'] as const;
export const ZConditionOperator = aliased(CONDITION_OPERATORS, {
  '=': 'equals',
  '==': 'equals',
  '===': 'equals',
  equal: 'equals',
  gleich: 'equals',
  '!=': 'notEquals',
  '!==': 'notEquals',
  '<>': 'notEquals',
  notEqual: 'notEquals',
  ungleich: 'notEquals',
  '>': 'greaterThan',
  '>=': 'greaterThanOrEqual',
  '<': 'lessThan',
  '<=': 'lessThanOrEqual',
  includes: 'contains',
  enthält: 'contains',
  empty: 'isEmpty',
  leer: 'isEmpty',
  notEmpty: 'isNotEmpty',
  nichtLeer: 'isNotEmpty',
});
export type TConditionOperator = z.infer<typeof ZConditionOperator>;

export const ZLogicalOperator = aliased(['and', 'or'], { '&&': 'and', und: 'and', '||': 'or', oder: 'or' });
export type TLogicalOperator = z.infer<typeof ZLogicalOperator>;

/** Compares the value of sourceName with a constant (comparativeValue) or another control (comparativeName). */
export const ZConditionTrigger = z.looseObject({
  sourceName: z.string(),
  operator: ZConditionOperator,
  comparativeValue: opt(z.union([z.string(), z.number(), z.boolean()])),
  comparativeName: opt(z.string()),
  /** Joins this trigger to the one before it; the first trigger's is ignored. */
  logicalOperator: opt(ZLogicalOperator),
});
export type TConditionTrigger = z.infer<typeof ZConditionTrigger>;

/** hide only · show (only while the condition holds) · hide and clear the value · set read-only. */
export const CONDITION_ACTIONS = ['hide', 'show', 'hideAndClear', 'readOnly'] as const;
export const ZConditionAction = aliased(CONDITION_ACTIONS, {
  hideOnly: 'hide',
  verstecken: 'hide',
  'nur verstecken': 'hide',
  anzeigen: 'show',
  hideAndClearValue: 'hideAndClear',
  clear: 'hideAndClear',
  'verstecken und wert löschen': 'hideAndClear',
  setReadOnly: 'readOnly',
  schreibgeschützt: 'readOnly',
});
export type TConditionAction = z.infer<typeof ZConditionAction>;

export const ZCondition = z.looseObject({ triggers: z.array(ZConditionTrigger), action: ZConditionAction });
export type TCondition = z.infer<typeof ZCondition>;

// ───────────────────────────── properties ─────────────────────────────

/** Properties every control may have (spec 001 §3 "Common properties"). */
const commonProperties = {
  /** The control's name: its key in the form data and in calculations and conditions. */
  Kennung: opt(z.string()),
  Überschrift: opt(z.string()),
  Hilfetext: opt(z.string()),
  Erforderlich: opt(z.boolean()),
  Versteckt: opt(z.boolean()),
  readOnly: opt(z.boolean()),
  /** The AI document import (gptUpload) fills this control. */
  'KI-Abruf': opt(z.boolean()),
  /** A hint for the AI import on what belongs in this control. */
  'KI-Hilfe': opt(z.string()),
  calculation: opt(ZCalculation),
  /** A single condition object is accepted as a list of one. */
  conditions: opt(z.preprocess((raw) => (raw && typeof raw === 'object' && !Array.isArray(raw) ? [raw] : raw), z.array(ZCondition))),
};

export const TEXT_FORMATS = ['Ohne', 'E-mail', 'Telefonnummer', 'Jahr', 'Postleitzahl', 'IBAN', 'BIC'] as const;
export const ZTextFormat = aliased(TEXT_FORMATS, { email: 'E-mail', 'e-mail-adresse': 'E-mail', telefon: 'Telefonnummer', plz: 'Postleitzahl' });

/** Where a text's default answer comes from: the default answer itself, or the logged-in user. */
export const DEFAULT_ANSWER_SOURCES = ['defaultField', 'firstName', 'lastName', 'email'] as const;

const textProperties = {
  'Maximale Länge': opt(z.number().int().positive()),
  Textformat: opt(ZTextFormat),
  defaultAnswer: opt(z.string()),
  defaultAnswerSource: opt(z.enum(DEFAULT_ANSWER_SOURCES)),
};

export const NUMBER_FORMATS = ['Ohne', 'Dezimal', 'Währung', 'Jahr', 'Postleitzahl'] as const;
export const NUMBER_UNITS = ['€', 'CHF', '%', 'm²', 'kg', 'm'] as const;
/** Nachkommastellen: null = no selection (any), 0 = none (whole numbers), 2 = two. */
const ZDecimals = z.preprocess(
  (raw) => (typeof raw === 'string' ? ({ keine: 0, none: 0, '0': 0, zwei: 2, two: 2, '2': 2 } as Record<string, number>)[raw.trim().toLowerCase()] ?? null : raw),
  z.union([z.literal(0), z.literal(2)]).nullish(),
);

const numberProperties = {
  Minimum: opt(z.number()),
  Maximum: opt(z.number()),
  Zahlenformat: opt(aliased(NUMBER_FORMATS, { decimal: 'Dezimal', currency: 'Währung', year: 'Jahr', plz: 'Postleitzahl' })),
  Nachkommastellen: ZDecimals,
  unit: opt(aliased(NUMBER_UNITS, { EUR: '€', m2: 'm²' })),
  /** A fixed starting value (the spec names default answers for texts; a rate or a factor wants one too). */
  defaultAnswer: opt(z.union([z.number(), z.string()])),
};

export const ZListOption = z.looseObject({
  name: opt(z.string()),
  label: opt(z.string()),
  /** Label by language code (en, pl, …). */
  translations: opt(z.record(z.string(), z.string())),
  value: opt(z.union([z.string(), z.number(), z.boolean()])),
});
export type TListOption = z.infer<typeof ZListOption>;

const listProperties = {
  multiSelect: opt(z.boolean()),
  Darstellung: opt(z.enum(['Select', 'Einzelne Antworten'])),
  options: opt(z.array(ZListOption)),
};

export const PREFILL_MODES = ['Nie', 'Einmalig', 'Immer'] as const;

const dateProperties = {
  /** A date (YYYY-MM-DD, DD.MM.YYYY, ISO date-time) or a rule relative to today such as `Today-10y` (date-rules.ts). */
  Minimum: opt(z.string()),
  Maximum: opt(z.string()),
  /** Nie · Einmalig: once with the current date, when empty · Immer: overwritten with the current date on every load. */
  prefillMode: opt(aliased(PREFILL_MODES, { never: 'Nie', once: 'Einmalig', always: 'Immer' })),
};

export const UPLOAD_FORMATS = ['.pdf', '.png', '.jpg', '.jpeg', '.docx', '.doc'] as const;
const ZUploadFormat = z.preprocess((raw) => (typeof raw === 'string' ? `.${raw.trim().toLowerCase().replace(/^\./, '')}` : raw), z.enum(UPLOAD_FORMATS));

const uploadProperties = {
  allowedFormats: opt(z.array(ZUploadFormat)),
  keywords: opt(z.array(z.string())),
};

export const GROUP_STYLES = ['borderLabel', 'fullHeader'] as const;

const groupProperties = {
  /** A repeating group: its form data is an array of records, one per entry. */
  repeating: opt(z.boolean()),
  style: opt(z.enum(GROUP_STYLES)),
  icon: opt(z.string()),
};

const dynamicListProperties = {
  /** The repeating group whose entries offer the choices, and the control in it whose values they are. */
  targetGroup: opt(z.string()),
  targetQuestion: opt(z.string()),
};

// ───────────────────────────── controls ─────────────────────────────

export const ZGridPosition = z.looseObject({
  x: z.number().int().min(0).max(5),
  y: z.number().int().min(0),
  cols: z.number().int().min(1).max(6),
  rows: z.number().int().min(1),
});
export type TGridPosition = z.infer<typeof ZGridPosition>;

/** Ids are strings; numeric ids of older forms are read as their text. */
const ZId = z.union([z.string(), z.number().transform(String)]);

const controlBase = {
  id: ZId,
  gridPosition: opt(ZGridPosition),
  defaultSize: opt(z.looseObject({ cols: z.number().int().min(1).max(6), rows: z.number().int().min(1) })),
  /** The builder's stored value; the form data holds the answers. */
  value: z.unknown().optional(),
  parent: opt(ZId),
};

const control = <T extends TControlType, P extends z.core.$ZodLooseShape>(type: T, properties: P) =>
  z.looseObject({
    ...controlBase,
    type: z.literal(type),
    // Controls without properties (a hint, a clock) may leave them out.
    properties: z.preprocess((raw) => raw ?? {}, z.looseObject({ ...commonProperties, ...properties })),
  });

const ZLeafControl = z.discriminatedUnion('type', [
  control('textInput', textProperties),
  control('number', numberProperties),
  control('textarea', { 'Maximale Länge': textProperties['Maximale Länge'] }),
  control('list', listProperties),
  control('date', dateProperties),
  control('checkbox', {}),
  control('checkboxList', {}),
  control('hint', {}),
  control('upload', uploadProperties),
  control('time', {}),
  control('location', {}),
  control('checklist', { options: listProperties.options }),
  control('dynamicList', dynamicListProperties),
  control('gptUpload', uploadProperties),
  control('displayValue', { Nachkommastellen: ZDecimals, unit: numberProperties.unit }),
  control('remark', { 'Maximale Länge': textProperties['Maximale Länge'] }),
  control('clock', {}),
]);
type TLeafControl = z.infer<typeof ZLeafControl>;

const ZGroupControlShape = control('group', groupProperties);
export type TGroupControl = z.infer<typeof ZGroupControlShape> & { controls?: TControl[] | null };
export type TControl = TLeafControl | TGroupControl;

const ZGroupControl: z.ZodType<TGroupControl> = ZGroupControlShape.extend({
  get controls() {
    return z.array(ZControl).nullish();
  },
});

export const ZControl: z.ZodType<TControl> = z.lazy(() => z.union([ZLeafControl, ZGroupControl]));

/** The controls of one type, e.g. `TControlOf<'number'>`. */
export type TControlOf<T extends TControlType> = Extract<TControl, { type: T }>;

// ───────────────────────────── pages and form ─────────────────────────────

export const ZPage = z.looseObject({
  id: ZId,
  type: z.literal('page').default('page'),
  properties: z
    .looseObject({
      Überschrift: opt(z.string()),
      /** A summary page: shows the answers of the other pages read-only. */
      summary: opt(z.boolean()),
    })
    .default({}),
  controls: z.array(ZControl).default([]),
});
export type TPage = z.infer<typeof ZPage>;

/**
 * A signature the form's documents need (spec 001 §3 'Rendered document': signatures, the signature field names).
 * The name is the PDF signature field's name (no dots: a dot would nest AcroForm fields); the label is printed
 * under the signature box (default: the name).
 */
export const ZFormSignature = z.looseObject({
  name: z.string().trim().min(1).max(60).regex(/^[^.]+$/, 'A signature name has no dots'),
  label: opt(z.string().max(120)),
});
export type TFormSignature = z.infer<typeof ZFormSignature>;

/**
 * A document rendered from the form's answers (a PDF). Without `documents` a form renders one document named
 * after its title with every page and every signature of `signatures`.
 */
export const ZFormDocument = z.looseObject({
  /** Stable key (lower-case letters, digits, dashes): part of the document's id and file. */
  key: z.string().max(40).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A document key is lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(120),
  /** The ids of the pages it prints (default: all but summary pages). */
  pages: opt(z.array(ZId)),
  /** The names (of `signatures`) whose signature fields it carries (default: all). */
  signatures: opt(z.array(z.string())),
  /** The document type it is filed as when the form is transferred (Brieftyp: SCHADENMELDUNG, ANTRAG, ANGEBOT, …). */
  documentType: opt(z.string().max(40)),
});
export type TFormDocument = z.infer<typeof ZFormDocument>;

/** Form options (spec 001 §3), and the signatures and documents of the rendered PDFs. */
export const ZFormOptions = z.looseObject({
  hideEditPages: opt(z.boolean()),
  hideReadOnlypages: opt(z.boolean()),
  showFooter: opt(z.boolean()),
  language: opt(z.string()),
  readOnly: opt(z.boolean()),
  compactView: opt(z.boolean()),
  signatures: opt(z.array(ZFormSignature)),
  documents: opt(z.array(ZFormDocument)),
});
export type TFormOptions = z.infer<typeof ZFormOptions>;

export const ZFormDefinition = z.looseObject({
  Id: opt(ZId),
  Titel: opt(z.string()),
  pages: z.array(ZPage),
  options: opt(ZFormOptions),
});
export type TFormDefinition = z.infer<typeof ZFormDefinition>;

/** Form data: answers keyed by control name; a repeating group holds an array of such records. */
export type TFormData = Record<string, unknown>;
