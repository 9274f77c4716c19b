/**
 * The forms engine after one keystroke (issue 10: a 40-control form with a repeating group of 200 rows
 * re-evaluates conditions and calculations within one frame, 16 ms). The engine is the one the browser
 * runs (@portal/forms); here it runs in Node on the same machine, without React.
 *
 * The form: 33 controls on the page (texts with formats, numbers with bounds, dates with rules such as
 * Today-10y, lists, a sum, a discount and a total, conditions on the total and on a checkbox) and a
 * repeating group of 6 controls (quantity × price × a factor from the page = amount; a remark shown
 * over 500), 200 rows. Timed: `updateValue` for a keystroke in row 100 (its amount, the sum over all
 * rows, the total and the conditions on it follow), for the factor every row reads (200 amounts
 * follow), and for an unrelated text; the full evaluation for comparison. Warm-up, then strictly one
 * after another; p50/p95 by nearest rank. Budget: p95 ≤ 16 ms for each keystroke.
 */
import { compileForm, evaluateForm, updateValue, ZFormDefinition, type TFieldPath, type TFormState } from '@portal/forms';
import type { BenchCase, BenchMeasurement } from './bench-case.js';
import { ms, summarise } from './latency.js';

export const KEYSTROKE_BUDGET_MS = 16;
const ROWS = 200;
const WARMUP_RUNS = 200;
const TIMED_RUNS = 2_000;
const FULL_RUNS = 100;

type TJson = Record<string, unknown>;

const control = (type: string, name: string, properties: TJson = {}): TJson => ({ id: name, type, properties: { Kennung: name, Überschrift: name, ...properties } });
const step = (calculationType: string, controlName: string): TJson => ({ calculationType, controlName });
const showWhen = (sourceName: string, operator: string, comparativeValue: unknown): TJson[] => [{ action: 'show', triggers: [{ sourceName, operator, comparativeValue }] }];

/** 33 controls on the page + the repeating group + its 6 controls = 40. */
function benchDefinition() {
  const positions = {
    ...control('group', 'Positionen', { repeating: true, style: 'fullHeader' }),
    controls: [
      control('textInput', 'Bezeichnung', { Erforderlich: true, 'Maximale Länge': 80 }),
      control('number', 'Menge', { Minimum: 0, Nachkommastellen: 0 }),
      control('number', 'Preis', { Minimum: 0, Zahlenformat: 'Währung', unit: '€' }),
      control('number', 'Betrag', { Nachkommastellen: 2, calculation: [step('+', 'Menge'), step('*', 'Preis'), step('*', 'Faktor')] }),
      control('date', 'Lieferdatum', { Minimum: 'Today-10y', Maximum: 'Today+1y' }),
      control('textarea', 'Positionsbemerkung', { conditions: showWhen('Betrag', '>', 500) }),
    ],
  };
  const page: TJson[] = [
    control('textInput', 'Vorname', { Erforderlich: true }),
    control('textInput', 'Nachname', { Erforderlich: true }),
    control('textInput', 'Email', { Textformat: 'E-mail', Erforderlich: true }),
    control('textInput', 'Telefon', { Textformat: 'Telefonnummer' }),
    control('textInput', 'Strasse'),
    control('textInput', 'Plz', { Textformat: 'Postleitzahl' }),
    control('textInput', 'Ort'),
    control('textInput', 'Iban', { Textformat: 'IBAN' }),
    control('textInput', 'Bic', { Textformat: 'BIC' }),
    control('textInput', 'Baujahr', { Textformat: 'Jahr' }),
    control('date', 'Geburtsdatum', { Minimum: 'Today-120y', Maximum: 'Today-18y', Erforderlich: true }),
    control('date', 'Versicherungsbeginn', { Minimum: 'Today', Maximum: 'Today+1y' }),
    control('date', 'Schadentag', { Maximum: 'Today' }),
    control('list', 'Zahlweise', { options: ['jährlich', 'halbjährlich', 'monatlich'].map((name) => ({ name, label: name })) }),
    control('list', 'Deckung', { multiSelect: true, options: ['Feuer', 'Sturm', 'Wasser', 'Glas'].map((name) => ({ name, label: name })) }),
    control('checkboxList', 'Vorschaeden'),
    control('checkbox', 'Zustimmung', { Erforderlich: true }),
    control('checkbox', 'AbweichenderZahler'),
    control('textInput', 'ZahlerName', { conditions: [{ action: 'hideAndClear', triggers: [{ sourceName: 'AbweichenderZahler', operator: 'notEquals', comparativeValue: true }] }] }),
    control('number', 'Wohnflaeche', { Minimum: 10, Maximum: 10_000, unit: 'm²' }),
    control('number', 'Versicherungssumme', { Minimum: 0, Zahlenformat: 'Währung' }),
    control('number', 'Faktor', { Minimum: 0, Maximum: 10 }),
    control('number', 'Rabatt', { Minimum: 0, Maximum: 50, unit: '%' }),
    control('number', 'Summe', { Nachkommastellen: 2, calculation: [step('+', 'Betrag')] }),
    control('number', 'Rabattbetrag', { Nachkommastellen: 2, calculation: [step('+', 'Summe'), step('*', 'Rabatt'), { calculationType: '/', value: 100 }] }),
    control('number', 'Gesamt', { Nachkommastellen: 2, Maximum: 1_000_000_000, calculation: [step('+', 'Summe'), step('-', 'Rabattbetrag')] }),
    control('displayValue', 'Anzahl', { calculation: [step('+', 'Positionen')] }),
    control('textarea', 'Begruendung', { Erforderlich: true, conditions: showWhen('Gesamt', '>', 10_000) }),
    control('upload', 'Nachweis', { allowedFormats: ['.pdf', '.jpg'], conditions: showWhen('Gesamt', '>', 50_000) }),
    control('textInput', 'Freigabe', { conditions: [{ action: 'readOnly', triggers: [{ sourceName: 'Gesamt', operator: '<', comparativeValue: 1_000 }] }] }),
    control('hint', 'Hinweis'),
    control('time', 'Uhrzeit'),
    control('remark', 'Bemerkung'),
  ];
  return ZFormDefinition.parse({ pages: [{ id: 'p1', controls: [...page.slice(0, 20), positions, ...page.slice(20)] }] });
}

