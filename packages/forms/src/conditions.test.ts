import { describe, expect, it } from 'vitest';
import { cellState, evaluateForm, updateValue } from './evaluate-form.js';
import { control, formOf, group, repeatingGroup, trigger, when } from './test-forms.js';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('condition actions', () => {
  const form = formOf(
    control('list', 'Art', { options: [{ name: 'Kfz' }, { name: 'Haftpflicht' }] }),
    control('textInput', 'Kennzeichen', { conditions: [when('show', trigger('Art', 'equals', 'Kfz'))] }),
    control('textInput', 'Notiz', { conditions: [when('hide', trigger('Art', 'equals', 'Kfz'))] }),
    control('textInput', 'Hersteller', { conditions: [when('hideAndClear', trigger('Art', '!=', 'Kfz'))] }),
    control('textInput', 'Fahrer', { conditions: [when('readOnly', trigger('Art', 'equals', 'Haftpflicht'))] }),
  );

  it('show: hidden unless the condition holds', () => {
    expect(cellState(evaluateForm(form, {}), { name: 'Kennzeichen' }).hidden).toBe(true);
    expect(cellState(evaluateForm(form, { Art: 'Kfz' }), { name: 'Kennzeichen' }).hidden).toBe(false);
  });

  it('hide only: hidden while the condition holds, the value stays', () => {
    const s = evaluateForm(form, { Art: 'Kfz', Notiz: 'bleibt' });
    expect(cellState(s, { name: 'Notiz' }).hidden).toBe(true);
    expect(s.data.Notiz).toBe('bleibt');
  });

  it('hide and clear: the value is gone and stays gone when the control shows again', () => {
    let s = evaluateForm(form, { Art: 'Kfz', Hersteller: 'VW' });
    expect(s.data.Hersteller).toBe('VW');
    s = updateValue(s, { name: 'Art' }, 'Haftpflicht');
    expect(cellState(s, { name: 'Hersteller' })).toMatchObject({ hidden: true, cleared: true });
    expect('Hersteller' in s.data).toBe(false);
    s = updateValue(s, { name: 'Hersteller' }, 'typed while hidden');
    expect('Hersteller' in s.data).toBe(false);
    s = updateValue(s, { name: 'Art' }, 'Kfz');
    expect(cellState(s, { name: 'Hersteller' }).hidden).toBe(false);
    expect(s.data.Hersteller).toBeUndefined();
  });

  it('set read-only', () => {
    expect(cellState(evaluateForm(form, { Art: 'Haftpflicht' }), { name: 'Fahrer' }).readOnly).toBe(true);
    expect(cellState(evaluateForm(form, { Art: 'Kfz' }), { name: 'Fahrer' }).readOnly).toBe(false);
    expect(cellState(evaluateForm(form, { Art: 'Kfz' }, { readOnly: true }), { name: 'Fahrer' }).readOnly).toBe(true);
  });

  it('Versteckt hides a control without show conditions', () => {
    const f = formOf(control('textInput', 'Intern', { Versteckt: true }), control('textInput', 'Extra', { Versteckt: true, conditions: [when('show', trigger('Intern', 'isNotEmpty'))] }));
    expect(cellState(evaluateForm(f, {}), { name: 'Intern' }).hidden).toBe(true);
    expect(cellState(evaluateForm(f, { Intern: 'x' }), { name: 'Extra' }).hidden).toBe(false);
  });
});

describe('triggers', () => {
  const holds = (source: Record<string, unknown>, value: unknown, ...triggers: Record<string, unknown>[]) => {
    const form = formOf(source, control('textInput', 'Ziel', { conditions: [when('hide', ...triggers)] }));
    return cellState(evaluateForm(form, { [String((source.properties as { Kennung: string }).Kennung)]: value }, { now: NOW }), { name: 'Ziel' }).hidden;
  };
  const num = control('number', 'N');
  const text = control('textInput', 'T');

  it('compares numbers numerically, also typed as text', () => {
    expect(holds(num, 10, trigger('N', '>', 9))).toBe(true);
    expect(holds(num, 10, trigger('N', '>', '10'))).toBe(false);
    expect(holds(num, 10, trigger('N', '>=', '10'))).toBe(true);
    expect(holds(num, 2, trigger('N', '<', 10))).toBe(true);
    expect(holds(num, 2, trigger('N', 'lessThanOrEqual', 1))).toBe(false);
    expect(holds(text, '1.500,00', trigger('T', 'equals', 1500))).toBe(true);
  });

  it('compares text trimmed and regardless of case; contains; empty', () => {
    expect(holds(text, ' Berlin ', trigger('T', 'equals', 'berlin'))).toBe(true);
    expect(holds(text, 'Hauptstraße 1', trigger('T', 'contains', 'STRASSE'))).toBe(false);
    expect(holds(text, 'Hauptstraße 1', trigger('T', 'contains', 'straße'))).toBe(true);
    expect(holds(text, 'x', trigger('T', 'notContains', 'y'))).toBe(true);
    expect(holds(text, '  ', trigger('T', 'isEmpty'))).toBe(true);
    expect(holds(text, 'a', trigger('T', 'isNotEmpty'))).toBe(true);
    expect(holds(text, undefined, trigger('T', 'notEquals', 'a'))).toBe(true);
    expect(holds(text, undefined, trigger('T', 'equals', 'a'))).toBe(false);
  });

  it('compares dates by day, also against a rule such as Today-18y', () => {
    const date = control('date', 'D');
    expect(holds(date, '2010-01-01', trigger('D', '>', 'Today-18y'))).toBe(true);
    expect(holds(date, '2000-01-01', trigger('D', '>', 'Today-18y'))).toBe(false);
    expect(holds(date, new Date('2024-04-30T22:00:00Z'), trigger('D', 'equals', '01.05.2024'))).toBe(true);
  });

  it('reads a checkbox as yes or no and a multi-select as "one of the chosen"', () => {
    const box = control('checkbox', 'B');
    expect(holds(box, true, trigger('B', 'equals', true))).toBe(true);
    expect(holds(box, true, trigger('B', 'equals', 'Ja'))).toBe(true);
    expect(holds(box, false, trigger('B', 'equals', 'true'))).toBe(false);
    expect(holds(box, false, trigger('B', 'isEmpty'))).toBe(true);
    const multi = control('list', 'M', { multiSelect: true });
    expect(holds(multi, ['Feuer', 'Sturm'], trigger('M', 'equals', 'sturm'))).toBe(true);
    expect(holds(multi, ['Feuer'], trigger('M', 'contains', 'Sturm'))).toBe(false);
  });

  it('binds "and" before "or"; the first trigger\'s logical operator is ignored', () => {
    const form = formOf(
      control('number', 'A'),
      control('number', 'B'),
      control('number', 'C'),
      control('textInput', 'Ziel', { conditions: [when('hide', trigger('A', 'equals', 1, 'or'), trigger('B', 'equals', 1, 'and'), trigger('C', 'equals', 1, 'or'))] }),
    );
    const hidden = (A: number, B: number, C: number) => cellState(evaluateForm(form, { A, B, C }), { name: 'Ziel' }).hidden;
    expect(hidden(1, 1, 0)).toBe(true);
    expect(hidden(1, 0, 0)).toBe(false);
    expect(hidden(0, 0, 1)).toBe(true);
  });

  it('compares with another control (comparativeName)', () => {
    const form = formOf(control('number', 'Soll'), control('number', 'Ist'), control('textInput', 'Warnung', { conditions: [when('show', { sourceName: 'Ist', operator: '>', comparativeName: 'Soll' })] }));
    let s = evaluateForm(form, { Soll: 10, Ist: 5 });
    expect(cellState(s, { name: 'Warnung' }).hidden).toBe(true);
    s = updateValue(s, { name: 'Soll' }, 4);
    expect(cellState(s, { name: 'Warnung' }).hidden).toBe(false);
  });
});

