import { describe, expect, it } from 'vitest';
import { DATA_CATALOG } from './data-catalog.js';
import { isPersonalField, masksPersonalData, maskPersonalFields } from './personal-data.js';

describe('personal data', () => {
  it('masks exactly the personal fields of a record, as null, keeping its shape', () => {
    const customer = { Id: 'c1', Kundenname: 'Erika Muster', Geburtstag: '1970-01-01', EmailPrivat: 'e@x.de', TelefonPrivat: '0171', Ort: 'Köln' };
    expect(maskPersonalFields('Kunde', customer)).toEqual({ Id: 'c1', Kundenname: 'Erika Muster', Geburtstag: null, EmailPrivat: null, TelefonPrivat: null, Ort: 'Köln' });
    expect(customer.Geburtstag).toBe('1970-01-01');
    expect(maskPersonalFields('Adresse', { Email: 'a@b.de', Mobil: '0160', Strasse: 'Weg 1' })).toEqual({ Email: null, Mobil: null, Strasse: 'Weg 1' });
  });

  it('only guests are masked', () => {
    expect(masksPersonalData({ role: 'guest' })).toBe(true);
    expect(masksPersonalData({ role: 'licenseAdmin' })).toBe(false);
    expect(masksPersonalData({ role: 'customer' })).toBe(false);
  });

  it('every birthday, e-mail and phone property of customers and addresses in the data catalog is personal', () => {
    for (const kind of ['Kunde', 'Adresse'] as const) {
      const suspicious = DATA_CATALOG[kind].filter((p) => /Geburtstag|Email|Telefon|Mobil|Fax|Iban|Bic/i.test(p.name)).map((p) => p.name);
      expect(suspicious.length).toBeGreaterThan(0);
      for (const name of suspicious) expect(isPersonalField(kind, name)).toBe(true);
    }
    // Insurers' contact details are no one's personal data.
    expect(isPersonalField('Gesellschaft', 'Email')).toBe(false);
  });
});