function benchData(): TJson {
  const rows = Array.from({ length: ROWS }, (_, i) => ({ Bezeichnung: `Position ${i + 1}`, Menge: (i % 7) + 1, Preis: 9.99 + i, Lieferdatum: '2026-01-15' }));
  return {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    Email: 'erika@example.de',
    Telefon: '030 1234567',
    Plz: '10115',
    Iban: 'DE89 3704 0044 0532 0130 00',
    Bic: 'COBADEFFXXX',
    Geburtsdatum: '1980-05-01',
    Zustimmung: true,
    Faktor: 1,
    Rabatt: 5,
    Positionen: rows,
  };
}

/** Times `keystroke(i)` on a state that moves on with every keystroke, as typing does. */
function timeKeystrokes(start: TFormState, keystroke: (state: TFormState, i: number) => TFormState) {
  let state = start;
  for (let i = 0; i < WARMUP_RUNS; i++) state = keystroke(state, i);
  const samples: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    state = keystroke(state, i);
    samples.push(performance.now() - started);
  }
  return { latency: summarise(samples), state };
}

function keystrokeMeasurements(label: string, start: TFormState, path: TFieldPath, valueOf: (i: number) => unknown, check: (state: TFormState) => void): BenchMeasurement[] {
  const { latency, state } = timeKeystrokes(start, (s, i) => updateValue(s, path, valueOf(i)));
  check(state);
  const failed = latency.p95 > KEYSTROKE_BUDGET_MS;
  return [
    { metric: `${label}, p50`, value: latency.p50, note: `${latency.n} keystrokes, max ${ms(latency.max)}` },
    { metric: `${label}, p95`, value: latency.p95, note: `budget ≤ ${KEYSTROKE_BUDGET_MS} ms`, failed },
  ];
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

export const formsEngineCase: BenchCase = {
  name: 'Forms engine',
  async run(ctx) {
    const compiled = compileForm(benchDefinition());
    expectEqual(compiled.controls.size, 40, 'controls in the bench form');
    expectEqual(compiled.issues.length, 0, 'definition issues');
    const fullSamples: number[] = [];
    let state = evaluateForm(compiled, benchData());
    for (let i = 0; i < FULL_RUNS; i++) {
      const started = performance.now();
      state = evaluateForm(compiled, benchData());
      fullSamples.push(performance.now() - started);
    }
    const full = summarise(fullSamples);
    ctx.log(`full evaluation p50 ${ms(full.p50)}, ${state.cells.size} places, ${state.errors.size} issues`);

    const rowsOf = (s: TFormState) => s.data.Positionen as TJson[];
    const sumOf = (s: TFormState) => rowsOf(s).reduce((sum, row) => sum + (row.Betrag as number), 0);
    const sumMatches = (s: TFormState) => expectEqual(Math.abs((s.data.Summe as number) - sumOf(s)) < 0.01, true, 'Summe after the keystrokes');
    return [
      ...keystrokeMeasurements('keystroke in row 100 of 200 (amount, sum, total, conditions)', state, { name: 'Menge', rows: [99] }, (i) => String((i % 9) + 1), sumMatches),
      ...keystrokeMeasurements('keystroke in the factor all 200 rows read', state, { name: 'Faktor' }, (i) => String(1 + (i % 5) / 10), sumMatches),
      ...keystrokeMeasurements('keystroke in an unrelated text', state, { name: 'Ort' }, (i) => 'Berlin'.slice(0, (i % 6) + 1), () => undefined),
      { metric: 'full evaluation (load), p50', value: full.p50, note: `${full.n} runs, p95 ${ms(full.p95)}; for comparison` },
    ];
  },
};
