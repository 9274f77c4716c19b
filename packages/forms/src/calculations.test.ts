import { describe, expect, it } from 'vitest';
import { evaluateForm, updateValue, valueAt } from './evaluate-form.js';
import { control, formOf, repeatingGroup, step } from './test-forms.js';

describe('calculations', () => {
  it('applies steps left to right, the first one setting the start', () => {
    const form = formOf(
      control('number', 'A'),
      control('number', 'B'),
      control('number', 'Produkt', { calculation: [step('multiplication', 'A'), step('*', 'B')] }),
      control('number', 'Rechnung', { calculation: [step('-', 'A'), step('+', 'B'), step('*', 2)] }),
      control('number', 'Quote', { Nachkommastellen: 2, calculation: [step('+', 'A'), step('/', 'B')] }),
    );
    const s = evaluateForm(form, { A: 10, B: 3 });
    expect(s.data).toMatchObject({ Produkt: 30, Rechnung: -14, Quote: 3.33 });
  });

  it('recomputes dependents of dependents when a value changes (spec 001 §4)', () => {
    const form = formOf(
      control('number', 'Netto'),
      control('number', 'Steuer', { Nachkommastellen: 2, calculation: [step('+', 'Netto'), step('*', 0.19)] }),
      control('number', 'Brutto', { calculation: [step('+', 'Netto'), step('+', 'Steuer')] }),
    );
    let s = evaluateForm(form, { Netto: 100 });
    expect(s.data).toMatchObject({ Steuer: 19, Brutto: 119 });
    s = updateValue(s, { name: 'Netto' }, '200,50');
    expect(s.data).toMatchObject({ Netto: 200.5, Steuer: 38.1, Brutto: 238.6 });
  });

  it('leaves the result empty while nothing it reads is answered, and on division by zero', () => {
    const form = formOf(control('number', 'A'), control('number', 'B'), control('number', 'Q', { calculation: [step('+', 'A'), step('/', 'B')] }));
    expect(evaluateForm(form, {}).data.Q).toBeNull();
    expect(evaluateForm(form, { A: 1, B: 0 }).data.Q).toBeNull();
    expect(evaluateForm(form, { A: 1 }).data.Q).toBeNull();
    expect(evaluateForm(form, { A: 0, B: 4 }).data.Q).toBe(0);
  });

  it('strips floating-point noise and rounds half away from zero', () => {
    const form = formOf(
      control('number', 'A'),
      control('number', 'Summe', { calculation: [step('+', 'A'), step('+', 0.2)] }),
      control('number', 'Cent', { Nachkommastellen: 2, calculation: [step('+', 'A'), step('*', 10.05)] }),
    );
    expect(evaluateForm(form, { A: 0.1 }).data).toMatchObject({ Summe: 0.3, Cent: 1.01 });
    expect(evaluateForm(form, { A: -0.1 }).data).toMatchObject({ Cent: -1.01 });
  });

  it('sums a control of a repeating group over its rows, and reads its own row inside the group', () => {
    const form = formOf(
      repeatingGroup('Pos', [control('number', 'Menge'), control('number', 'Preis'), control('number', 'Betrag', { calculation: [step('+', 'Menge'), step('*', 'Preis'), step('*', 'Faktor')] })]),
      control('number', 'Faktor'),
      control('number', 'Summe', { calculation: [step('+', 'Betrag')] }),
      control('number', 'Anzahl', { calculation: [step('+', 'Pos')] }),
    );
    let s = evaluateForm(form, { Faktor: 1, Pos: [{ Menge: 2, Preis: 10 }, { Menge: 1, Preis: 5 }, {}] });
    expect(s.data).toMatchObject({ Summe: 25, Anzahl: 3, Pos: [{ Betrag: 20 }, { Betrag: 5 }, { Betrag: null }] });
    s = updateValue(s, { name: 'Menge', rows: [1] }, 3);
    expect(s.data).toMatchObject({ Summe: 35, Pos: [{ Betrag: 20 }, { Betrag: 15 }, {}] });
    s = updateValue(s, { name: 'Faktor' }, 2);
    expect(s.data).toMatchObject({ Summe: 70, Pos: [{ Betrag: 40 }, { Betrag: 30 }, {}] });
  });

  it('reports a cycle naming its controls and never hangs; the rest of the form still calculates', () => {
    const form = formOf(
      control('number', 'A', { calculation: [step('+', 'C'), step('+', 1)] }),
      control('number', 'B', { calculation: [step('+', 'A')] }),
      control('number', 'C', { calculation: [step('+', 'B')] }),
      control('number', 'Selbst', { calculation: [step('+', 'Selbst'), step('+', 1)] }),
      control('number', 'X'),
      control('number', 'Doppelt', { calculation: [step('+', 'X'), step('*', 2)] }),
    );
    expect(form.issues.filter((i) => i.key === 'cycle').map((i) => i.controls)).toEqual([['A', 'B', 'C'], ['Selbst']]);
    const s = evaluateForm(form, { A: 5, X: 4 });
    expect(s.data).toMatchObject({ A: 5, Doppelt: 8 });
  });

  it('makes a calculated control read-only', () => {
    const form = formOf(control('number', 'A'), control('number', 'B', { calculation: [step('+', 'A')] }));
    expect(evaluateForm(form, {}).cells.get('B')).toMatchObject({ readOnly: true });
    expect(evaluateForm(form, {}).cells.get('A')).toMatchObject({ readOnly: false });
    expect(valueAt(updateValue(evaluateForm(form, { A: 1 }), { name: 'B' }, 99), { name: 'B' })).toBe(1);
  });
});
