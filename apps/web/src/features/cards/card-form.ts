import { findProperty, ZCardInput, type TCardInput, type TViewCard } from '@portal/domain';
import { emptyReportForm, reportFieldOf, reportFormOf, reportPropertiesOf, type TReportForm } from '../report-cards';

/** The editor's fields as text, and how they become a card (pure, tested). */
export type TCardForm = {
  nameDe: string;
  nameEn: string;
  icon: string;
  target: 'link' | 'action';
  link: string;
  action: string;
  property: string;
  operator: string;
  value: string;
  parentId: string | null;
  /** A report card's own fields (Action `report`, issue 13). */
  report: TReportForm;
};

/** Form keys of a report card's own fields, for their errors. */
export type TReportFieldKey = 'templateId' | 'context' | 'extra' | 'sparten';
export type TCardFormErrors = Partial<Record<keyof TCardForm | TReportFieldKey, string>>;

export function toCardInput(card: TViewCard): TCardInput {
  const filter = card.AdditionalProperties as TCardInput['AdditionalProperties'];
  return { ParentId: card.ParentId, Name: card.Name, Icon: card.Icon as TCardInput['Icon'], Link: card.Link, Action: card.Action as TCardInput['Action'], AdditionalProperties: filter ?? {} };
}

export function formOf(card: TViewCard | null, parentId: string | null): TCardForm {
  const f = (card?.AdditionalProperties ?? {}) as { Property?: string; Operator?: string; Value?: unknown };
  return {
    nameDe: card?.Name.de ?? '',
    nameEn: card?.Name.en ?? '',
    icon: card?.Icon ?? 'dashboard',
    target: card?.Action ? 'action' : 'link',
    link: card?.Link ?? '/vertrag',
    action: card?.Action ?? 'group',
    property: f.Property ?? '',
    operator: f.Operator ?? '',
    value: f.Value === undefined ? '' : Array.isArray(f.Value) ? f.Value.join(', ') : String(f.Value),
    parentId: card ? card.ParentId : parentId,
    report: card?.Action === 'report' ? reportFormOf(card.AdditionalProperties) : emptyReportForm(),
  };
}

/** A typed value from the text field by the property's type: true/false, numbers, or text; a list for In. */
function parseValue(property: string, operator: string, text: string): unknown {
  const type = findProperty('Vertrag', property)?.type;
  const one = (s: string): unknown => {
    const v = s.trim();
    if (type === 'boolean') return v === 'true' ? true : v === 'false' ? false : v;
    if (type === 'number' || type === 'money') return v !== '' && Number.isFinite(Number(v.replace(',', '.'))) ? Number(v.replace(',', '.')) : v;
    return v;
  };
  if (operator === 'In') return text.split(/[,;]/).map((s) => s.trim()).filter(Boolean).map(one);
  if (operator === 'IsEmpty' && text.trim() === '') return undefined;
  return text.trim() === '' ? undefined : one(text);
}

export type TFormResult = { ok: true; input: TCardInput } | { ok: false; errors: TCardFormErrors };

const FIELD_OF: Record<string, keyof TCardForm> = {
  'Name.de': 'nameDe',
  'Name.en': 'nameEn',
  Icon: 'icon',
  Link: 'link',
  Action: 'action',
  'AdditionalProperties.Property': 'property',
  'AdditionalProperties.Operator': 'operator',
  'AdditionalProperties.Value': 'value',
  ParentId: 'parentId',
};

/** Validates the form by the same schema the server applies; errors keyed by form field. */
export function cardFromForm(form: TCardForm): TFormResult {
  const filter = form.property
    ? { Property: form.property, ...(form.operator ? { Operator: form.operator } : {}), ...(() => { const v = parseValue(form.property, form.operator, form.value); return v === undefined ? {} : { Value: v }; })() }
    : {};
  const isReport = form.target === 'action' && form.action === 'report';
  const candidate = {
    ParentId: form.parentId,
    Name: { de: form.nameDe, en: form.nameEn },
    Icon: form.icon,
    Link: form.target === 'link' ? form.link.trim() : null,
    Action: form.target === 'action' ? form.action : null,
    AdditionalProperties: isReport ? reportPropertiesOf(form.report, { property: form.property, operator: form.operator, value: form.value }) : filter,
  };
  const parsed = ZCardInput.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: TCardFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path.join('.')] ?? reportFieldOf(issue.path) ?? (issue.path[0] === 'Link' ? 'link' : undefined);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

