/**
 * Content pages (/content/{slug}): every member reads the published pages of their audience; licence administrators
 * (not read-only) also see unpublished ones (preview) and add, change and delete pages, each change in the
 * administration audit log. A page a member may not read answers 404 like a missing one: its existence is not told.
 */
import {
  canWrite,
  CONTENT_PAGES_MAX,
  isLicenseAdmin,
  readsContentPage,
  ZContentAudience,
  type TContentPage,
  type TContentPageCreate,
  type TContentPageInput,
  type TContentPageList,
  type TContentPageSummary,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { AppError, fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { renderMarkdown } from './render-markdown.js';
import { countContentPages, deleteContentPage, findContentPage, insertContentPage, listContentPages, updateContentPage, type TContentPageRow, type TContentPageValues } from './repository.js';

type TSummaryRow = Pick<TContentPageRow, 'slug' | 'titel' | 'zielgruppe' | 'published' | 'sortOrder' | 'updatedAt'>;

const toSummary = (r: TSummaryRow): TContentPageSummary => ({
  Slug: r.slug,
  Titel: r.titel,
  // Written only through ZContentAudience; an unknown value (hand-edited row) reads as staff-only, the narrower.
  Zielgruppe: ZContentAudience.catch('MITARBEITER').parse(r.zielgruppe),
  Veroeffentlicht: r.published,
  Reihenfolge: r.sortOrder,
  Bearbeitet: r.updatedAt.toISOString(),
});
const toPage = (r: TContentPageRow, ctx: TLicenseContext): TContentPage => ({ ...toSummary(r), Inhalt: r.markdown, Html: r.html, CanEdit: canEdit(ctx) });
const toValues = (input: TContentPageInput): TContentPageValues => ({
  titel: input.Titel,
  markdown: input.Inhalt,
  html: renderMarkdown(input.Inhalt),
  zielgruppe: input.Zielgruppe,
  published: input.Veroeffentlicht,
  sortOrder: input.Reihenfolge,
});
/** What the audit log keeps: the input without the rendered HTML. */
const audited = (r: TContentPageRow) => ({ Titel: r.titel, Inhalt: r.markdown, Zielgruppe: r.zielgruppe, Veroeffentlicht: r.published, Reihenfolge: r.sortOrder });

const canEdit = (ctx: TLicenseContext) => isLicenseAdmin(ctx.permission) && canWrite(ctx.permission);
function requireEditor(ctx: TLicenseContext): void {
  if (!canEdit(ctx)) throw forbidden('Only licence administrators edit content pages');
}

export async function getContentPages({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TContentPageList> {
  const items = (await listContentPages(db, ctx.licenseId)).map(toSummary).filter((p) => readsContentPage(ctx.permission.role, p));
  return { Items: items, CanEdit: canEdit(ctx) };
}

export async function getContentPage({ db, ctx, slug }: { db: Db; ctx: TLicenseContext; slug: string }): Promise<TContentPage> {
  const row = await findContentPage(db, ctx.licenseId, slug);
  if (!row || !readsContentPage(ctx.permission.role, toSummary(row))) throw notFound('Content page not found');
  return toPage(row, ctx);
}

export async function createContentPage({ db, ctx, input }: { db: Db; ctx: TLicenseContext; input: TContentPageCreate }): Promise<TContentPage> {
  requireEditor(ctx);
  const { Slug, ...rest } = input;
  return db.transaction(async (tx) => {
    if ((await countContentPages(tx, ctx.licenseId)) >= CONTENT_PAGES_MAX) throw new AppError('CONFLICT', 409, `A licence holds at most ${CONTENT_PAGES_MAX} content pages`);
    const row = await insertContentPage(tx, ctx.licenseId, Slug, toValues(rest));
    if (!row) throw fieldError('CONFLICT', 'Slug', 'Taken', 'A page with this address exists already');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'contentPage.create', target: Slug, before: null, after: audited(row) });
    return toPage(row, ctx);
  });
}

export async function changeContentPage({ db, ctx, slug, input }: { db: Db; ctx: TLicenseContext; slug: string; input: TContentPageInput }): Promise<TContentPage> {
  requireEditor(ctx);
  return db.transaction(async (tx) => {
    const before = await findContentPage(tx, ctx.licenseId, slug);
    const row = before ? await updateContentPage(tx, ctx.licenseId, slug, toValues(input)) : undefined;
    if (!before || !row) throw notFound('Content page not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'contentPage.update', target: slug, before: audited(before), after: audited(row) });
    return toPage(row, ctx);
  });
}

export async function removeContentPage({ db, ctx, slug }: { db: Db; ctx: TLicenseContext; slug: string }): Promise<void> {
  requireEditor(ctx);
  await db.transaction(async (tx) => {
    const row = await deleteContentPage(tx, ctx.licenseId, slug);
    if (!row) throw notFound('Content page not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'contentPage.delete', target: slug, before: audited(row), after: null });
  });
}