describe('groups and rows', () => {
  it('hides and clears everything in a group with it', () => {
    const form = formOf(
      control('checkbox', 'Mitversichert'),
      group('Partner', [control('textInput', 'PartnerName'), repeatingGroup('Kinder', [control('textInput', 'KindName')])], {
        conditions: [when('hideAndClear', trigger('Mitversichert', 'notEquals', true))],
      }),
    );
    let s = evaluateForm(form, { Mitversichert: true, PartnerName: 'Max', Kinder: [{ KindName: 'Lea' }] });
    expect(cellState(s, { name: 'KindName', rows: [0] }).hidden).toBe(false);
    s = updateValue(s, { name: 'Mitversichert' }, false);
    expect(s.data).toEqual({ Mitversichert: false });
    expect(cellState(s, { name: 'PartnerName' })).toMatchObject({ hidden: true, cleared: true });
  });

  it('evaluates a condition inside a row against that row', () => {
    const form = formOf(repeatingGroup('Zeugen', [control('checkbox', 'Verletzt'), control('textarea', 'Verletzung', { Erforderlich: true, conditions: [when('show', trigger('Verletzt', 'equals', true))] })]));
    let s = evaluateForm(form, { Zeugen: [{ Verletzt: true }, { Verletzt: false }] });
    expect(cellState(s, { name: 'Verletzung', rows: [0] }).hidden).toBe(false);
    expect(cellState(s, { name: 'Verletzung', rows: [1] }).hidden).toBe(true);
    expect([...s.errors.keys()]).toEqual(['Zeugen.0.Verletzung']);
    s = updateValue(s, { name: 'Verletzt', rows: [1] }, true);
    expect([...s.errors.keys()].sort()).toEqual(['Zeugen.0.Verletzung', 'Zeugen.1.Verletzung']);
  });

  it('a trigger outside a repeating group holds when any row holds; a group compares by its number of rows', () => {
    const form = formOf(
      repeatingGroup('Zeugen', [control('checkbox', 'Polizei')]),
      control('textInput', 'Aktenzeichen', { conditions: [when('show', trigger('Polizei', 'equals', true))] }),
      control('hint', 'KeineZeugen', { conditions: [when('show', trigger('Zeugen', 'isEmpty'))] }),
      control('hint', 'VieleZeugen', { conditions: [when('show', trigger('Zeugen', '>', 2))] }),
    );
    const s = evaluateForm(form, { Zeugen: [{ Polizei: false }, { Polizei: true }, {}] });
    expect(cellState(s, { name: 'Aktenzeichen' }).hidden).toBe(false);
    expect(cellState(s, { name: 'KeineZeugen' }).hidden).toBe(true);
    expect(cellState(s, { name: 'VieleZeugen' }).hidden).toBe(false);
    expect(cellState(evaluateForm(form, {}), { name: 'KeineZeugen' }).hidden).toBe(false);
  });

  it('reports a cycle of hide-and-clear conditions and still hides', () => {
    const form = formOf(
      control('textInput', 'A', { conditions: [when('hideAndClear', trigger('B', 'isNotEmpty'))] }),
      control('textInput', 'B', { conditions: [when('hideAndClear', trigger('A', 'isNotEmpty'))] }),
    );
    expect(form.issues).toEqual([expect.objectContaining({ key: 'cycle', controls: ['A', 'B'] })]);
    const s = evaluateForm(form, { A: 'a', B: 'b' });
    expect(s.data).toEqual({ A: 'a', B: 'b' });
    expect(cellState(s, { name: 'A' }).hidden).toBe(true);
  });
});
