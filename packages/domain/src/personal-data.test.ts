import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_CATALOG } from './data-catalog.js';
import { DATA_TYPES } from './data-query.js';
import { isPersonalFieldName, maskPersonalData, masksPersonalData } from './personal-data.js';

describe('isPersonalFieldName', () => {
  it.each([
    'Geburtstag',
    'Geburtsdatum',
    'fahrerGeburtsdatum',
    'dateOfBirth',
    'EmailPrivat',
    'EmailGeschaeftlich',
    'Email',
    'e_mail',
    'E-Mail',
    'Mailadresse',
    'TelefonPrivat',
    'Telefon1',
    'Telefon2',
    'telefonnummer',
    'phoneNumber',
    'Mobil',
    'mobile',
    'Handy',
    'Fax',
    'Telefax',
    'Iban',
    'IBAN',
    'Bic',
    'Kontonummer',
    'SteuerId',
    'steuer_id',
    'Steuernummer',
    'SteueridentifikationsNr',
    'taxId',
    'Sozialversicherungsnummer',
    'Kunde.EmailPrivat',
    'Vertrag.Kunde.Geburtstag',
  ])('%s is personal', (name) => expect(isPersonalFieldName(name)).toBe(true));

  it.each([
    'Kundenname',
    'Kontaktname',
    'Strasse',
    'Plz',
    'Ort',
    'Immobilie',
    'Automobilclub',
    'Abschlusstag',
    'Meldungtag',
    'Headline',
    'Zahlweise',
    'Tags',
    'Bestand',
    'Kennzeichen',
    'fahrgestellnr',
    'erstzulassung',
    'Kunde.Kundenname',
  ])('%s is not personal', (name) => expect(isPersonalFieldName(name)).toBe(false));

  it('flags exactly these properties of the data catalog (a new one shows up here)', () => {
    const flagged = Object.fromEntries(DATA_TYPES.map((type) => [type, DATA_CATALOG[type].filter((p) => isPersonalFieldName(p.name)).map((p) => p.name)]));
    expect(flagged).toEqual({
      Vertrag: [],
      Schaden: [],
      Kunde: ['Geburtstag', 'EmailPrivat', 'TelefonPrivat'],
      Adresse: ['Telefon1', 'Mobil', 'Email', 'Geburtstag'],
      Gesellschaft: ['Telefon1', 'Telefon2', 'Email'],
      Brief: [],
      Vorgang: [],
      Angebot: [],
      Vermittler: [],
    });
  });
});

describe('maskPersonalData', () => {
  it('sets personal fields to null at any depth, keeps everything else and leaves the input unchanged', () => {
    const detail = {
      Id: 'c1',
      Kundenname: 'Erika Muster',
      Geburtstag: '1970-01-01',
      EmailPrivat: 'e@x.de',
      TelefonPrivat: null,
      Counts: { Vertraege: 2 },
      Spartendaten: [{ Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'K-AB 12', fahrerGeburtsdatum: '1990-02-03', iban: 'DE02120300000000202051' } }],
      Items: [{ 'Kunde.Kundenname': 'Erika Muster', 'Kunde.Email': 'e@x.de' }],
    };
    const original = JSON.parse(JSON.stringify(detail)) as typeof detail;
    expect(maskPersonalData(detail)).toEqual({
      Id: 'c1',
      Kundenname: 'Erika Muster',
      Geburtstag: null,
      EmailPrivat: null,
      TelefonPrivat: null,
      Counts: { Vertraege: 2 },
      Spartendaten: [{ Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'K-AB 12', fahrerGeburtsdatum: null, iban: null } }],
      Items: [{ 'Kunde.Kundenname': 'Erika Muster', 'Kunde.Email': null }],
    });
    expect(detail).toEqual(original);
  });

  it('masks a personal field whatever it holds (an object, a list), and passes scalars and dates through', () => {
    expect(maskPersonalData({ Telefon: { Privat: '0221 1', Mobil: '0171 2' }, Emails: ['a@b.de'] })).toEqual({ Telefon: null, Emails: null });
    const at = new Date('2026-01-01T00:00:00Z');
    expect(maskPersonalData({ Erstellt: at }).Erstellt).toBe(at);
    expect(maskPersonalData('text')).toBe('text');
    expect(maskPersonalData(null)).toBeNull();
    expect(maskPersonalData([1, 2])).toEqual([1, 2]);
  });

  it('never lets a value of a personal field through, whatever the shape of the answer', () => {
    const personalKey = fc.constantFrom('Geburtstag', 'EmailPrivat', 'Telefon1', 'Mobil', 'Iban', 'fahrerGeburtsdatum');
    const secret = '§secret§';
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('x', 1, true, null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('Id', 'Kunde', 'Data', 'Items', 'Ort'), tie('node'), { maxKeys: 3 }),
        fc.tuple(personalKey, tie('node')).map(([key, inner]) => ({ [key]: { inner, secret }, Ort: 'Köln' })),
        personalKey.map((key) => ({ [key]: secret })),
      ),
    }));
    fc.assert(fc.property(tree.node, (answer) => !JSON.stringify(maskPersonalData(answer)).includes(secret)));
  });
});

describe('masksPersonalData', () => {
  it('masks for guests only', () => {
    expect(masksPersonalData({ role: 'guest' })).toBe(true);
    for (const role of ['licenseAdmin', 'employee', 'intermediary', 'customer', 'claimReporter'] as const) expect(masksPersonalData({ role })).toBe(false);
  });
});
