/**
 * PDF templates and report cards (spec 001 §2.9, §3 Report card, §4, §7 Report cards; issue 13 item 4).
 *
 * - Templates are data: licence admins create, edit and delete them (audited); every member lists them.
 * - A report card's records are found by the generic data query with the card's filters, in the database and
 *   within what the member may see; the page shows the first page and searches, never 250,000 rows at once.
 * - Rendering fills the template with exactly what the member's data query returns for the record (visibility,
 *   hidden premiums and guest masking included) and stores the PDF for the member who rendered it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DATA_CATALOG,
  formatDate,
  formatMoney,
  hiddenProperties,
  isLicenseAdmin,
  matchingLineData,
  MAX_PDF_TEMPLATES,
  renderRequestIssues,
  reportCardFilters,
  reportFileName,
  viewPathOf,
  ZReportCardProperties,
  ZReportContext,
  type TDataType,
  type TFilter,
  type TPdfRenderRequest,
  type TPdfRenderResult,
  type TPdfTemplate,
  type TPdfTemplateSummary,
  type TPropertyType,
  type TReportCard,
  type TReportCardProperties,
  type TReportContext,
  type TReportRecord,
  type TReportRecords,
  type TSpartenFilter,
} from '@portal/domain';
import type { z } from 'zod';
import type { ZPdfTemplateInput } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { contractLineData, contracts } from '../../platform/db/schema.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import type { Storage } from '../../platform/storage/storage.js';
import { queryData } from '../data-query/service.js';
import { licenseFolder, PDF } from '../forms/render/render-document.js';
import { renderReportPdf } from './report-pdf.js';
import {
  cardsUsingTemplate,
  countTemplates,
  deleteRenderings,
  deleteTemplateRow,
  findCard,
  findRendering,
  findTemplateRow,
  insertRendering,
  insertTemplate,
  lineDataOf,
  listTemplateRows,
  staleRenderings,
  updateTemplateRow,
  type TPdfTemplateRow,
} from './repository.js';
import { renderTemplateBlocks, type TTemplateView } from './template-blocks.js';

type TDeps = { db: Db; ctx: TLicenseContext };
type TTemplateInput = z.output<typeof ZPdfTemplateInput>;

function requireAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators edit PDF templates');
}

const contextOf = (row: { context: string }): TReportContext => ZReportContext.parse(row.context);
const summary = (row: { id: string; name: string; context: string }): TPdfTemplateSummary => ({ Id: row.id, Name: row.name, Context: contextOf(row) });
const full = (row: TPdfTemplateRow): TPdfTemplate => ({ ...summary(row), Body: row.body, UpdatedAt: row.updatedAt.toISOString() });
const auditState = (row: TPdfTemplateRow | null) => (row ? { Name: row.name, Context: row.context, Body: row.body } : null);

// ───── templates ─────

export async function listPdfTemplates({ db, ctx }: TDeps): Promise<TPdfTemplateSummary[]> {
  return (await listTemplateRows(db, ctx.licenseId)).map(summary);
}

async function templateOrNotFound(db: Db, licenseId: string, id: string): Promise<TPdfTemplateRow> {
  const row = await findTemplateRow(db, licenseId, id);
  if (!row) throw notFound('No such PDF template');
  return row;
}

export async function getPdfTemplate({ db, ctx }: TDeps, id: string): Promise<TPdfTemplate> {
  requireAdmin(ctx);
  return full(await templateOrNotFound(db, ctx.licenseId, id));
}

export async function createPdfTemplate({ db, ctx }: TDeps, input: TTemplateInput): Promise<TPdfTemplate> {
  requireAdmin(ctx);
  const row = await db.transaction(async (tx) => {
    if ((await countTemplates(tx, ctx.licenseId)) >= MAX_PDF_TEMPLATES) throw new AppError('CONFLICT', 409, `A licence holds at most ${MAX_PDF_TEMPLATES} PDF templates`);
    const created = await insertTemplate(tx, { id: randomUUID(), licenseId: ctx.licenseId, name: input.Name, context: input.Context, body: input.Body });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'pdfTemplate.create', target: created.id, before: null, after: auditState(created) });
    return created;
  });
  return full(row);
}

export async function updatePdfTemplate({ db, ctx }: TDeps, id: string, input: TTemplateInput): Promise<TPdfTemplate> {
  requireAdmin(ctx);
  const row = await db.transaction(async (tx) => {
    const before = await templateOrNotFound(tx, ctx.licenseId, id);
    // Cards that render with it expect its context: changing it would break them.
    if (input.Context !== before.context) {
      const users = await cardsUsingTemplate(tx, ctx.licenseId, id);
      if (users.length) throw validationError([{ path: 'Context', message: `Report cards render with this template in the ${before.context} context: ${users.join(', ')}` }]);
    }
    const after = (await updateTemplateRow(tx, ctx.licenseId, id, { name: input.Name, context: input.Context, body: input.Body }))!;
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'pdfTemplate.update', target: id, before: auditState(before), after: auditState(after) });
    return after;
  });
  return full(row);
}

export async function deletePdfTemplate({ db, ctx }: TDeps, id: string): Promise<void> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const before = await templateOrNotFound(tx, ctx.licenseId, id);
    const users = await cardsUsingTemplate(tx, ctx.licenseId, id);
    if (users.length) throw new AppError('CONFLICT', 409, `The template is in use by the report cards ${users.join(', ')}`);
    await deleteTemplateRow(tx, ctx.licenseId, id);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'pdfTemplate.delete', target: id, before: auditState(before), after: null });
  });
}

/**
 * What the card service checks before it stores a report card: its template exists in this licence and renders
 * the card's context. 400 naming the field otherwise.
 */
