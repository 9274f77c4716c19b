import { describe, expect, it } from 'vitest';
import { ZFormDefinition } from './definition-schema.js';
import { fieldErrors, validateFormData } from './validate-form-data.js';

const definition = ZFormDefinition.parse({
  pages: [
    {
      id: 'p1',
      controls: [
        { id: '1', type: 'textInput', properties: { Kennung: 'Email', Textformat: 'E-mail', Erforderlich: true } },
        { id: '2', type: 'number', properties: { Kennung: 'Netto', Minimum: 0 } },
        { id: '3', type: 'number', properties: { Kennung: 'Brutto', calculation: [{ calculationType: '+', controlName: 'Netto' }, { calculationType: '*', value: 1.19 }] } },
        { id: '4', type: 'date', properties: { Kennung: 'Geburtsdatum', Maximum: 'Today-18y' } },
        { id: '5', type: 'group', properties: { Kennung: 'Zeugen', repeating: true }, controls: [{ id: '6', type: 'textInput', properties: { Kennung: 'Telefon', Textformat: 'Telefonnummer' } }] },
      ],
    },
  ],
});

describe('validateFormData (the server\'s check)', () => {
  it('accepts valid data and returns what the engine made of it', () => {
    const result = validateFormData(definition, { Email: 'a@b.de', Netto: 100, Brutto: 1, Geburtsdatum: '1980-01-01T00:00:00.000Z' }, { now: new Date('2026-11-25') });
    expect(result.valid).toBe(true);
    expect(result.data.Brutto).toBe(119);
    expect(result.data.Geburtsdatum).toBeInstanceOf(Date);
  });

  it('names every invalid control with the messages the browser shows', () => {
    const result = validateFormData(definition, { Netto: -1, Geburtsdatum: '2020-01-01', Zeugen: [{ Telefon: '0' }] }, { now: new Date('2026-11-25') });
    expect(result.valid).toBe(false);
    expect(fieldErrors(result.issues)).toEqual([
      { path: 'Email', message: 'Bitte füllen Sie dieses Feld aus.' },
      { path: 'Netto', message: 'Der Wert muss mindestens 0 sein.' },
      { path: 'Geburtsdatum', message: 'Das Datum darf nicht nach dem 25.11.2008 liegen.' },
      { path: 'Zeugen.0.Telefon', message: 'Bitte eine gültige Telefonnummer eintragen.' },
    ]);
    expect(fieldErrors(result.issues, 'en')[0]).toEqual({ path: 'Email', message: 'Please fill in this field.' });
  });

  it('never throws on data that is no form data', () => {
    for (const data of [null, 42, 'x', [], { Zeugen: 'nope' }, { Zeugen: [1, null] }]) expect(() => validateFormData(definition, data)).not.toThrow();
    expect(validateFormData(definition, { Zeugen: 'nope' }).issues.map((i) => [i.path, i.key])).toEqual([
      ['Email', 'required'],
      ['Zeugen', 'invalid'],
    ]);
  });
});
