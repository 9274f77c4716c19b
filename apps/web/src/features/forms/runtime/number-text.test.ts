import { compileForm, ZFormDefinition } from '@portal/forms';
import { describe, expect, it } from 'vitest';
import { editableNumberText, formatNumberValue } from './number-text';

const numberControl = (properties: Record<string, unknown>) =>
  compileForm(ZFormDefinition.parse({ pages: [{ id: 'p', controls: [{ id: 'n', type: 'number', properties: { Kennung: 'n', ...properties } }] }] })).controls.get('n')!;

describe('number text', () => {
  it('shows numbers in German notation with the decimals of the control', () => {
    expect(formatNumberValue(1234.5, numberControl({ Nachkommastellen: 2 }))).toBe('1.234,50');
    expect(formatNumberValue(1234.5, numberControl({}))).toBe('1.234,5');
    expect(formatNumberValue(1234, numberControl({ Zahlenformat: 'Währung' }))).toBe('1.234,00');
    expect(formatNumberValue(2024, numberControl({ Zahlenformat: 'Jahr' }))).toBe('2024');
    expect(formatNumberValue(null, numberControl({}))).toBe('');
    expect(formatNumberValue('zwölf', numberControl({}))).toBe('zwölf');
  });

  it('edits without thousands separators and with every decimal', () => {
    expect(editableNumberText(1234.567)).toBe('1234,567');
    expect(editableNumberText(undefined)).toBe('');
  });
});
