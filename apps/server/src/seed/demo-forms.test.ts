/** The demo forms are real forms of the engine: they parse, compile without issues and accept a plausible filling-in. */
import { describe, expect, it } from 'vitest';
import { compileForm, validateFormData, ZFormDefinition } from '@portal/forms';
import { DEMO_FORMS } from './demo-forms.js';

const byKey = (key: string) => ZFormDefinition.parse(DEMO_FORMS.find((f) => f.key === key)!.definition);
const now = new Date('2026-06-15T10:00:00Z');

describe('the demo forms', () => {
  it.each(DEMO_FORMS.map((f) => [f.key, f] as const))('%s parses and compiles without a definition issue', (_key, form) => {
    const compiled = compileForm(ZFormDefinition.parse(form.definition));
    expect(compiled.issues).toEqual([]);
    expect(compiled.controls.size).toBeGreaterThan(8);
  });

  it('the claim report asks for the police station only when the police came, and counts the witnesses', () => {
    const form = byKey('schadenmeldung');
    const base = { Vorname: 'Erika', Nachname: 'Muster', Versicherungsnummer: 'HR-123', EMail: 'erika@example.test', Schadentag: '2026-06-01', Schadenart: 'Leitungswasser', Schadenort: 'Hauptstr. 1, 50667 Köln', Hergang: 'Rohrbruch in der Küche.' };
    const noPolice = validateFormData(form, { ...base, Polizei: 'Nein', Dienststelle: 'PI Köln-Mitte' }, { now });
    expect(noPolice.valid).toBe(true);
    expect(noPolice.data).not.toHaveProperty('Dienststelle');
    const withWitnesses = validateFormData(form, { ...base, Polizei: 'Ja', ZeugenVorhanden: true, Zeugen: [{ ZeugeName: 'Max Zeuge' }, { ZeugeName: '' }] }, { now });
    expect(withWitnesses.data.AnzahlZeugen).toBe(2);
    expect(withWitnesses.issues.map((i) => i.path)).toEqual(['Zeugen.1.ZeugeName']);
    const other = validateFormData(form, { ...base, Polizei: 'Nein', Schadenart: 'Sonstiges' }, { now });
    expect(other.issues.map((i) => i.path)).toEqual(['SchadenartSonstiges']);
  });

  it('the household quote computes sum insured and premium', () => {
    const result = validateFormData(byKey('hausrat-angebot'), { PLZ: '50667', Wohnform: 'Wohnung', Wohnflaeche: 80, Tarifzone: 2, Beitragssatz: 1.2, Fahrrad: true, Fahrradwert: 1500, Zahlweise: 'jährlich', Versicherungsbeginn: '2026-07-01' }, { now });
    expect(result.issues).toEqual([]);
    expect(result.data).toMatchObject({ Versicherungssumme: 52_000, Grundbeitrag: 62.4, Fahrradbeitrag: 30, Jahresbeitrag: 92.4 });
  });

  it.each(['evb-kompaktkraft', 'evb-euromobil'])('the eVB request %s names what is missing and drops the previous insurer on a new registration', (key) => {
    const empty = validateFormData(byKey(key), {}, { now });
    expect(empty.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['Halter', 'FIN', 'Einwilligung']));
    const fresh = validateFormData(byKey(key), { Anlass: 'Neuzulassung', Vorversicherer: 'Alt AG' }, { now });
    expect(fresh.data).not.toHaveProperty('Vorversicherer');
    expect(fresh.issues.map((i) => i.path)).not.toContain('Vorversicherer');
  });
});
