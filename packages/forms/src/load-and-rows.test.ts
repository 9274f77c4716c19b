import { describe, expect, it } from 'vitest';
import { aiImportTargets } from './ai-import-targets.js';
import { compileForm } from './compile-form.js';
import { ZFormDefinition } from './definition-schema.js';
import { cellState, evaluateForm } from './evaluate-form.js';
import { prefillData, initialRow } from './prefill.js';
import { addRow, removeRow } from './repeating-groups.js';
import { reviveDates } from './revive-dates.js';
import { control, formOf, repeatingGroup, step, trigger, when } from './test-forms.js';
import { MAX_GROUP_ROWS } from './validation.js';

const NOW = new Date('2026-11-25T23:30:00Z'); // already 26.11. in Berlin

describe('loading', () => {
  const form = formOf(
    control('date', 'Meldedatum', { prefillMode: 'Einmalig' }),
    control('date', 'Stand', { prefillMode: 'Immer' }),
    control('date', 'Schadentag'),
    control('textInput', 'Vorname', { defaultAnswerSource: 'firstName' }),
    control('textInput', 'Land', { defaultAnswer: 'Deutschland' }),
    control('textInput', 'Referenz'),
    control('number', 'Beitragssatz', { defaultAnswer: '1,20' }),
    control('number', 'Faktor', { defaultAnswer: 2 }),
    repeatingGroup('Zeugen', [control('date', 'Befragt', { prefillMode: 'Einmalig' })]),
  );

  it('revives ISO strings of date controls only', () => {
    const data = reviveDates(form, { Schadentag: '2024-04-30T22:00:00.000Z', Referenz: '2024-05-01', Zeugen: [{ Befragt: '2024-05-02' }] });
    expect(data.Schadentag).toBeInstanceOf(Date);
    expect(data.Referenz).toBe('2024-05-01');
    expect((data.Zeugen as { Befragt: unknown }[])[0]!.Befragt).toBeInstanceOf(Date);
    expect(evaluateForm(form, data).errors.size).toBe(0);
  });

  it('prefills today (in Berlin) once or always, and default answers where none was given', () => {
    const data = prefillData(form, { Stand: '2020-01-01', Land: '', Zeugen: [{}] }, { now: NOW, user: { firstName: 'Erika' } });
    expect(data).toMatchObject({ Meldedatum: '2026-11-26', Stand: '2026-11-26', Vorname: 'Erika', Land: '', Zeugen: [{ Befragt: '2026-11-26' }] });
    expect(prefillData(form, { Meldedatum: '2020-01-01' }, { now: NOW }).Meldedatum).toBe('2020-01-01');
    expect(prefillData(form, {}, { now: NOW }).Land).toBe('Deutschland');
    expect(initialRow(form, 'Zeugen', { now: NOW })).toEqual({ Befragt: '2026-11-26' });
  });

  it('starts a number with its default answer as a number, and keeps one the user emptied', () => {
    expect(prefillData(form, {}, { now: NOW })).toMatchObject({ Beitragssatz: 1.2, Faktor: 2 });
    expect(prefillData(form, { Beitragssatz: null }, { now: NOW }).Beitragssatz).toBeNull();
  });
});

describe('repeating groups', () => {
  const form = formOf(
    repeatingGroup('Pos', [control('number', 'Betrag'), control('textInput', 'Grund', { conditions: [when('show', trigger('Betrag', '>', 100))], Erforderlich: true })]),
    control('number', 'Summe', { calculation: [step('+', 'Betrag')] }),
  );

  it('adds and removes entries, recalculating and re-validating the rows that moved', () => {
    let s = evaluateForm(form, { Pos: [{ Betrag: 50 }, { Betrag: 500 }] });
    expect(s.data.Summe).toBe(550);
    expect([...s.errors.keys()]).toEqual(['Pos.1.Grund']);
    s = addRow(s, { name: 'Pos' }, {}, { Betrag: 7 });
    expect(s.data.Summe).toBe(557);
    s = removeRow(s, { name: 'Pos' }, 0);
    expect(s.data).toMatchObject({ Summe: 507, Pos: [{ Betrag: 500 }, { Betrag: 7 }] });
    expect([...s.errors.keys()]).toEqual(['Pos.0.Grund']);
    expect(cellState(s, { name: 'Grund', rows: [1] }).hidden).toBe(true);
    expect(removeRow(s, { name: 'Pos' }, 5)).toBe(s);
  });

  it('starts a group without data with its first entry on adding, and stops at the limit', () => {
    const s = addRow(evaluateForm(form, {}), { name: 'Pos' });
    expect(s.data.Pos).toEqual([{}]);
    const full = evaluateForm(form, { Pos: Array.from({ length: MAX_GROUP_ROWS }, () => ({})) });
    expect(addRow(full, { name: 'Pos' })).toBe(full);
  });
});

describe('form options and AI import', () => {
  it('the form option readOnly makes every control read-only', () => {
    const definition = ZFormDefinition.parse({ options: { readOnly: true }, pages: [{ id: 'p', controls: [control('textInput', 'A')] }] });
    expect(cellState(evaluateForm(compileForm(definition), {}), { name: 'A' }).readOnly).toBe(true);
  });

  it('lists the controls marked KI-Abruf with their label and hint', () => {
    const form = formOf(
      control('textInput', 'Kennzeichen', { 'KI-Abruf': true, Überschrift: 'Amtliches Kennzeichen', 'KI-Hilfe': 'z. B. B-AB 123' }),
      control('date', 'Schadentag', { 'KI-Abruf': true }),
      control('textInput', 'Intern'),
      repeatingGroup('Zeugen', [control('textInput', 'Name', { 'KI-Abruf': true })]),
    );
    expect(aiImportTargets(form)).toEqual([
      { name: 'Kennzeichen', type: 'textInput', label: 'Amtliches Kennzeichen', hint: 'z. B. B-AB 123' },
      { name: 'Schadentag', type: 'date', label: 'Schadentag', hint: null },
    ]);
  });
});
