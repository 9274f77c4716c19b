/**
 * The form both forms benchmarks use (issue 10): 33 controls on one page (texts with formats, numbers with
 * bounds, dates with rules such as Today-10y, lists, a sum, a discount and a total, conditions on the total
 * and on a checkbox) and a repeating group of 6 controls (quantity × price × a factor from the page = amount;
 * a remark shown over 500) — 40 controls — with answers holding 200 rows. `forms-cases.ts` runs the engine
 * on it in Node, `form-runtime-cases.ts` the React runtime in Chromium.
 */
import { ZFormDefinition } from '@portal/forms';

export const BENCH_FORM_ROWS = 200;

export type TJson = Record<string, unknown>;

const control = (type: string, name: string, properties: TJson = {}): TJson => ({ id: name, type, properties: { Kennung: name, Überschrift: name, ...properties } });
const step = (calculationType: string, controlName: string): TJson => ({ calculationType, controlName });
const showWhen = (sourceName: string, operator: string, comparativeValue: unknown): TJson[] => [{ action: 'show', triggers: [{ sourceName, operator, comparativeValue }] }];

/** 33 controls on the page + the repeating group + its 6 controls = 40. */
export function benchFormDefinition() {
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

export function benchFormData(): TJson {
  const rows = Array.from({ length: BENCH_FORM_ROWS }, (_, i) => ({ Bezeichnung: `Position ${i + 1}`, Menge: (i % 7) + 1, Preis: 9.99 + i, Lieferdatum: '2026-01-15' }));
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
