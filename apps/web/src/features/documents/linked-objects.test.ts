import { describe, expect, it } from 'vitest';
import { linkedObjectOf } from './linked-objects';

const row = { Id: 'd1', Kunde: { Id: 'k1', Kundenname: 'Abt, Timm' }, Vertrag: { Id: 'v1', VertragsNr: 'KF-1', Typ: 'KOMPAKT_GEWERBE' }, Schaden: { Id: null, NummerMakler: null }, Vorgang: { Id: 'p1', Headline: 'Anfrage' } };

describe('linkedObjectOf', () => {
  it('links the customer, contract (with its type) and process cells', () => {
    expect(linkedObjectOf('Kunde.Kundenname', row)).toEqual({ label: 'Abt, Timm', target: { kind: 'Kunde', id: 'k1' } });
    expect(linkedObjectOf('Vertrag.VertragsNr', row)).toEqual({ label: 'KF-1', target: { kind: 'Vertrag', id: 'v1', typ: 'KOMPAKT_GEWERBE' } });
    expect(linkedObjectOf('Vorgang.Headline', row)).toEqual({ label: 'Anfrage', target: { kind: 'Vorgang', id: 'p1' } });
  });
  it('leaves other cells and cells without an object alone', () => {
    expect(linkedObjectOf('Titel', row)).toBeNull();
    expect(linkedObjectOf('Schaden.NummerMakler', row)).toBeNull();
  });
});
