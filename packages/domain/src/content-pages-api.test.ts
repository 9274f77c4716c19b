import { describe, expect, it } from 'vitest';
import { CONTENT_SLUG_PATTERN, readsContentPage, slugFromTitle } from './content-pages-api.js';

describe('content pages', () => {
  it('proposes readable addresses from titles', () => {
    expect(slugFromTitle('Über uns')).toBe('ueber-uns');
    expect(slugFromTitle('Ihr Maklervertrag – Größe & Maß!')).toBe('ihr-maklervertrag-groesse-mass');
    expect(slugFromTitle('  Café  ')).toBe('cafe');
    expect(slugFromTitle('---')).toBe('');
    for (const title of ['Über uns', 'A  b', 'x'.repeat(200) + ' y']) expect(CONTENT_SLUG_PATTERN.test(slugFromTitle(title)), title).toBe(true);
  });

  it('shows drafts to admins only and each audience its pages', () => {
    const page = (Zielgruppe: 'ALLE' | 'MITARBEITER' | 'KUNDEN', Veroeffentlicht = true) => ({ Zielgruppe, Veroeffentlicht });
    expect(readsContentPage('licenseAdmin', page('KUNDEN', false))).toBe(true);
    expect(readsContentPage('employee', page('ALLE', false))).toBe(false);
    expect(readsContentPage('guest', page('ALLE'))).toBe(true);
    expect(readsContentPage('intermediary', page('MITARBEITER'))).toBe(true);
    expect(readsContentPage('customer', page('MITARBEITER'))).toBe(false);
    expect(readsContentPage('claimReporter', page('KUNDEN'))).toBe(true);
    expect(readsContentPage('employee', page('KUNDEN'))).toBe(false);
  });
});
