import { describe, expect, it } from 'vitest';
import { ZCardInput } from '@portal/domain';
import { reportFieldOf, reportFormOf, reportPropertiesOf } from './report-form';

const TEMPLATE = '00000000-0000-4000-8000-0000000000a1';

describe('report fields of the card editor', () => {
  it('round-trips a Spartendaten card through the form', () => {
    const props = { Property: 'Typ', Operator: 'Equal', Value: 'KOMPAKTHAGEL', additionalFilters: [{ Property: 'Active', Operator: 'Equal', Value: true }], spartenFilters: [{ SpartendatenProperty: 'ZUS_KOMPAKTHAGEL106', Operator: 'In', Value: ['Ja', 'J'] }], TemplateId: TEMPLATE, Context: 'Spartendaten' };
    const form = reportFormOf(props);
    expect(form.extra).toEqual([{ property: 'Active', operator: 'Equal', value: 'true' }]);
    const out = reportPropertiesOf(form, { property: 'Typ', operator: 'Equal', value: 'KOMPAKTHAGEL' });
    expect(out).toEqual(props);
    expect(ZCardInput.safeParse({ Name: { de: 'a', en: 'b' }, Icon: 'shield', Action: 'report', AdditionalProperties: out }).success).toBe(true);
  });

  it('leaves spartenFilters out of other contexts and maps issues to fields', () => {
    const out = reportPropertiesOf({ context: 'Kunde', templateId: '', extra: [], sparten: [{ property: 'x', operator: 'Equal', value: 'y' }] }, { property: '', operator: '', value: '' });
    expect(out).toEqual({ additionalFilters: [], spartenFilters: [], Context: 'Kunde' });
    expect(reportFieldOf(['AdditionalProperties', 'TemplateId'])).toBe('templateId');
    expect(reportFieldOf(['AdditionalProperties', 'additionalFilters', 0, 'Operator'])).toBe('extra');
    expect(reportFieldOf(['Name'])).toBeNull();
  });
});
