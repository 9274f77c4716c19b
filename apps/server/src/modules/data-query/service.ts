/** Runs the generic data query and its CSV export for one licence and member. */
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { canExportFiles, DATA_CATALOG, formatDate, hiddenProperties, isBroker, isPersonalFieldName, masksPersonalData, neutralizeSpreadsheetFormula, type TDataQueryParsed, type TDataType, type TPropertyType } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { compileQuery } from './compile-query.js';
import { runQuery } from './run-query.js';
import { scopeFor } from './scope.js';
import { dataTypeDefinition } from './type-registry.js';

/** extraConditions: further SQL conditions of a server-side caller (report cards' line-data filters), never from the client. */
type TQueryInput = { db: Db; ctx: TLicenseContext; type: TDataType; query: TDataQueryParsed; takeCap: number; extraConditions?: SQL[] };

function definitionOf(type: TDataType, ctx: TLicenseContext) {
  const def = dataTypeDefinition(type);
  if (!def) throw new AppError('NOT_FOUND', 404, `No data query for type ${type}`);
  // Reference addresses and objects exist only for licences that have them (spec 000 §2.1).
  if (type === 'Adresse' && !ctx.permission.features.Addresses) throw forbidden('This licence has no addresses');
  return def;
}

/** What every compile of this member shares. */
const memberOptions = (type: TDataType, ctx: TLicenseContext) => ({
  licenseId: ctx.licenseId,
  scope: scopeFor(type, ctx),
  isBroker: isBroker(ctx.permission),
  hidden: hiddenProperties(type, ctx.permission),
  masked: masksPersonalData(ctx.permission) ? new Set(DATA_CATALOG[type].filter((p) => isPersonalFieldName(p.name)).map((p) => p.name)) : undefined,
});

export async function queryData({ db, ctx, type, query, takeCap, extraConditions }: TQueryInput) {
  const compiled = compileQuery({ def: definitionOf(type, ctx), query, ...memberOptions(type, ctx), takeCap, ...(extraConditions ? { extraConditions } : {}) });
  if (!compiled.ok) throw validationError(compiled.errors, 'The query names something this type does not offer');
  return runQuery(db, compiled.plan);
}

export type TExportColumn = { Property: string; Header: string };

/** The most rows one export writes; a list that large belongs in a report, not a CSV download. */
export const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 1000;

const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

function cell(value: unknown, type: TPropertyType | undefined): string {
  if (value === null || value === undefined) return '';
  if (type === 'money') return decimal.format(Number(value));
  if (type === 'number') return String(value).replace('.', ',');
  if (type === 'date' || type === 'datetime') return formatDate(String(value)) ?? '';
  if (type === 'boolean') return value ? 'Ja' : 'Nein';
  // Text from people could start a spreadsheet formula.
  return neutralizeSpreadsheetFormula(String(value));
}

function pick(item: Record<string, unknown>, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), item);
}

/**
 * CSV of the visible columns for the current filters and sorts, `;`-separated with a BOM so that
 * spreadsheet programs in German locales open it directly. Streams batch by batch: memory stays flat.
 */
export function exportData(input: Omit<TQueryInput, 'query'> & { query: Omit<TDataQueryParsed, 'Page'>; columns: TExportColumn[] }): Readable {
  const { db, ctx, type, columns } = input;
  if (!canExportFiles(ctx.permission)) throw forbidden('This licence does not allow file export');
  const def = definitionOf(type, ctx);
  const member = memberOptions(type, ctx);
  const fields = columns.map((c) => c.Property);
  const base = { ...input.query, Fields: fields, Page: { Skip: 0, Take: EXPORT_BATCH, ReturnTotal: false } };
  // Validate once up front so that a bad request is a 400, not a broken download.
  const probe = compileQuery({ def, query: base, ...member, takeCap: EXPORT_BATCH });
  if (!probe.ok) throw validationError(probe.errors.map((e) => ({ ...e, path: e.path.replace(/^Fields\./, 'Columns.') })));
  const types = new Map(probe.plan.fields.map((f) => [f.name, f.type]));

  async function* lines(): AsyncGenerator<string> {
    yield '\uFEFF' + Papa.unparse([columns.map((c) => neutralizeSpreadsheetFormula(c.Header))], { delimiter: ';' }) + '\r\n';
    let written = 0;
    let skip = 0;
    let after: string | undefined;
    while (written < EXPORT_MAX_ROWS) {
      const page = { Skip: after ? 0 : skip, Take: EXPORT_BATCH, ReturnTotal: false, ...(after ? { After: after } : {}) };
      const compiled = compileQuery({ def, query: { ...base, Page: page }, ...member, takeCap: EXPORT_BATCH });
      if (!compiled.ok) return;
      const result = await runQuery(db, compiled.plan);
      if (result.Items.length === 0) return;
      const rows = result.Items.map((item) => fields.map((f) => cell(pick(item, f), types.get(f))));
      yield Papa.unparse(rows, { delimiter: ';' }) + '\r\n';
      written += rows.length;
      if (result.Items.length < EXPORT_BATCH) return;
      after = result.Next ?? undefined;
      skip += EXPORT_BATCH;
    }
  }
  return Readable.from(lines());
}
