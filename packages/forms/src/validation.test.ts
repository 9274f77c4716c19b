import { describe, expect, it } from 'vitest';
import { evaluateForm, formIssues } from './evaluate-form.js';
import { control, formOf, repeatingGroup } from './test-forms.js';

const NOW = new Date('2026-11-25T10:00:00Z');

/** The issue key of one control with this value, or null. */
function issueOf(type: string, properties: Record<string, unknown>, value: unknown): string | null {
  const s = evaluateForm(formOf(control(type, 'F', properties)), value === undefined ? {} : { F: value }, { now: NOW });
  return s.errors.get('F')?.key ?? null;
}

describe('validation', () => {
  it('required', () => {
    expect(issueOf('textInput', { Erforderlich: true }, '  ')).toBe('required');
    expect(issueOf('textInput', { Erforderlich: true }, 'x')).toBeNull();
    expect(issueOf('number', { Erforderlich: true }, '')).toBe('required');
    expect(issueOf('checkbox', { Erforderlich: true }, false)).toBe('required');
    expect(issueOf('checkbox', { Erforderlich: true }, true)).toBeNull();
    expect(issueOf('list', { Erforderlich: true, multiSelect: true }, [])).toBe('required');
    expect(issueOf('textInput', {}, undefined)).toBeNull();
  });

  it('maximum length, and a ceiling without one', () => {
    expect(issueOf('textInput', { 'Maximale Länge': 5 }, 'abcdef')).toBe('maxLength');
    expect(issueOf('textInput', { 'Maximale Länge': 5 }, 'abcde')).toBeNull();
    expect(issueOf('textInput', {}, 'x'.repeat(1001))).toBe('maxLength');
    expect(issueOf('textarea', {}, 'x'.repeat(10_000))).toBeNull();
  });

  it('text formats', () => {
    const cases: [string, string, string | null][] = [
      ['E-mail', 'erika@example.de', null],
      ['E-mail', 'erika@', 'email'],
      ['Telefonnummer', '030 1234567', null],
      ['Telefonnummer', '+48 22 123 45 67', null],
      ['Telefonnummer', '12', 'phone'],
      ['Jahr', '1998', null],
      ['Jahr', '98', 'year'],
      ['Postleitzahl', '01067', null],
      ['Postleitzahl', '1067', 'postcode'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00', null],
      ['IBAN', 'DE89 3704 0044 0532 0130 01', 'iban'],
      ['BIC', 'COBADEFFXXX', null],
      ['BIC', 'cobadeff', null],
      ['BIC', 'COBA', 'bic'],
      ['Ohne', 'anything', null],
    ];
    for (const [Textformat, value, key] of cases) expect(issueOf('textInput', { Textformat }, value), `${Textformat} ${value}`).toBe(key);
  });

  it('numbers: min, max, decimals, formats', () => {
    expect(issueOf('number', {}, 'zwölf')).toBe('number');
    expect(issueOf('number', { Minimum: 10 }, 9)).toBe('min');
    expect(issueOf('number', { Maximum: 10 }, '10,5')).toBe('max');
    expect(issueOf('number', { Minimum: 10, Maximum: 10 }, 10)).toBeNull();
    expect(issueOf('number', { Nachkommastellen: 0 }, 1.5)).toBe('integer');
    expect(issueOf('number', { Nachkommastellen: 2 }, 1.555)).toBe('decimals');
    expect(issueOf('number', { Nachkommastellen: 2 }, 9.99 + 7)).toBeNull();
    expect(issueOf('number', { Zahlenformat: 'Währung' }, 1.001)).toBe('decimals');
    expect(issueOf('number', { Zahlenformat: 'Jahr' }, 1998)).toBeNull();
    expect(issueOf('number', { Zahlenformat: 'Jahr' }, 98)).toBe('year');
    expect(issueOf('number', { Zahlenformat: 'Postleitzahl' }, 1067)).toBeNull();
    expect(issueOf('number', { Zahlenformat: 'Postleitzahl' }, 123456)).toBe('postcode');
  });

  it('dates with fixed bounds and rules such as Today-10y', () => {
    expect(issueOf('date', { Minimum: 'Today-10y' }, '2016-11-24')).toBe('dateMin');
    expect(issueOf('date', { Minimum: 'Today-10y' }, '2016-11-25')).toBeNull();
    expect(issueOf('date', { Maximum: 'Today' }, '2026-11-26')).toBe('dateMax');
    expect(issueOf('date', { Maximum: '31.12.2026' }, new Date('2026-12-31T22:59:00Z'))).toBeNull();
    expect(issueOf('date', {}, '2026-02-30')).toBe('date');
    const s = evaluateForm(formOf(control('date', 'F', { Minimum: 'Today-10y' })), { F: '2000-01-01' }, { now: NOW });
    expect(s.errors.get('F')).toMatchObject({ key: 'dateMin', params: { date: '2016-11-25' } });
  });

  it('uploads by allowed formats (the spec\'s six when none are set)', () => {
    expect(issueOf('upload', { allowedFormats: ['.pdf'] }, [{ name: 'Rechnung.PDF' }])).toBeNull();
    expect(issueOf('upload', { allowedFormats: ['.pdf'] }, [{ name: 'Foto.jpg' }])).toBe('uploadFormat');
    expect(issueOf('upload', {}, ['scan.docx'])).toBeNull();
    expect(issueOf('upload', {}, ['setup.exe'])).toBe('uploadFormat');
    expect(issueOf('upload', {}, [42])).toBe('invalid');
  });

  it('choices, times, locations and malformed values', () => {
    const options = [{ name: 'a', label: 'A' }, { name: 'b', value: 'B' }];
    expect(issueOf('list', { options }, 'a')).toBeNull();
    expect(issueOf('list', { options }, 'B')).toBeNull();
    expect(issueOf('list', { options }, 'c')).toBe('option');
    expect(issueOf('list', { options, multiSelect: true }, ['a', 'B'])).toBeNull();
    expect(issueOf('checkboxList', {}, 'Keine Angabe')).toBeNull();
    expect(issueOf('checkboxList', {}, 'Vielleicht')).toBe('option');
    expect(issueOf('time', {}, '23:59')).toBeNull();
    expect(issueOf('time', {}, '24:00')).toBe('time');
    expect(issueOf('location', {}, { latitude: '52.52', longitude: '13.40' })).toBeNull();
    expect(issueOf('location', {}, { latitude: '152.52', longitude: '13.40' })).toBe('location');
    // Three decimals are a decimal point, not a thousands separator.
    expect(issueOf('location', {}, { latitude: '52.520', longitude: '13.405' })).toBeNull();
    expect(issueOf('location', {}, { latitude: 52.52, longitude: -13.405 })).toBeNull();
    expect(issueOf('location', {}, { latitude: '52,52', longitude: '13.40' })).toBe('location');
    expect(issueOf('textInput', {}, { evil: true })).toBe('invalid');
    expect(issueOf('checkbox', {}, 'yes')).toBe('invalid');
  });

  it('a dynamicList offers the answers of its target question', () => {
    const form = formOf(repeatingGroup('Zeugen', [control('textInput', 'Name')]), control('dynamicList', 'Hauptzeuge', { targetGroup: 'Zeugen', targetQuestion: 'Name' }));
    expect(evaluateForm(form, { Zeugen: [{ Name: 'Lea' }], Hauptzeuge: 'Lea' }).errors.size).toBe(0);
    expect(evaluateForm(form, { Zeugen: [{ Name: 'Lea' }], Hauptzeuge: 'Tom' }).errors.get('Hauptzeuge')?.key).toBe('option');
  });

  it('names issues by control and row; hidden controls are not validated', () => {
    const form = formOf(
      repeatingGroup('Zeugen', [control('textInput', 'Name', { Erforderlich: true }), control('textInput', 'Telefon', { Textformat: 'Telefonnummer' })], { Erforderlich: true }),
      control('textInput', 'Geheim', { Erforderlich: true, Versteckt: true }),
    );
    expect(formIssues(evaluateForm(form, {})).map((i) => i.path)).toEqual(['Zeugen']);
    const issues = formIssues(evaluateForm(form, { Zeugen: [{ Name: 'Lea' }, { Telefon: 'x' }] }));
    expect(issues.map(({ path, name, rows, key }) => ({ path, name, rows, key }))).toEqual([
      { path: 'Zeugen.1.Name', name: 'Name', rows: [1], key: 'required' },
      { path: 'Zeugen.1.Telefon', name: 'Telefon', rows: [1], key: 'phone' },
    ]);
  });
});
