/**
 * Property tests of the engine (issue 10): random definitions and inputs never throw; hidden-and-cleared
 * values are gone; calculations converge or report the cycle; a keystroke's incremental result is the
 * full evaluation's; valid generated values pass validation.
 */
import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { compactLayout } from './compact-view.js';
import { compileForm, type TCompiledForm } from './compile-form.js';
import { CONDITION_ACTIONS, CONDITION_OPERATORS, CONTROL_TYPES, ZFormDefinition } from './definition-schema.js';
import { evaluateForm, formIssues, updateValue, type TFormState } from './evaluate-form.js';
import { forEachPlace, pathKey, recordAt } from './form-data.js';
import { addRow, removeRow } from './repeating-groups.js';
import { fieldErrors, validateFormData } from './validate-form-data.js';

type TJson = Record<string, unknown>;

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];
const GROUP_NAMES = ['G', 'H'];
const NOW = new Date('2026-11-25T10:00:00Z');

const name = fc.constantFrom(...NAMES, ...GROUP_NAMES);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const calculation = fc.array(
  fc.record({
    calculationType: fc.constantFrom('addition', 'subtraction', 'multiplication', 'division', '+', '*'),
    controlName: maybe(name),
    value: maybe(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('2,5', 'x'))),
  }),
  { maxLength: 3 },
);

const trigger = fc.record({
  sourceName: name,
  operator: fc.constantFrom(...CONDITION_OPERATORS, '>', '=='),
  comparativeValue: maybe(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.boolean(), fc.constantFrom('Ja', 'x', 'Today-1y', '2020-01-01'))),
  comparativeName: maybe(name),
  logicalOperator: maybe(fc.constantFrom('and', 'or')),
});

const conditions = fc.array(fc.record({ action: fc.constantFrom(...CONDITION_ACTIONS), triggers: fc.array(trigger, { maxLength: 3 }) }), { maxLength: 2 });

const commonProperties = fc.record(
  {
    Kennung: name,
    Erforderlich: fc.boolean(),
    Versteckt: fc.boolean(),
    readOnly: fc.boolean(),
    calculation,
    conditions,
    Minimum: fc.integer({ min: -10, max: 10 }),
    Maximum: fc.integer({ min: -10, max: 100 }),
    Nachkommastellen: fc.constantFrom(0, 2, null),
    'Maximale Länge': fc.integer({ min: 1, max: 20 }),
    Textformat: fc.constantFrom('Ohne', 'E-mail', 'Telefonnummer', 'Jahr', 'Postleitzahl', 'IBAN', 'BIC'),
    options: fc.array(fc.record({ name: fc.constantFrom('x', 'y', 'z') }), { maxLength: 3 }),
    multiSelect: fc.boolean(),
  },
  { requiredKeys: ['Kennung'] },
);

/** Properties that only some types accept by type (a date's Minimum is text). */
function fitProperties(type: string, props: TJson): TJson {
  const out = { ...props };
  if (type === 'date') {
    out.Minimum = props.Minimum === undefined ? undefined : 'Today-10y';
    out.Maximum = props.Maximum === undefined ? undefined : 'Today+1y';
  }
  if (type !== 'number' && type !== 'date') {
    delete out.Minimum;
    delete out.Maximum;
  }
  if (type !== 'number' && type !== 'displayValue') delete out.Nachkommastellen;
  if (type !== 'textInput') delete out.Textformat;
  if (!['textInput', 'textarea', 'remark'].includes(type)) delete out['Maximale Länge'];
  return out;
}

const leafType = fc.constantFrom(...CONTROL_TYPES.filter((t) => t !== 'group'));

const leaf: fc.Arbitrary<TJson> = fc.tuple(leafType, commonProperties, fc.nat()).map(([type, props, id]) => ({ id: `c${id}`, type, properties: fitProperties(type, props) }));

const { control } = fc.letrec<{ control: TJson; group: TJson }>((tie) => ({
  control: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('group')),
  group: fc
    .tuple(fc.constantFrom(...GROUP_NAMES, ...NAMES), fc.boolean(), conditions, fc.array(tie('control'), { maxLength: 3 }), fc.nat())
    .map(([Kennung, repeating, conds, controls, id]) => ({ id: `g${id}`, type: 'group', properties: { Kennung, repeating, conditions: conds }, controls })),
}));

const definitionJson = fc.array(fc.array(control, { maxLength: 6 }), { minLength: 1, maxLength: 2 }).map((pages) => ({ pages: pages.map((controls, i) => ({ id: `p${i}`, controls })) }));

