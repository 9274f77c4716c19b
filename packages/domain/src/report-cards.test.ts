import { describe, expect, it } from 'vitest';
import { ZCardInput } from './cards-api.js';
import { placeholderNames, reportFileName, renderRequestIssues, templateBodyIssues, ZPdfTemplateInput } from './pdf-templates-api.js';
import { matchingLineData, reportCardFilters, reportCardIssues, ZReportCardProperties } from './report-cards.js';

const TEMPLATE = '00000000-0000-4000-8000-0000000000a1';
const card = (AdditionalProperties: Record<string, unknown>) => ({ Name: { de: 'Bericht', en: 'Report' }, Icon: 'description', Action: 'report', AdditionalProperties });
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('report card definition', () => {
  it('accepts a customer report with filters', () => {
    const r = ZCardInput.safeParse(card({ Property: 'Ort', Operator: 'Equal', Value: 'Berlin', additionalFilters: [{ Property: 'Active', Operator: 'Equal', Value: true }], TemplateId: TEMPLATE, Context: 'Kunde' }));
    expect(messages(r)).toEqual([]);
    expect(r.data?.AdditionalProperties).toMatchObject({ spartenFilters: [], TemplateId: TEMPLATE });
  });

  it('refuses a property the context does not have, naming it', () => {
    const r = ZCardInput.safeParse(card({ Property: 'VertragsNr', Operator: 'Equal', Value: 'x', TemplateId: TEMPLATE, Context: 'Kunde' }));
    expect(messages(r)).toEqual(['AdditionalProperties.Property: The customers list cannot filter by VertragsNr']);
  });

  it('refuses a bad operator in an additional filter', () => {
    const r = ZCardInput.safeParse(card({ additionalFilters: [{ Property: 'Active', Operator: 'Contains', Value: true }], TemplateId: TEMPLATE, Context: 'Vertrag' }));
    expect(messages(r)).toEqual(['AdditionalProperties.additionalFilters.0.Operator: Contains does not apply to Active (boolean)']);
  });

  it('refuses an operator no card filter takes', () => {
    const r = ZCardInput.safeParse(card({ Property: 'Schadenhoehe', Operator: 'Between', Value: 1, TemplateId: TEMPLATE, Context: 'Schaden' }));
    expect(messages(r)[0]).toMatch(/^AdditionalProperties\.Operator: /);
  });

  it('needs a template and a known context', () => {
    expect(messages(ZCardInput.safeParse(card({ Context: 'Kunde' })))).toEqual(['AdditionalProperties.TemplateId: A report card needs a PDF template']);
    expect(messages(ZCardInput.safeParse(card({ TemplateId: TEMPLATE, Context: 'Brief' })))[0]).toMatch(/^AdditionalProperties\.Context: /);
  });

  it('takes spartenFilters only in the Spartendaten context', () => {
    const sparten = [{ SpartendatenProperty: 'ZUS_KOMPAKTHAGEL106', Operator: 'Equal', Value: 'Ja' }];
    expect(messages(ZCardInput.safeParse(card({ spartenFilters: sparten, TemplateId: TEMPLATE, Context: 'Spartendaten' })))).toEqual([]);
    expect(messages(ZCardInput.safeParse(card({ spartenFilters: sparten, TemplateId: TEMPLATE, Context: 'Vertrag' })))).toEqual(['AdditionalProperties.spartenFilters: spartenFilters apply only to the Spartendaten context']);
    expect(messages(ZCardInput.safeParse(card({ spartenFilters: [{ SpartendatenProperty: 'a-b', Operator: 'Equal', Value: 'x' }], TemplateId: TEMPLATE, Context: 'Spartendaten' })))[0]).toMatch(/spartenFilters\.0\.SpartendatenProperty/);
    expect(messages(ZCardInput.safeParse(card({ spartenFilters: [{ SpartendatenProperty: 'Typ', Operator: 'In', Value: 'x' }], TemplateId: TEMPLATE, Context: 'Spartendaten' })))).toEqual(['AdditionalProperties.spartenFilters.0.Value: In takes a list of values']);
  });

  it('refuses unknown keys', () => {
    expect(ZReportCardProperties.safeParse({ TemplateId: TEMPLATE, Context: 'Kunde', Script: 'x' }).success).toBe(false);
  });

  it('keeps plain cards to their contract filter', () => {
    const r = ZCardInput.safeParse({ Name: { de: 'V', en: 'C' }, Icon: 'description', Link: '/vertrag', AdditionalProperties: { TemplateId: TEMPLATE, Context: 'Kunde' } });
    expect(r.success).toBe(false);
  });

  it('turns the filters into data query Filters', () => {
    const p = ZReportCardProperties.parse({ Property: 'Ort', Operator: 'Equal', Value: 'Berlin', additionalFilters: [{ Property: 'Plz', Operator: 'IsEmpty' }], TemplateId: TEMPLATE, Context: 'Kunde' });
    expect(reportCardFilters(p)).toEqual([{ Property: 'Ort', Operator: 'Equal', Value: 'Berlin' }, { Property: 'Plz', Operator: 'IsEmpty' }]);
    expect(reportCardIssues({ Context: 'Kunde' })).toEqual([]);
  });
});

