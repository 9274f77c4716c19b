/** The services' forms are real forms of the engine: they parse, compile without issues and accept a filling-in. */
import { describe, expect, it } from 'vitest';
import { compileForm, validateFormData, ZFormDefinition } from '@portal/forms';
import { SERVICE_FORM_KEYS } from '@portal/domain';
import { SERVICE_FORMS } from './service-forms.js';

const now = new Date('2026-06-15T10:00:00Z');
const formOf = (key: string) => ZFormDefinition.parse(SERVICE_FORMS.find((f) => f.serviceKey === key)!.definition);

describe('the service forms', () => {
  it('are one per service form key', () => {
    expect(SERVICE_FORMS.map((f) => f.serviceKey).sort()).toEqual([...SERVICE_FORM_KEYS].sort());
  });

  it.each(SERVICE_FORMS.map((f) => [f.serviceKey, f] as const))('%s parses and compiles without a definition issue', (_key, form) => {
    const compiled = compileForm(ZFormDefinition.parse(form.definition));
    expect(compiled.issues).toEqual([]);
  });

  it('the comfort claim report asks the questions of the chosen line only', () => {
    const base = { Vorname: 'E', Nachname: 'M', EMail: 'e@example.test', Schadentag: '2026-06-01', Schadenart: 'Unfall', Schadenort: 'Köln', Hergang: 'Auffahrunfall' };
    const motor = validateFormData(formOf('claimReportComfort'), { ...base, Sparte: 'Kfz', Geschaedigter: 'X' }, { now });
    expect(motor.issues.map((i) => i.path)).toEqual(['Kennzeichen']);
    expect(motor.data).not.toHaveProperty('Geschaedigter');
    const liability = validateFormData(formOf('claimReportComfort'), { ...base, Sparte: 'Haftpflicht', Kennzeichen: 'K-1' }, { now });
    expect(liability.issues.map((i) => i.path)).toEqual(['Geschaedigter']);
    expect(liability.data).not.toHaveProperty('Kennzeichen');
  });

  it('the inventory transfer needs a company and number for every contract', () => {
    const result = validateFormData(formOf('inventoryTransfer'), { Vorname: 'U', Nachname: 'W', Uebertragungsdatum: '2026-07-01', Einwilligung: true, Vertraege: [{ Gesellschaft: 'Alt AG' }] }, { now });
    expect(result.issues.map((i) => i.path)).toEqual(['Vertraege.0.Versicherungsnummer']);
  });
});