const compiled = definitionJson.map((json) => compileForm(ZFormDefinition.parse(json)));

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.date(),
  fc.constantFrom('', '  ', '12,5', '2024-04-30T22:00:00.000Z', 'Ja', true, false, { latitude: '52.5', longitude: '13.4' }),
  fc.array(fc.dictionary(name, fc.jsonValue(), { maxKeys: 4 }), { maxLength: 3 }),
);
const anyData = fc.dictionary(name, anyValue, { maxKeys: 8 });

/** Only tidy numbers, so that the incremental sums and the full ones agree to the digit. */
const tidyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom('', 'x', 'Ja', true, false, '2020-01-01', null, 2.5),
  fc.array(fc.dictionary(name, fc.oneof(fc.integer({ min: -100, max: 100 }), fc.constantFrom('', 'x', true)), { maxKeys: 4 }), { maxLength: 3 }),
);

const keystrokes = fc.array(fc.record({ name, rows: fc.array(fc.nat({ max: 2 }), { maxLength: 2 }), value: tidyValue }), { maxLength: 6 });

/** Values at every place of every control, and the places of hidden-and-cleared ones that still hold a value. */
function clearedButPresent(state: TFormState): string[] {
  const wrong: string[] = [];
  for (const cc of state.form.controls.values()) {
    // Data under the name of a hint or plain group is no answer of the form's: the engine leaves it alone.
    if (!cc.holdsValue) continue;
    forEachPlace(state.data, cc.scope, [], (rows) => {
      const key = pathKey(cc.scope, rows, cc.name);
      if (state.cells.get(key)?.cleared && recordAt(state.data, cc.scope, rows)?.[cc.name] !== undefined) wrong.push(key);
    });
  }
  return wrong;
}

const snapshot = (state: TFormState) => ({
  data: state.data,
  cells: [...state.cells.entries()].sort(([a], [b]) => a.localeCompare(b)),
  errors: [...state.errors.entries()].sort(([a], [b]) => a.localeCompare(b)),
});

function typeAll(form: TCompiledForm, data: unknown, strokes: { name: string; rows: number[]; value: unknown }[]): TFormState[] {
  const states = [evaluateForm(form, data, { now: NOW })];
  for (const k of strokes) states.push(updateValue(states.at(-1)!, { name: k.name, rows: k.rows }, k.value));
  return states;
}