describe('PDF template body', () => {
  it('accepts the placeholders of its context', () => {
    expect(templateBodyIssues('Kunde', '# {{Kunde.Kundenname}}\n| Ort | {{Kunde.Ort}} |\n{{#Vertraege}}| {{VertragsNr}} | {{Sparte}} |{{/Vertraege}}\n{{^Vertraege}}keine{{/Vertraege}} {{Lizenz.Name}} {{Heute}}')).toEqual([]);
    expect(templateBodyIssues('Schaden', '{{Schaden.NummerMakler}} {{Vertrag.VertragsNr}} {{Kunde.Kundenname}}')).toEqual([]);
    expect(templateBodyIssues('Spartendaten', '{{Spartendaten.Typ}} {{#Felder}}{{Name}}: {{Wert}}{{/Felder}}')).toEqual([]);
  });

  it('names an unknown placeholder and its line', () => {
    expect(templateBodyIssues('Kunde', 'Hallo\n{{Kunde.Passwort}}')).toEqual([{ field: 'Body', message: 'Unknown placeholder {{Kunde.Passwort}} (line 2)' }]);
    expect(templateBodyIssues('Kunde', '{{VertragsNr}}')[0]?.message).toBe('Unknown placeholder {{VertragsNr}} (line 1)');
    expect(templateBodyIssues('Kunde', '{{Vertraege}}')[0]?.message).toMatch(/is a list/);
  });

  it('refuses partials, delimiter changes and broken sections', () => {
    expect(templateBodyIssues('Kunde', '{{> x}}')[0]?.message).toMatch(/Partials/);
    expect(templateBodyIssues('Kunde', '{{=<% %>=}}')[0]?.message).toMatch(/delimiters/);
    expect(templateBodyIssues('Kunde', '{{#Vertraege}}')[0]?.message).toMatch(/cannot be read/);
    expect(templateBodyIssues('Kunde', '{{{Kunde.Kundenname}}}')[0]?.message).toMatch(/Unescaped/);
  });

  it('validates on input with the field at fault', () => {
    const r = ZPdfTemplateInput.safeParse({ Name: 'X', Context: 'Vertrag', Body: '{{Vertrag.Foo}}' });
    expect(messages(r)).toEqual(['Body: Unknown placeholder {{Vertrag.Foo}} (line 1)']);
  });

  it('lists placeholders, record ids a context needs, and safe file names', () => {
    expect(placeholderNames('Kunde')).toContain('Kunde.Kundenname');
    expect(placeholderNames('Kunde')).not.toContain('Kunde.Id');
    expect(renderRequestIssues('Spartendaten', { VertragId: TEMPLATE })).toEqual([{ field: 'SpartendatenId', message: 'A Spartendaten template needs SpartendatenId' }]);
    expect(reportFileName('../Kundenbericht Müller')).toBe('_Kundenbericht Müller.pdf');
    expect(reportFileName('x.PDF')).toBe('x.pdf');
  });
});

describe('line data of a chosen contract', () => {
  const entries = [
    { typ: 'KOMPAKTHAGEL', data: { gemarkung: 'Bonn' } },
    { typ: 'ZUS_KOMPAKTHAGEL', data: { ZUS_KOMPAKTHAGEL106: 'Ja' } },
    { typ: 'ZUS_KOMPAKTHAGEL', data: { ZUS_KOMPAKTHAGEL106: 'Nein' } },
  ];
  it('keeps entries whose named properties match and those without them', () => {
    expect(matchingLineData(entries, [{ SpartendatenProperty: 'ZUS_KOMPAKTHAGEL106', Operator: 'Equal', Value: 'Ja' }]).map((e) => e.data)).toEqual([{ gemarkung: 'Bonn' }, { ZUS_KOMPAKTHAGEL106: 'Ja' }]);
    expect(matchingLineData(entries, [{ SpartendatenProperty: 'Typ', Operator: 'In', Value: ['KOMPAKTHAGEL'] }])).toHaveLength(1);
    expect(matchingLineData(entries, [{ SpartendatenProperty: 'gemarkung', Operator: 'Contains', Value: 'bon' }])).toHaveLength(3);
    expect(matchingLineData(entries, [{ SpartendatenProperty: 'gemarkung', Operator: 'IsEmpty' }])).toHaveLength(2);
  });
});
