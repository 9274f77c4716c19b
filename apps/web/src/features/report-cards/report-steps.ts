/** The report card page's pure rules (spec 001 §2.9, §4 Report card, §8): what a choice leads to, which text says "nothing found". */
import type { TPdfRenderRequest, TReportContext, TReportRecord } from '@portal/domain';

/** Which not-found text: the card's filter property names it when there is one (the first list only). */
export function notFoundTextKey(context: TReportContext, step: string, property: string | null): { kind: 'property'; property: string } | { kind: 'step'; step: 'Kunde' | 'Vertrag' | 'Schaden' | 'Spartendaten' | 'default' } {
  if (property && step !== 'Spartendaten') return { kind: 'property', property };
  const known = ['Kunde', 'Vertrag', 'Schaden', 'Spartendaten'] as const;
  const s = known.find((k) => k === step) ?? (known.find((k) => k === context) ?? 'default');
  return { kind: 'step', step: s };
}

export type TChoice = { kind: 'contract'; contractId: string } | { kind: 'render'; request: Omit<TPdfRenderRequest, 'TemplateId' | 'FileName'> };

/** What choosing a record does: in the Spartendaten context the first list picks the contract, else it renders. */
export function choiceOf(context: TReportContext, step: string, record: TReportRecord, contractId: string | null): TChoice {
  switch (context) {
    case 'Kunde':
      return { kind: 'render', request: { KundeId: record.Id } };
    case 'Vertrag':
      return { kind: 'render', request: { VertragId: record.Id } };
    case 'Schaden':
      return { kind: 'render', request: { SchadenId: record.Id } };
    case 'Spartendaten':
      return step === 'Spartendaten' && contractId ? { kind: 'render', request: { VertragId: contractId, SpartendatenId: record.Id } } : { kind: 'contract', contractId: record.Id };
  }
}

/** The PDF's file name: the card's title and the record's. */
export const reportTitle = (cardTitle: string, record: TReportRecord) => `${cardTitle} ${record.Title}`.trim();
