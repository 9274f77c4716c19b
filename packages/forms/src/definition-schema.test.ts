import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES, ZControl, ZFormDefinition } from './definition-schema.js';

/** A form as the existing product's JSON has it: nested group, extra properties the engine does not know. */
const productJson = {
  Id: 17,
  Titel: 'Schadenmeldung',
  builderVersion: '3.2',
  options: { compactView: false, language: 'de', somethingNew: 1 },
  pages: [
    {
      id: 'p1',
      type: 'page',
      properties: { Überschrift: 'Schaden', color: 'blue' },
      controls: [
        {
          id: 'c1',
          type: 'textInput',
          gridPosition: { x: 0, y: 0, cols: 4, rows: 1 },
          defaultSize: { cols: 4, rows: 1 },
          properties: { Kennung: 'Email', Überschrift: 'E-Mail', Textformat: 'E-mail', 'Maximale Länge': 120, Erforderlich: true, Hilfetext: null, tooltipColor: 'red' },
        },
        {
          id: 'c2',
          type: 'group',
          properties: { Kennung: 'Zeugen', repeating: true, style: 'borderLabel', icon: 'person' },
          controls: [{ id: 'c3', type: 'textInput', properties: { Kennung: 'Name' } }],
        },
        { id: 'c4', type: 'hint' },
      ],
    },
  ],
};

describe('form definition schema', () => {
  it('loads the product JSON and keeps properties it does not know', () => {
    const form = ZFormDefinition.parse(productJson);
    expect(form.pages[0]!.properties).toMatchObject({ Überschrift: 'Schaden', color: 'blue' });
    const email = form.pages[0]!.controls[0]!;
    expect(email.properties).toMatchObject({ Kennung: 'Email', Textformat: 'E-mail', tooltipColor: 'red' });
    expect(form).toMatchObject({ Id: '17', builderVersion: '3.2' });
    const group = form.pages[0]!.controls[1]!;
    expect(group.type === 'group' && group.controls?.[0]?.properties.Kennung).toBe('Name');
    // A hint may come without properties.
    expect(form.pages[0]!.controls[2]!.properties).toEqual({});
  });

  it('knows all 18 control types of spec 001 §3', () => {
    expect(CONTROL_TYPES).toHaveLength(18);
    for (const type of CONTROL_TYPES) expect(ZControl.safeParse({ id: type, type, properties: {} }).success, type).toBe(true);
    expect(ZControl.safeParse({ id: 'x', type: 'slider', properties: {} }).success).toBe(false);
  });

  it('is strict on types', () => {
    const bad = (properties: Record<string, unknown>, type = 'number') => ZControl.safeParse({ id: 'x', type, properties }).success;
    expect(bad({ Erforderlich: 'ja' })).toBe(false);
    expect(bad({ Minimum: '5' })).toBe(false);
    expect(bad({ Zahlenformat: 'Binär' })).toBe(false);
    expect(bad({ unit: 'Liter' })).toBe(false);
    expect(bad({ Textformat: 'Fax' }, 'textInput')).toBe(false);
    expect(ZControl.safeParse({ id: 'x', type: 'number', properties: {}, gridPosition: { x: 6, y: 0, cols: 1, rows: 1 } }).success).toBe(false);
  });

  it('reads the usual spellings of operators, calculation types and actions', () => {
    const parsed = ZControl.parse({
      id: 'x',
      type: 'number',
      properties: {
        calculation: [{ calculationType: '*', controlName: 'A' }],
        conditions: { action: 'Nur verstecken', triggers: [{ sourceName: 'A', operator: '>=', comparativeValue: 3, logicalOperator: 'UND' }] },
        Nachkommastellen: 'zwei',
        unit: 'EUR',
      },
    });
    expect(parsed.properties.calculation?.steps[0]!.calculationType).toBe('multiplication');
    expect(parsed.properties.conditions?.[0]).toMatchObject({ action: 'hide', triggers: [{ operator: 'greaterThanOrEqual', logicalOperator: 'and' }] });
    expect(parsed.type === 'number' && parsed.properties).toMatchObject({ Nachkommastellen: 2, unit: '€' });
  });

  it('reads upload formats with or without the dot, in any case', () => {
    const parsed = ZControl.parse({ id: 'u', type: 'upload', properties: { allowedFormats: ['PDF', '.Jpg'] } });
    expect(parsed.type === 'upload' && parsed.properties.allowedFormats).toEqual(['.pdf', '.jpg']);
  });
});
