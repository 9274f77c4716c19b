/**
 * Report cards (spec 001 §2.9, §3 Report card, §4 Report card): a card (Action `report`) whose AdditionalProperties
 * say which records it lists — Property/Operator/Value, additionalFilters, and for the Spartendaten context
 * spartenFilters on a contract's line data — and which PDF template renders the chosen one. Pure: the card
 * editor shows the same messages the server answers with.
 */
import { z } from 'zod';
import { CARD_FILTER_OPERATORS, dataFilterIssues } from './data-filter-issues.js';
import type { TFilter } from './data-query.js';
import { REPORT_CONTEXT_TYPE, ZReportContext, type TReportContext } from './pdf-templates-api.js';

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);
const ZValue = z.union([scalar, z.array(scalar).min(1).max(100)]);

export const ZReportFilter = z
  .object({ Property: z.string().min(1).max(120), Operator: z.enum(CARD_FILTER_OPERATORS), Value: ZValue.optional() })
  .strict();
export type TReportFilter = z.infer<typeof ZReportFilter>;

/** Operators on line data: its values are text. */
export const SPARTEN_FILTER_OPERATORS = ['Equal', 'NotEqual', 'In', 'Contains', 'IsEmpty'] as const;
/** A line data key (ZUS_KOMPAKTHAGEL106, Kennzeichen, …) or Typ, the entry's type. */
export const SPARTEN_PROPERTY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;

export const ZSpartenFilter = z
  .object({
    SpartendatenProperty: z.string().regex(SPARTEN_PROPERTY_PATTERN, 'a line data key: letters, digits and _'),
    Operator: z.enum(SPARTEN_FILTER_OPERATORS),
    Value: z.union([z.string().max(500), z.array(z.string().max(500)).min(1).max(100)]).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.Operator === 'IsEmpty') return;
    if (f.Value === undefined) ctx.addIssue({ code: 'custom', path: ['Value'], message: 'A filter needs a value' });
    else if (Array.isArray(f.Value) !== (f.Operator === 'In')) ctx.addIssue({ code: 'custom', path: ['Value'], message: f.Operator === 'In' ? 'In takes a list of values' : `${f.Operator} takes one value` });
  });
export type TSpartenFilter = z.infer<typeof ZSpartenFilter>;

