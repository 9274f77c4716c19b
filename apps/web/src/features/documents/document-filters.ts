/**
 * The documents page's filter menu turned into data-query filters of POST data/Brief/query
 * (spec 000 §2.10, §6): customer (one), document types, folders, tags (any of them), assignment (each chosen link
 * must exist), unread only, synced only, stock documents (brokers only), Service (only licences of
 * kind SERVICE); the new-documents route always keeps only unread documents.
 */
import { DOCUMENT_TYPES, type TFilter } from '@portal/domain';

export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_ASSIGNMENTS = ['Vorgang', 'Kunde', 'Vertrag', 'Schaden'] as const;
export type TDocumentAssignment = (typeof DOCUMENT_ASSIGNMENTS)[number];

export type TDocumentFilterForm = {
  customer: { Id: string; Kundenname: string } | null;
  types: TDocumentType[];
  /** Folder toggles: documents in any of these folders. */
  folders: string[];
  /** Documents carrying any of these tags. */
  tags: { Id: string; Name: string }[];
  assignments: TDocumentAssignment[];
  unreadOnly: boolean;
  syncedOnly: boolean;
  stockOnly: boolean;
  serviceOnly: boolean;
};

export const EMPTY_DOCUMENT_FILTER: TDocumentFilterForm = {
  customer: null,
  types: [],
  folders: [],
  tags: [],
  assignments: [],
  unreadOnly: false,
  syncedOnly: false,
  stockOnly: false,
  serviceOnly: false,
};

export type TDocumentRoute = 'alle_dokumente' | 'neue_dokumente';

/** Who filters: stock documents only for brokers, the Service toggle only for licence kind SERVICE. */
export type TDocumentFilterContext = { route: TDocumentRoute; broker: boolean; serviceLicence: boolean };

const UNREAD: TFilter = { Property: 'Read', Operator: 'IsEmpty', Value: true };

export function documentFilters(form: TDocumentFilterForm, ctx: TDocumentFilterContext): TFilter[] {
  const filters: TFilter[] = [];
  if (ctx.route === 'neue_dokumente' || form.unreadOnly) filters.push(UNREAD);
  if (form.customer) filters.push({ Property: 'Kunde.Id', Operator: 'Equal', Value: form.customer.Id });
  const types = form.types.filter((t) => (DOCUMENT_TYPES as readonly string[]).includes(t));
  if (types.length) filters.push({ Property: 'Brieftyp', Operator: 'In', Value: [...types] });
  const folders = [...new Set(form.folders.map((f) => f.trim()).filter(Boolean))];
  if (folders.length) filters.push({ Property: 'Folder', Operator: 'In', Value: folders });
  if (form.tags.length) filters.push({ Property: 'Tags', Operator: 'In', Value: form.tags.map((t) => t.Id) });
  for (const a of DOCUMENT_ASSIGNMENTS) if (form.assignments.includes(a)) filters.push({ Property: `${a}.Id`, Operator: 'IsEmpty', Value: false });
  if (form.syncedOnly) filters.push({ Property: 'Synced', Operator: 'Equal', Value: true });
  if (form.stockOnly && ctx.broker) filters.push({ Property: 'Bestand', Operator: 'Equal', Value: true });
  if (form.serviceOnly && ctx.serviceLicence) filters.push({ Property: 'Service', Operator: 'Equal', Value: true });
  return filters;
}

/** Bulk actions (spec 000 §5): in selection mode something must be chosen; without it they apply to all new documents. */
export type TBulkTarget = { kind: 'none' } | { kind: 'all' } | { kind: 'ids'; ids: string[] };

export function bulkTarget(selectMode: boolean, selected: readonly string[]): TBulkTarget {
  if (!selectMode) return { kind: 'all' };
  return selected.length ? { kind: 'ids', ids: [...selected] } : { kind: 'none' };
}

/** The zip's name: Dokumenteneingang_{YYYY-MM-DD}.zip (spec 000 §7), in local time. */
export function documentsZipName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Dokumenteneingang_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

/** How a preview shows a file: PDFs in the viewer, images inline, everything else is downloaded. */
export function previewKind(fileNameOrType: string): 'pdf' | 'image' | 'download' {
  const v = fileNameOrType.toLowerCase();
  if (v.includes('application/pdf') || v.endsWith('.pdf')) return 'pdf';
  if (v.startsWith('image/') || /\.(png|jpe?g)$/.test(v)) return 'image';
  return 'download';
}

/** Page size (spec 000 §9): as many rows as fit below the page's header (44 px each), at least 10; 25 when unknown. */
export const DOCUMENT_ROW_HEIGHT = 44;
const CHROME_ABOVE_ROWS = 380;
export function documentPageSize(viewportHeight: number | undefined): number {
  if (!viewportHeight || !Number.isFinite(viewportHeight) || viewportHeight <= 0) return 25;
  return Math.max(10, Math.floor((viewportHeight - CHROME_ABOVE_ROWS) / DOCUMENT_ROW_HEIGHT));
}