export async function checkReportCardTemplate(db: Db, licenseId: string, props: Record<string, unknown>): Promise<void> {
  const templateId = typeof props.TemplateId === 'string' ? props.TemplateId : '';
  const row = await findTemplateRow(db, licenseId, templateId);
  if (!row) throw validationError([{ path: 'AdditionalProperties.TemplateId', message: 'No PDF template with this id in the licence' }]);
  if (row.context !== props.Context) {
    throw validationError([{ path: 'AdditionalProperties.Context', message: `The template "${row.name}" renders the ${row.context} context, not ${String(props.Context)}` }]);
  }
}

// ───── report cards ─────

async function reportCardOf({ db, ctx }: TDeps, cardId: string): Promise<{ card: NonNullable<Awaited<ReturnType<typeof findCard>>>; props: TReportCardProperties }> {
  const card = await findCard(db, ctx.licenseId, cardId, { draft: isLicenseAdmin(ctx.permission) });
  if (!card || card.action !== 'report') throw notFound('No such report card');
  const parsed = ZReportCardProperties.safeParse(card.additionalProperties);
  if (!parsed.success) throw new AppError('CONFLICT', 409, `The report card's definition is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { card, props: parsed.data };
}

export async function getReportCard(deps: TDeps, cardId: string): Promise<TReportCard> {
  const { card, props } = await reportCardOf(deps, cardId);
  return {
    Id: card.id,
    Name: props.Name ? { de: props.Name, en: props.Name } : card.name,
    Icon: props.Icon ?? card.icon,
    Context: props.Context,
    TemplateId: props.TemplateId,
    Property: props.Property ?? null,
  };
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');

const LIST_FIELDS: Record<'Kunde' | 'Vertrag' | 'Schaden', string[]> = {
  Kunde: ['Id', 'Kundenname', 'Amsidnr', 'Plz', 'Ort'],
  Vertrag: ['Id', 'VertragsNr', 'Sparte', 'Typ', 'Kunde.Kundenname'],
  Schaden: ['Id', 'NummerMakler', 'Schadenart', 'SchadenZeitpunkt', 'Vertrag.Kunde.Kundenname'],
};

type TItem = Record<string, unknown>;
const pick = (item: TItem, dotted: string): unknown => dotted.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as TItem)[k] : undefined), item);

function recordOf(type: 'Kunde' | 'Vertrag' | 'Schaden', item: TItem): TReportRecord {
  const id = text(item.Id);
  switch (type) {
    case 'Kunde':
      return { Id: id, Title: text(item.Kundenname), Subtitle: joined(item.Amsidnr, joined(item.Plz, item.Ort).replace(' · ', ' ')) || null };
    case 'Vertrag':
      return { Id: id, Title: joined(item.VertragsNr, item.Sparte ?? item.Typ), Subtitle: text(pick(item, 'Kunde.Kundenname')) || null };
    case 'Schaden':
      return { Id: id, Title: joined(item.NummerMakler, item.Schadenart), Subtitle: joined(pick(item, 'Vertrag.Kunde.Kundenname'), formatDate(text(item.SchadenZeitpunkt))) || null };
  }
}

/** SQL for one spartenFilter over a line data entry (the same rule as spartenFilterHolds). */
function spartenCondition(f: TSpartenFilter): SQL {
  const column = f.SpartendatenProperty === 'Typ' ? sql`${contractLineData.typ}` : sql`(${contractLineData.data} ->> ${f.SpartendatenProperty})`;
  const values = f.Value === undefined ? [] : Array.isArray(f.Value) ? f.Value : [f.Value];
  switch (f.Operator) {
    case 'IsEmpty':
      return or(isNull(column), eq(column, ''))!;
    case 'Equal':
      return eq(column, values[0] ?? '');
    case 'NotEqual':
      return sql`${column} is distinct from ${values[0] ?? ''}`;
    case 'In':
      return inArray(column, values);
    case 'Contains':
      return sql`strpos(lower(${column}), lower(${values[0] ?? ''})) > 0`;
  }
}

/** A contract matches when, for every spartenFilter, one of its line data entries satisfies it. */
function spartenConditions(db: Db, filters: readonly TSpartenFilter[]): SQL[] {
  return filters.map((f) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(contractLineData)
        .where(and(eq(contractLineData.licenseId, contracts.licenseId), eq(contractLineData.contractId, contracts.id), spartenCondition(f))),
    ),
  );
}

type TRecordsInput = TDeps & { cardId: string; query: { Search?: string | undefined; VertragId?: string | undefined; Skip: number; Take: number }; takeCap: number };

/** The records a report card lists: one page, filtered, searched and counted in the database. */
export async function listReportRecords(input: TRecordsInput): Promise<TReportRecords> {
  const { db, ctx, query, takeCap } = input;
  const { props } = await reportCardOf(input, input.cardId);
  const base = { Context: props.Context, TemplateId: props.TemplateId };
  const filters = reportCardFilters(props);

  if (props.Context === 'Spartendaten' && query.VertragId) {
    // Second step: the chosen contract (visible to the member and matching the card) and its line data entries.
    const found = await queryData({ db, ctx, type: 'Vertrag', takeCap, query: { Fields: ['Id'], Page: { Skip: 0, Take: 1, ReturnTotal: false }, Filters: [...filters, { Property: 'Id', Operator: 'Equal', Value: query.VertragId }] }, extraConditions: spartenConditions(db, props.spartenFilters) });
    if (found.Items.length === 0) throw notFound('No such contract for this report card');
    const entries = matchingLineData(await lineDataOf(db, ctx.licenseId, query.VertragId), props.spartenFilters);
    const shown = entries.slice(query.Skip, query.Skip + query.Take);
    const items = shown.map((e) => ({ Id: e.id, Title: e.typ, Subtitle: lineDataSummary(e.data, hidesPremiums(ctx)) || null }));
    return { ...base, Step: 'Spartendaten', Items: items, Total: entries.length };
  }

  const type = props.Context === 'Spartendaten' ? 'Vertrag' : props.Context;
  const search = query.Search && query.Search.length >= 2 ? query.Search : undefined;
  const result = await queryData({
    db,
    ctx,
    type,
    takeCap,
    query: { Fields: LIST_FIELDS[type], Page: { Skip: query.Skip, Take: query.Take, ReturnTotal: true }, Filters: filters, ...(search ? { Search: search } : {}) },
    ...(props.Context === 'Spartendaten' ? { extraConditions: spartenConditions(db, props.spartenFilters) } : {}),
  });
  return { ...base, Step: type, Items: result.Items.map((item) => recordOf(type, item)), Total: result.Total ?? result.Items.length };
}

// ───── rendering ─────

/** Line data keys that carry premiums: hidden with the premiums (spec 000 §6). */
const PREMIUM_KEY = /praemie|prämie|beitrag/i;
const hidesPremiums = (ctx: TLicenseContext) => hiddenProperties('Vertrag', ctx.permission).size > 0;

function lineDataSummary(data: Record<string, unknown>, hide: boolean): string {
  return Object.entries(data)
    .filter(([k, v]) => v !== null && v !== '' && !(hide && PREMIUM_KEY.test(k)))
    .slice(0, 3)
    .map(([k, v]) => `${k}: ${text(v)}`)
    .join(', ');
}

function formatValue(type: TPropertyType, value: unknown, currency: unknown): string {
  if (value === null || value === undefined) return '';
  if (type === 'money') return formatMoney(value as number | string, typeof currency === 'string' ? currency : null) ?? '';
  if (type === 'date' || type === 'datetime') return formatDate(text(value)) ?? '';
  if (type === 'boolean') return value ? 'Ja' : 'Nein';
  return text(value);
}

/** An item of the data query as the template's view: each property under the object its viewPathOf names. */
function viewOf(type: TDataType, item: TItem): Record<string, Record<string, string>> {
  const view: Record<string, Record<string, string>> = {};
  for (const p of DATA_CATALOG[type]) {
    const path = viewPathOf(type, p.name);
    const value = pick(item, p.name);
    if (!path || value === undefined) continue;
    const [obj, field] = path.split('.') as [string, string];
    (view[obj] ??= {})[field] = formatValue(p.type, value, item.Waehrung);
  }
  return view;
}

/** A list's items for a loop: their own fields, formatted. */
const listOf = (type: TDataType, items: TItem[]) => items.map((item) => viewOf(type, item)[type] ?? {});

const LOOP_MAX = 200;

async function one(deps: TDeps & { takeCap: number }, type: TDataType, id: string): Promise<TItem> {
  const { Items } = await queryData({ ...deps, type, query: { Page: { Skip: 0, Take: 1, ReturnTotal: false }, Filters: [{ Property: 'Id', Operator: 'Equal', Value: id }] } });
  if (!Items[0]) throw notFound(`No such ${type}`);
  return Items[0];
}

async function related(deps: TDeps & { takeCap: number }, type: TDataType, filter: TFilter): Promise<TItem[]> {
  const { Items } = await queryData({ ...deps, type, query: { Page: { Skip: 0, Take: LOOP_MAX, ReturnTotal: false }, Filters: [filter] } });
  return Items;
}

async function templateView(deps: TDeps & { takeCap: number }, context: TReportContext, r: TPdfRenderRequest): Promise<TTemplateView> {
  const common = { Lizenz: { Name: deps.ctx.license.name }, Heute: formatDate(new Date()) ?? '' };
  switch (context) {
    case 'Kunde': {
      const item = await one(deps, 'Kunde', r.KundeId!);
      return { ...viewOf('Kunde', item), Vertraege: listOf('Vertrag', await related(deps, 'Vertrag', { Property: 'Kunde.Id', Operator: 'Equal', Value: r.KundeId! })), ...common };
    }
    case 'Vertrag': {
      const item = await one(deps, 'Vertrag', r.VertragId!);
      return { ...viewOf('Vertrag', item), Schaeden: listOf('Schaden', await related(deps, 'Schaden', { Property: 'Vertrag.Id', Operator: 'Equal', Value: r.VertragId! })), ...common };
    }
    case 'Schaden':
      return { ...viewOf('Schaden', await one(deps, 'Schaden', r.SchadenId!)), ...common };
    case 'Spartendaten': {
      const item = await one(deps, 'Vertrag', r.VertragId!);
      const entry = (await lineDataOf(deps.db, deps.ctx.licenseId, r.VertragId!)).find((e) => e.id === r.SpartendatenId);
      if (!entry) throw notFound('No such line data entry of the contract');
      const hide = hidesPremiums(deps.ctx);
      const felder = Object.entries(entry.data)
        .filter(([k]) => !(hide && PREMIUM_KEY.test(k)))
        .map(([k, v]) => ({ Name: k, Wert: formatValue('string', v, null) }));
      return { ...viewOf('Vertrag', item), Spartendaten: { Typ: entry.typ }, Felder: felder, ...common };
    }
  }
}

const renderedUrl = (licenseId: string, id: string) => `/api/v1/PdfTemplate/Rendered/${id}?license=${encodeURIComponent(licenseId)}`;

/** POST /PdfTemplate/Render: the template filled with the record's data as a PDF, stored for this member. */
export async function renderPdfTemplate(deps: TDeps & { storage: Storage; takeCap: number }, request: TPdfRenderRequest, now = new Date()): Promise<TPdfRenderResult> {
  const { db, ctx, storage } = deps;
  const template = await templateOrNotFound(db, ctx.licenseId, request.TemplateId);
  const context = contextOf(template);
  const missing = renderRequestIssues(context, request);
  if (missing.length) throw validationError(missing.map((m) => ({ path: m.field, message: m.message })));
  const view = await templateView(deps, context, request);
  const fileName = reportFileName(request.FileName);
  const bytes = await renderReportPdf({ title: fileName.replace(/\.pdf$/, ''), licenseName: ctx.license.name, renderedAt: now, blocks: renderTemplateBlocks(template.body, view) });
  const id = randomUUID();
  const storageKey = `${licenseFolder(ctx.licenseId)}/pdf-reports/${ctx.userId}/${id}.pdf`;
  await storage.put(storageKey, bytes, PDF);
  await insertRendering(db, { id, licenseId: ctx.licenseId, userId: ctx.userId, templateId: template.id, fileName, storageKey, createdAt: now });
  await removeStaleRenderings(db, storage, ctx, now);
  return { Url: renderedUrl(ctx.licenseId, id) };
}

/** A rendered report is for looking at now, not an archive: a member's renderings older than a day go. */
const KEEP_RENDERINGS_MS = 24 * 60 * 60 * 1000;

async function removeStaleRenderings(db: Db, storage: Storage, ctx: TLicenseContext, now: Date): Promise<void> {
  const stale = await staleRenderings(db, ctx.licenseId, ctx.userId, new Date(now.getTime() - KEEP_RENDERINGS_MS), 50);
  for (const r of stale) await storage.remove(r.storageKey).catch(() => undefined);
  await deleteRenderings(db, ctx.licenseId, stale.map((r) => r.id));
}

/** A rendered report PDF: only for the member who rendered it. */
export async function getRenderedPdf({ db, ctx, storage }: TDeps & { storage: Storage }, id: string): Promise<{ fileName: string; data: Buffer }> {
  const row = await findRendering(db, ctx.licenseId, ctx.userId, id);
  if (!row) throw notFound('No such rendered report');
  return { fileName: row.fileName, data: await storage.get(row.storageKey) };
}
