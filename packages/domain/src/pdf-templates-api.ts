/**
 * PDF templates of the report cards (spec 001 §2.9, §3 Report card, §7 Report cards): templates are data a licence
 * admin edits, not code. A template's Body is Mustache (logic-less: placeholders {{Kunde.Kundenname}}, sections and
 * loops {{#Vertraege}}…{{/Vertraege}}, inverted sections {{^…}}; no partials, no helpers, nothing runs) over a
 * small line markup the server lays out on A4:
 *
 *   # Heading            ## Subheading           --- a rule
 *   | Label | {{Value}} |  a table row (key/value, or more cells)
 *   any other line       paragraph text; an empty line ends the paragraph
 *
 * Values put into placeholders never change the markup (the server renders them as text, whatever they hold).
 * The placeholders a context offers come from the data query's catalogue, so the data in a PDF is exactly what
 * the member's data query returns (visibility and field hiding included).
 */
import Mustache from 'mustache';
import { z } from 'zod';
import { DATA_CATALOG } from './data-catalog.js';
import type { TDataType } from './data-query.js';

export const REPORT_CONTEXTS = ['Kunde', 'Vertrag', 'Schaden', 'Spartendaten'] as const;
export const ZReportContext = z.enum(REPORT_CONTEXTS);
export type TReportContext = z.infer<typeof ZReportContext>;

/** The list type whose records a context picks from (Spartendaten: a contract first, then its line data). */
export const REPORT_CONTEXT_TYPE: Record<TReportContext, TDataType> = { Kunde: 'Kunde', Vertrag: 'Vertrag', Schaden: 'Schaden', Spartendaten: 'Vertrag' };

/** At most this many templates per licence. */
export const MAX_PDF_TEMPLATES = 200;
export const MAX_TEMPLATE_BODY = 20_000;

// ───── placeholders ─────

/** An object of the view (Kunde, Vertrag, …) and the placeholder names it holds. */
export type TPlaceholderCatalog = {
  objects: Record<string, readonly string[]>;
  /** Lists to loop over with {{#Name}}…{{/Name}}; inside, an item's fields are named without prefix. */
  lists: Record<string, readonly string[]>;
  /** Plain values at the top level. */
  values: readonly string[];
};

/**
 * Where each catalogue property of a type lands in the view: own fields under the type's object, dotted
 * references under their own object (Vertrag.Kunde.Kundenname → Kunde.Kundenname). Ids stay out of templates.
 */
export function viewPathOf(type: TDataType, property: string): string | null {
  const parts = property.split('.');
  const field = parts[parts.length - 1]!;
  if (field === 'Id' || field === 'ParentId') return null;
  if (parts.length === 1) return `${type}.${field}`;
  return `${parts[parts.length - 2]}.${field}`;
}

function objectsOf(type: TDataType): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of DATA_CATALOG[type]) {
    const path = viewPathOf(type, p.name);
    if (!path) continue;
    const [obj, field] = path.split('.') as [string, string];
    (out[obj] ??= []).push(field);
  }
  return out;
}

const ownFields = (type: TDataType) => DATA_CATALOG[type].filter((p) => !p.name.includes('.') && p.name !== 'Id').map((p) => p.name);

export const LINE_DATA_FIELDS = ['Name', 'Wert'] as const;

/** The placeholders each context offers. */
export function placeholderCatalog(context: TReportContext): TPlaceholderCatalog {
  const common = { Lizenz: ['Name'] };
  switch (context) {
    case 'Kunde':
      return { objects: { ...objectsOf('Kunde'), ...common }, lists: { Vertraege: ownFields('Vertrag') }, values: ['Heute'] };
    case 'Vertrag':
      return { objects: { ...objectsOf('Vertrag'), ...common }, lists: { Schaeden: ownFields('Schaden') }, values: ['Heute'] };
    case 'Schaden':
      return { objects: { ...objectsOf('Schaden'), ...common }, lists: {}, values: ['Heute'] };
    case 'Spartendaten':
      return { objects: { ...objectsOf('Vertrag'), Spartendaten: ['Typ'], ...common }, lists: { Felder: [...LINE_DATA_FIELDS] }, values: ['Heute'] };
  }
}

/** Every placeholder of a context as the editor offers it ({{Kunde.Kundenname}}, {{#Vertraege}}…). */
export function placeholderNames(context: TReportContext): string[] {
  const c = placeholderCatalog(context);
  return [
    ...c.values,
    ...Object.entries(c.objects).flatMap(([o, fields]) => fields.map((f) => `${o}.${f}`)),
    ...Object.entries(c.lists).flatMap(([l, fields]) => [`#${l}`, ...fields.map((f) => `${l}[].${f}`)]),
  ];
}

export type TTemplateIssue = { field: 'Body' | 'Name' | 'Context'; message: string };

type TToken = [string, string, number, number, TToken[]?, ...unknown[]];