describe('engine properties', () => {
  it('random definitions and inputs never throw', () => {
    fc.assert(
      fc.property(compiled, anyData, keystrokes, fc.nat({ max: 3 }), (form, data, strokes, row) => {
        let state = typeAll(form, data, strokes).at(-1)!;
        for (const g of GROUP_NAMES) state = removeRow(addRow(state, { name: g }), { name: g }, row);
        for (const language of ['de', 'en', 'pl']) fieldErrors(formIssues(state), language);
        for (const page of form.definition.pages) compactLayout(page.controls, () => true);
        validateFormData(form, data);
      }),
      { numRuns: 300 },
    );
  });

  it('hidden-and-cleared values are gone from the result', () => {
    fc.assert(
      fc.property(compiled, anyData, keystrokes, (form, data, strokes) => {
        for (const state of typeAll(form, data, strokes)) expect(clearedButPresent(state)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a keystroke re-evaluated incrementally gives what a full evaluation gives', () => {
    fc.assert(
      fc.property(compiled, fc.dictionary(name, tidyValue, { maxKeys: 8 }), keystrokes, (form, data, strokes) => {
        for (const state of typeAll(form, data, strokes)) expect(snapshot(state)).toEqual(snapshot(evaluateForm(form, state.data, { now: NOW })));
      }),
      { numRuns: 300 },
    );
  });

  it('calculations converge to a fixpoint, or the cycle is reported and names a real cycle', () => {
    const numberControl = fc.tuple(fc.constantFrom(...NAMES), calculation).map(([n, calc]) => ({ id: n, type: 'number', properties: { Kennung: n, calculation: calc } }));
    const numbersOnly = fc.uniqueArray(numberControl, { selector: (c) => c.id, maxLength: 6 }).map((controls) => compileForm(ZFormDefinition.parse({ pages: [{ id: 'p', controls }] })));
    fc.assert(
      fc.property(numbersOnly, fc.dictionary(fc.constantFrom(...NAMES), fc.integer({ min: -50, max: 50 })), (form, data) => {
        const state = evaluateForm(form, data);
        expect(snapshot(evaluateForm(form, state.data))).toEqual(snapshot(state));
        for (const issue of form.issues.filter((i) => i.key === 'cycle')) {
          // Every control named reads another one named (or itself): a real cycle.
          for (const member of issue.controls) {
            const steps = ZFormDefinition.parse(form.definition).pages[0]!.controls.find((c) => c.id === member)!.properties.calculation?.steps ?? [];
            expect(steps.some((s) => s.controlName !== undefined && s.controlName !== null && issue.controls.includes(s.controlName))).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ───────────────────────────── valid values pass ─────────────────────────────

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-z0-9]{${min},${max}}$`));

/** A valid text for each format. */
const formatted: Record<string, fc.Arbitrary<string>> = {
  Ohne: fc.string({ maxLength: 40 }),
  'E-mail': fc.tuple(alnum(1, 12), alnum(1, 12), fc.constantFrom('de', 'com', 'pl')).map(([l, d, t]) => `${l}@${d}.${t}`),
  Telefonnummer: fc.constantFrom('030 1234567', '+49 170 1234567', '0911 987654', '+48 22 123 45 67', '089/12345678'),
  Jahr: fc.integer({ min: 1000, max: 9999 }).map(String),
  Postleitzahl: digits(5),
  IBAN: digits(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })!),
  BIC: fc.tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.constantFrom('DE', 'AT', 'PL'), fc.stringMatching(/^[A-Z0-9]{2}$/), fc.option(fc.stringMatching(/^[A-Z0-9]{3}$/))).map(([bank, country, place, branch]) => `${bank}${country}${place}${branch ?? ''}`),
};

/** A control with rules and a value that keeps them. */
const ruledControl: fc.Arbitrary<{ control: TJson; value: unknown }> = fc.oneof(
  fc.constantFrom(...Object.keys(formatted)).chain((Textformat) =>
    formatted[Textformat]!.map((value) => ({ control: { type: 'textInput', properties: { Textformat, 'Maximale Länge': Math.max(value.length, 1), Erforderlich: value.trim() !== '' } }, value })),
  ),
  fc
    .tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0, 2, null), fc.nat({ max: 100_000 }))
    .map(([min, span, decimals, at]) => {
      const cents = Math.min(min * 100 + at, (min + span) * 100);
      const value = decimals === 0 ? Math.floor(cents / 100) < min ? min : Math.floor(cents / 100) : cents / 100;
      return { control: { type: 'number', properties: { Minimum: min, Maximum: min + span, Nachkommastellen: decimals, Erforderlich: true } }, value };
    }),
  fc.integer({ min: 0, max: 3650 }).map((daysAgo) => ({
    control: { type: 'date', properties: { Minimum: 'Today-10y', Maximum: 'Today', Erforderlich: true } },
    value: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
  })),
  fc.subarray(['x', 'y', 'z'], { minLength: 1 }).map((chosen) => ({
    control: { type: 'list', properties: { multiSelect: true, options: ['x', 'y', 'z'].map((n) => ({ name: n, label: n.toUpperCase() })), Erforderlich: true } },
    value: chosen,
  })),
  fc.constantFrom('.pdf', '.png', '.jpg', '.jpeg', '.docx', '.doc').map((ext) => ({ control: { type: 'upload', properties: { allowedFormats: [ext] } }, value: [{ name: `Anlage${ext.toUpperCase()}` }] })),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => ({ control: { type: 'time', properties: {} }, value: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` })),
  fc.constantFrom('Ja', 'Nein', 'Keine Angabe').map((value) => ({ control: { type: 'checkboxList', properties: { Erforderlich: true } }, value })),
  fc.constant({ control: { type: 'checkbox', properties: { Erforderlich: true } }, value: true }),
  fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })).map(([lat, lon]) => ({ control: { type: 'location', properties: {} }, value: { latitude: String(lat), longitude: String(lon) } })),
);

describe('validation properties', () => {
  it('valid generated values pass, on the page and in every row of a repeating group', () => {
    fc.assert(
      fc.property(fc.array(ruledControl, { minLength: 1, maxLength: 6 }), (ruled) => {
        const controls = ruled.map((r, i) => ({ id: `c${i}`, ...r.control, properties: { Kennung: `f${i}`, ...(r.control.properties as TJson) } }));
        const row = Object.fromEntries(ruled.map((r, i) => [`f${i}`, r.value]));
        const definition = { pages: [{ id: 'p', controls: [...controls, { id: 'g', type: 'group', properties: { Kennung: 'G', repeating: true }, controls: controls.map((c) => ({ ...c, id: `g-${c.id}`, properties: { ...c.properties, Kennung: `r${c.id}` } })) }] }] };
        const rowData = Object.fromEntries(ruled.map((r, i) => [`rc${i}`, r.value]));
        const result = validateFormData(ZFormDefinition.parse(definition), { ...row, G: [rowData, rowData] }, { now: NOW });
        expect(result.issues).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
