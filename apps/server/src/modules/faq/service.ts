/**
 * The FAQ (spec 001 §2.6): every member of a licence of the family that has it reads it; licence administrators
 * (not read-only) add, change and delete entries, each change in the administration audit log.
 */
import { canWrite, FAQ_MAX_ENTRIES, hasFaq, isLicenseAdmin, type TFaqEntry, type TFaqEntryInput, type TFaqList } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countFaqEntries, deleteFaqEntry, findFaqEntry, insertFaqEntry, listFaqEntries, updateFaqEntry, type TFaqRow } from './repository.js';

const toEntry = (r: TFaqRow): TFaqEntry => ({ Id: r.id, Kategorie: r.kategorie, Frage: r.frage, Antwort: r.antwort, SortOrder: r.sortOrder, Bearbeitet: r.updatedAt.toISOString() });
const toValues = (input: TFaqEntryInput) => ({ kategorie: input.Kategorie, frage: input.Frage, antwort: input.Antwort, sortOrder: input.SortOrder });
const canEdit = (ctx: TLicenseContext) => isLicenseAdmin(ctx.permission) && canWrite(ctx.permission);

function requireFaq(ctx: TLicenseContext): void {
  if (!hasFaq(ctx.permission)) throw forbidden('This licence has no FAQ');
}
function requireEditor(ctx: TLicenseContext): void {
  requireFaq(ctx);
  if (!canEdit(ctx)) throw forbidden('Only licence administrators edit the FAQ');
}

export async function getFaq({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TFaqList> {
  requireFaq(ctx);
  return { Items: (await listFaqEntries(db, ctx.licenseId)).map(toEntry), CanEdit: canEdit(ctx) };
}

export async function createFaqEntry({ db, ctx, input }: { db: Db; ctx: TLicenseContext; input: TFaqEntryInput }): Promise<TFaqEntry> {
  requireEditor(ctx);
  return db.transaction(async (tx) => {
    if ((await countFaqEntries(tx, ctx.licenseId)) >= FAQ_MAX_ENTRIES) {
      throw new AppError('CONFLICT', 409, `The FAQ holds at most ${FAQ_MAX_ENTRIES} entries`);
    }
    const row = await insertFaqEntry(tx, ctx.licenseId, toValues(input));
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'faq.create', target: row.id, before: null, after: input });
    return toEntry(row);
  });
}

export async function changeFaqEntry({ db, ctx, id, input }: { db: Db; ctx: TLicenseContext; id: string; input: TFaqEntryInput }): Promise<TFaqEntry> {
  requireEditor(ctx);
  return db.transaction(async (tx) => {
    const before = await findFaqEntry(tx, ctx.licenseId, id);
    const row = before ? await updateFaqEntry(tx, ctx.licenseId, id, toValues(input)) : undefined;
    if (!before || !row) throw notFound('FAQ entry not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'faq.update', target: id, before: toEntry(before), after: input });
    return toEntry(row);
  });
}

export async function removeFaqEntry({ db, ctx, id }: { db: Db; ctx: TLicenseContext; id: string }): Promise<void> {
  requireEditor(ctx);
  await db.transaction(async (tx) => {
    const row = await deleteFaqEntry(tx, ctx.licenseId, id);
    if (!row) throw notFound('FAQ entry not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'faq.delete', target: id, before: toEntry(row), after: null });
  });
}