function lineOf(body: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < body.length; i++) if (body.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Why a template body cannot render in a context (empty when it can): a syntax error, an unknown placeholder,
 * a loop over something that is no list, a partial or a delimiter change. Names the placeholder and its line.
 */
export function templateBodyIssues(context: TReportContext, body: string): TTemplateIssue[] {
  let tokens: TToken[];
  try {
    // A fresh parse (no cache between templates): the body decides, nothing else.
    tokens = Mustache.parse(body, ['{{', '}}']) as unknown as TToken[];
  } catch (err) {
    return [{ field: 'Body', message: `The template cannot be read: ${err instanceof Error ? err.message : String(err)}` }];
  }
  const catalog = placeholderCatalog(context);
  const known = (name: string, list: string | null): boolean => {
    if (name === '.') return list !== null;
    if (list && (catalog.lists[list] ?? []).includes(name)) return true;
    if (catalog.values.includes(name)) return true;
    const [obj, field, ...rest] = name.split('.');
    return rest.length === 0 && field !== undefined && (catalog.objects[obj!] ?? []).includes(field);
  };
  const issues: TTemplateIssue[] = [];
  const walk = (list: TToken[], scope: string | null) => {
    for (const t of list) {
      const [kind, name, start] = t;
      const at = `(line ${lineOf(body, start)})`;
      if (kind === 'text' || kind === '!') continue;
      if (kind === '>') {
        issues.push({ field: 'Body', message: `Partials are not supported: {{> ${name}}} ${at}` });
      } else if (kind === '=') {
        issues.push({ field: 'Body', message: `Changing the delimiters is not supported ${at}` });
      } else if (kind === '#' || kind === '^') {
        const isList = name in catalog.lists;
        if (!isList && !known(name, scope)) issues.push({ field: 'Body', message: `Unknown placeholder {{${kind}${name}}} ${at}` });
        walk(t[4] ?? [], kind === '#' && isList ? name : scope);
      } else if (kind === '&') {
        // {{{x}}} and {{&x}} skip the escaping that keeps values from changing the layout.
        issues.push({ field: 'Body', message: `Unescaped placeholders are not supported: use {{${name}}} ${at}` });
      } else if (kind === 'name') {
        if (name in catalog.lists) issues.push({ field: 'Body', message: `${name} is a list: loop over it with {{#${name}}}…{{/${name}}} ${at}` });
        else if (!known(name, scope)) issues.push({ field: 'Body', message: `Unknown placeholder {{${name}}} ${at}` });
      }
      if (issues.length >= 20) return;
    }
  };
  walk(tokens, null);
  return issues;
}

// ───── API ─────

const ZTemplateName = z.string().trim().min(1).max(120);

export const ZPdfTemplateSummary = z.object({ Id: z.uuid(), Name: z.string(), Context: ZReportContext });
export type TPdfTemplateSummary = z.infer<typeof ZPdfTemplateSummary>;

export const ZPdfTemplate = ZPdfTemplateSummary.extend({
  Body: z.string(),
  UpdatedAt: z.iso.datetime(),
});
export type TPdfTemplate = z.infer<typeof ZPdfTemplate>;

/** What the template editor sends: refused with the placeholder at fault when the body cannot render. */
export const ZPdfTemplateInput = z
  .object({
    Name: ZTemplateName,
    Context: ZReportContext,
    Body: z.string().min(1).max(MAX_TEMPLATE_BODY),
  })
  .strict()
  .superRefine((t, ctx) => {
    for (const issue of templateBodyIssues(t.Context, t.Body)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type TPdfTemplateInput = z.input<typeof ZPdfTemplateInput>;

const ZRecordId = z.uuid();

/** POST /PdfTemplate/Render: which template, the file's name and the record(s) it shows. */
export const ZPdfRenderRequest = z
  .object({
    TemplateId: z.uuid(),
    FileName: z.string().trim().min(1).max(120),
    KundeId: ZRecordId.optional(),
    VertragId: ZRecordId.optional(),
    SchadenId: ZRecordId.optional(),
    /** The line data entry (Spartendaten context, together with VertragId). */
    SpartendatenId: ZRecordId.optional(),
  })
  .strict();
export type TPdfRenderRequest = z.infer<typeof ZPdfRenderRequest>;

export const ZPdfRenderResult = z.object({ Url: z.string() });
export type TPdfRenderResult = z.infer<typeof ZPdfRenderResult>;

/** The record ids a context needs in a render request. */
export function renderRequestIssues(context: TReportContext, r: Pick<TPdfRenderRequest, 'KundeId' | 'VertragId' | 'SchadenId' | 'SpartendatenId'>): { field: string; message: string }[] {
  const need: Record<TReportContext, (keyof typeof r)[]> = { Kunde: ['KundeId'], Vertrag: ['VertragId'], Schaden: ['SchadenId'], Spartendaten: ['VertragId', 'SpartendatenId'] };
  return need[context].filter((k) => !r[k]).map((k) => ({ field: k, message: `A ${context} template needs ${k}` }));
}

/** The PDF's file name: letters, digits, spaces, dots, dashes and underscores, ending in .pdf. */
export function reportFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '_').replace(/^[ .]+/, '').slice(0, 100).trim();
  return `${base || 'Bericht'}.pdf`;
}