export const ZReportCardProperties = z
  .object({
    Property: z.string().min(1).max(120).optional(),
    Operator: z.enum(CARD_FILTER_OPERATORS).optional(),
    Value: ZValue.optional(),
    additionalFilters: z.array(ZReportFilter).max(20).default([]),
    spartenFilters: z.array(ZSpartenFilter).max(20).default([]),
    TemplateId: z.uuid({ message: 'A report card needs a PDF template' }),
    Context: ZReportContext,
    /** Optional title and icon of the report page; the card's own name and icon otherwise. */
    Name: z.string().trim().min(1).max(80).optional(),
    Icon: z.string().min(1).max(40).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    for (const issue of reportCardIssues(p)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type TReportCardProperties = z.output<typeof ZReportCardProperties>;

export type TReportCardIssue = { path: (string | number)[]; message: string };

/** Why a report card's filters do not fit its context (empty when they do). */
export function reportCardIssues(p: {
  Property?: string;
  Operator?: string;
  Value?: unknown;
  additionalFilters?: readonly { Property: string; Operator: string; Value?: unknown }[];
  spartenFilters?: readonly unknown[];
  Context: TReportContext;
}): TReportCardIssue[] {
  const type = REPORT_CONTEXT_TYPE[p.Context];
  const issues: TReportCardIssue[] = dataFilterIssues(type, p).map((i) => ({ path: [i.field], message: i.message }));
  (p.additionalFilters ?? []).forEach((f, n) => {
    for (const i of dataFilterIssues(type, f)) issues.push({ path: ['additionalFilters', n, i.field], message: i.message });
  });
  if (p.Context !== 'Spartendaten' && (p.spartenFilters?.length ?? 0) > 0) {
    issues.push({ path: ['spartenFilters'], message: 'spartenFilters apply only to the Spartendaten context' });
  }
  return issues;
}

/** The card's filters as data query Filters (the main filter first, then the additional ones). */
export function reportCardFilters(p: Pick<TReportCardProperties, 'Property' | 'Operator' | 'Value' | 'additionalFilters'>): TFilter[] {
  const main: TFilter[] = p.Property && p.Operator ? [{ Property: p.Property, Operator: p.Operator, ...(p.Value === undefined ? {} : { Value: p.Value }) }] : [];
  return [...main, ...p.additionalFilters.map((f) => ({ Property: f.Property, Operator: f.Operator, ...(f.Value === undefined ? {} : { Value: f.Value }) }))];
}

/** One record a report card lists. */
export const ZReportRecord = z.object({
  Id: z.uuid(),
  Title: z.string(),
  Subtitle: z.string().nullable(),
});
export type TReportRecord = z.infer<typeof ZReportRecord>;

/** POST /ReportCard/{id}/Records: the first page of matching records, searched in the database. */
export const ZReportRecordsQuery = z
  .object({
    Search: z.string().trim().max(200).optional(),
    /** Spartendaten context, second step: the chosen contract whose line data entries to list. */
    VertragId: z.uuid().optional(),
    Skip: z.number().int().min(0).max(1_000_000).default(0),
    Take: z.number().int().min(1).max(100).default(50),
  })
  .strict();
export type TReportRecordsQuery = z.input<typeof ZReportRecordsQuery>;

export const ZReportRecords = z.object({
  Context: ZReportContext,
  /** What the listed records are: Kunde, Vertrag, Schaden, or Spartendaten (a contract's line data entries). */
  Step: z.enum(['Kunde', 'Vertrag', 'Schaden', 'Spartendaten']),
  TemplateId: z.uuid(),
  Items: z.array(ZReportRecord),
  Total: z.number().int(),
});
export type TReportRecords = z.infer<typeof ZReportRecords>;

/** The report card as its page needs it. */
export const ZReportCard = z.object({
  Id: z.uuid(),
  Name: z.object({ de: z.string(), en: z.string() }),
  Icon: z.string(),
  Context: ZReportContext,
  TemplateId: z.uuid(),
  /** The main filter's property: it picks the not-found dialog's text. */
  Property: z.string().nullable(),
});
export type TReportCard = z.infer<typeof ZReportCard>;

/** The text a line data entry holds for a spartenFilter's property (Typ: the entry's type; else its data key). */
export function lineDataValue(entry: { typ: string; data: Record<string, unknown> }, property: string): string | null {
  const raw = property === 'Typ' ? entry.typ : Object.prototype.hasOwnProperty.call(entry.data, property) ? entry.data[property] : null;
  return raw === null || raw === undefined ? null : String(raw);
}

/** Whether one spartenFilter holds for a value (the same rule the server's SQL applies to a contract's entries). */
export function spartenFilterHolds(f: Pick<TSpartenFilter, 'Operator' | 'Value'>, value: string | null): boolean {
  const values = f.Value === undefined ? [] : Array.isArray(f.Value) ? f.Value : [f.Value];
  switch (f.Operator) {
    case 'IsEmpty':
      return value === null || value === '';
    case 'Equal':
      return value === values[0];
    case 'NotEqual':
      return value !== values[0];
    case 'In':
      return value !== null && values.includes(value);
    case 'Contains':
      return value !== null && value.toLowerCase().includes((values[0] ?? '').toLowerCase());
  }
}

/**
 * The line data entries of a chosen contract the second list shows: those for which every spartenFilter naming a
 * property the entry has holds (a filter on ZUS_KOMPAKTHAGEL106 does not hide the main KOMPAKTHAGEL entry).
 */
export function matchingLineData<T extends { typ: string; data: Record<string, unknown> }>(entries: readonly T[], filters: readonly TSpartenFilter[]): T[] {
  return entries.filter((e) =>
    filters.every((f) => {
      const has = f.SpartendatenProperty === 'Typ' || Object.prototype.hasOwnProperty.call(e.data, f.SpartendatenProperty);
      return !has || spartenFilterHolds(f, lineDataValue(e, f.SpartendatenProperty));
    }),
  );
}
