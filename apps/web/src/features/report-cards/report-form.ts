/** The report fields of the card editor as text, and how they become a report card's AdditionalProperties (pure, tested). */
import { findProperty, REPORT_CONTEXT_TYPE, type TDataType, type TReportContext } from '@portal/domain';

export type TFilterRow = { property: string; operator: string; value: string };
export type TReportForm = { context: TReportContext; templateId: string; extra: TFilterRow[]; sparten: TFilterRow[] };

export const emptyReportForm = (): TReportForm => ({ context: 'Kunde', templateId: '', extra: [], sparten: [] });

const textOf = (v: unknown) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(', ') : String(v));
const rowsOf = (list: unknown, key: 'Property' | 'SpartendatenProperty'): TFilterRow[] =>
  Array.isArray(list) ? list.map((f: Record<string, unknown>) => ({ property: textOf(f[key]), operator: textOf(f.Operator), value: textOf(f.Value) })) : [];

export function reportFormOf(props: Record<string, unknown> | undefined): TReportForm {
  const p = props ?? {};
  const context = (['Kunde', 'Vertrag', 'Schaden', 'Spartendaten'] as const).find((c) => c === p.Context) ?? 'Kunde';
  return { context, templateId: typeof p.TemplateId === 'string' ? p.TemplateId : '', extra: rowsOf(p.additionalFilters, 'Property'), sparten: rowsOf(p.spartenFilters, 'SpartendatenProperty') };
}

/** A typed value from the text field by the property's type: true/false, numbers, or text; a list for In. */
export function parseFilterValue(type: TDataType | null, property: string, operator: string, text: string): unknown {
  const kind = type ? findProperty(type, property)?.type : 'string';
  const one = (s: string): unknown => {
    const v = s.trim();
    if (kind === 'boolean') return v === 'true' ? true : v === 'false' ? false : v;
    if (kind === 'number' || kind === 'money') return v !== '' && Number.isFinite(Number(v.replace(',', '.'))) ? Number(v.replace(',', '.')) : v;
    return v;
  };
  if (operator === 'In') return text.split(/[,;]/).map((s) => s.trim()).filter(Boolean).map(one);
  if (text.trim() === '') return undefined;
  return one(text);
}

function filterOf(type: TDataType | null, row: TFilterRow, key: 'Property' | 'SpartendatenProperty') {
  const value = parseFilterValue(type, row.property, row.operator, row.value);
  return { [key]: row.property.trim(), ...(row.operator ? { Operator: row.operator } : {}), ...(value === undefined ? {} : { Value: value }) };
}

/** The AdditionalProperties of a report card: the main filter of the editor plus the report fields. */
export function reportPropertiesOf(form: TReportForm, main: TFilterRow): Record<string, unknown> {
  const type = REPORT_CONTEXT_TYPE[form.context];
  return {
    ...(main.property ? filterOf(type, main, 'Property') : {}),
    additionalFilters: form.extra.map((r) => filterOf(type, r, 'Property')),
    spartenFilters: form.context === 'Spartendaten' ? form.sparten.map((r) => filterOf(null, r, 'SpartendatenProperty')) : [],
    ...(form.templateId ? { TemplateId: form.templateId } : {}),
    Context: form.context,
  };
}

/** The editor field an issue of the card schema belongs to (AdditionalProperties.<path>). */
export function reportFieldOf(path: readonly PropertyKey[]): 'templateId' | 'context' | 'extra' | 'sparten' | null {
  if (path[0] !== 'AdditionalProperties') return null;
  switch (path[1]) {
    case 'TemplateId':
      return 'templateId';
    case 'Context':
      return 'context';
    case 'additionalFilters':
      return 'extra';
    case 'spartenFilters':
      return 'sparten';
    default:
      return null;
  }
}
