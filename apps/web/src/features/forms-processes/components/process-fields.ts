import { formatDate, type TFormsProcess } from '@portal/domain';

/** The columns of the list (spec 001 §2.2), in order, with what each shows; the table and the cards share them. */
export const PROCESS_FIELDS = ['form', 'receivers', 'context', 'customer', 'contract', 'claim', 'address', 'status', 'created', 'validUntil', 'creator'] as const;
export type TProcessField = (typeof PROCESS_FIELDS)[number];

/** Columns the list sorts by on the server (FORMS_PROCESS_SORT_KEYS). */
export const SORT_KEY_OF: Partial<Record<TProcessField, string>> = {
  form: 'Assfinetform',
  customer: 'Kundenname',
  status: 'Status',
  created: 'Anlagedatum',
  validUntil: 'ValidUntilDate',
  creator: 'Creator',
};

/** A cell's text (status and context are translated by the caller). */
export function fieldText(p: TFormsProcess, field: Exclude<TProcessField, 'status' | 'context'>): string {
  switch (field) {
    case 'form':
      return p.Assfinetform;
    case 'receivers':
      return p.Receivers.join(', ');
    case 'customer':
      return p.Kundenname ?? '';
    case 'contract':
      return p.VertragsNr ?? '';
    case 'claim':
      return p.Schadenvorgang ?? '';
    case 'address':
      return p.Adresse ?? '';
    case 'created':
      return formatDate(p.Anlagedatum) ?? '';
    case 'validUntil':
      return formatDate(p.ValidUntilDate) ?? '';
    case 'creator':
      return p.Creator;
  }
}

/** Rows by group name, groups by name and those without a group last (the table's grouping). */
export function groupProcesses(items: readonly TFormsProcess[]): { name: string | null; items: TFormsProcess[] }[] {
  const groups = new Map<string | null, TFormsProcess[]>();
  for (const p of items) {
    const key = p.Group?.Name ?? null;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'de')))
    .map(([name, rows]) => ({ name, items: rows }));
}
