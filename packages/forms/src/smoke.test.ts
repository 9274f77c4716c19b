import { expect, it } from 'vitest';
import { control, formOf, repeatingGroup, step, trigger, when } from './test-forms.js';
import { evaluateForm, updateValue, formIssues } from './evaluate-form.js';

it('smoke', () => {
  const form = formOf(
    repeatingGroup('Pos', [control('number', 'Menge'), control('number', 'Preis'), control('number', 'Betrag', { calculation: [step('+', 'Menge'), step('*', 'Preis')] })]),
    control('number', 'Summe', { calculation: [step('+', 'Betrag')] }),
    control('textInput', 'Grund', { Erforderlich: true, conditions: [when('show', trigger('Summe', '>', 100))] }),
  );
  expect(form.issues).toEqual([]);
  let s = evaluateForm(form, { Pos: [{ Menge: 2, Preis: 10 }, { Menge: 1, Preis: 5 }] });
  expect(s.data).toMatchObject({ Summe: 25, Pos: [{ Betrag: 20 }, { Betrag: 5 }] });
  expect(formIssues(s)).toEqual([]);
  s = updateValue(s, { name: 'Menge', rows: [0] }, '20');
  expect(s.data).toMatchObject({ Summe: 205, Pos: [{ Menge: 20, Betrag: 200 }, { Betrag: 5 }] });
  expect(formIssues(s).map((i) => i.path)).toEqual(['Grund']);
});
