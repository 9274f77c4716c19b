import { describe, expect, it } from 'vitest';
import { definitionMessage, FORM_MESSAGES, validationMessage } from './form-messages.js';

describe('form messages', () => {
  it('has every text in de, en and pl, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [section, texts] of Object.entries(FORM_MESSAGES.de)) {
      for (const [key, german] of Object.entries(texts)) {
        for (const lang of ['en', 'pl'] as const) {
          const translated = (FORM_MESSAGES[lang] as unknown as Record<string, Record<string, string>>)[section]![key]!;
          expect(translated.trim(), `${lang}.${section}.${key}`).not.toBe('');
          expect(placeholders(translated), `${lang}.${section}.${key}`).toEqual(placeholders(german as string));
        }
      }
    }
  });

  it('holds the texts spec 001 quotes for forms', () => {
    const all = (lang: 'de' | 'en') => Object.values(FORM_MESSAGES[lang]).flatMap((texts) => Object.values(texts) as string[]);
    for (const quote of [
      'Zurück',
      'Weiter',
      '{{label}} hinzufügen',
      'entfernen',
      'Speichern...',
      'Ihre Eingaben sind gespeichert',
      'Abschicken',
      'Unterschreiben',
      'Dateien',
      'Bitte beachten Sie, dass von KI generierte Ergebnisse fehlerhaft sein können. Wir empfehlen, die Daten zu überprüfen.',
      'Disclaimer zur Nutzung von OpenStreetMap',
      'Fortfahren',
      'Abbrechen',
      'Neues Dokument hochladen',
      'Dateien durchsuchen',
      'Durchsuchen',
      'Importieren',
      'Bitte eine gültige E-Mail-Adresse eintragen.',
    ])
      expect(all('de')).toContain(quote);
    expect(all('en')).toContain('Geolocation is not supported in your browser');
  });

  it('fills placeholders for the language: numbers, dates, lists', () => {
    expect(validationMessage('min', { min: 1500.5 })).toBe('Der Wert muss mindestens 1.500,5 sein.');
    expect(validationMessage('min', { min: 1500.5 }, 'en')).toBe('The value must be at least 1,500.5.');
    expect(validationMessage('dateMin', { date: '2016-11-25' })).toBe('Das Datum darf nicht vor dem 25.11.2016 liegen.');
    expect(validationMessage('dateMin', { date: '2016-11-25' }, 'en')).toBe('The date must not be before 25/11/2016.');
    expect(validationMessage('uploadFormat', { formats: ['.pdf', '.jpg'] }, 'pl')).toBe('Ten format pliku jest niedozwolony. Dozwolone są: .pdf, .jpg.');
    expect(validationMessage('required', undefined, 'cs')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(definitionMessage('cycle', { controls: ['A', 'B'] })).toContain('A, B');
  });
});
