import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { translation as en } from '../i18n/translation-en';
import { translation as pl } from '../i18n/translation-pl';
import { valueLabel } from './value-label';

// English and Polish load on demand in the app; here they are there from the start.
const i18n = createInstance();
void i18n.init({ resources: { ...resources, en: { translation: en }, pl: { translation: pl } }, lng: 'en', fallbackLng: 'de', initAsync: false });

describe('valueLabel', () => {
  it('translates the closed value sets, also by a dotted path and with a dot in the value', () => {
    expect(valueLabel(i18n, 'en', 'Zahlweise', 'monatlich')).toBe('monthly');
    expect(valueLabel(i18n, 'pl', 'Vertrag.ComputedStatus', 'Police')).toBe('Polisa');
    expect(valueLabel(i18n, 'en', 'InkassoStatus', '1. Mahnung')).toBe('1st reminder');
    expect(valueLabel(i18n, 'en', 'Beratungsgebiet', 'Wohnen & Eigentum')).toBe('Home & property');
    expect(valueLabel(i18n, 'de', 'Statusgrund', 'Umdeckung')).toBe('Umdeckung');
  });

  it('leaves other properties, unknown values and untranslated languages as they are', () => {
    expect(valueLabel(i18n, 'en', 'Produkt', 'monatlich')).toBe('monatlich');
    expect(valueLabel(i18n, 'en', 'Zahlweise', 'zweijährlich')).toBe('zweijährlich');
    expect(valueLabel(i18n, 'es', 'Zahlweise', 'monatlich')).toBe('monatlich');
  });
});
