/**
 * The card view of the Karten preset and its administration (spec 000 §2.5, §3 Card config, §4 Admin mode).
 * Members read the live view; licence admins edit a draft (every edit audited), publish it live, discard it,
 * and save or restore backups. The admin's own portal view preset is set here too (spec 000 §2.4).
 */
import { randomUUID } from 'node:crypto';
import {
  cardsOf,
  cardWithDescendants,
  DEFAULT_CARDS,
  isLicenseAdmin,
  MAX_CARDS,
  reorderCards,
  sameCardView,
  type TCardBackup,
  type TCardDraft,
  type TCardOrder,
  type TCardView,
  type TViewCard,
  type TViewPreset,
} from '@portal/domain';
import type { z } from 'zod';
import type { ZCardInput } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { checkReportCardTemplate } from '../pdf-templates/service.js';
import {
  findBackup,
  findCardConfig,
  insertBackup,
  listBackups,
  listLiveCards,
  lockCardConfig,
  pruneBackups,
  replaceLiveCards,
  saveDraft,
  updateMemberPreset,
} from './repository.js';

/** Backups kept per licence. */
const KEEP_BACKUPS = 20;

type TCardInputParsed = z.output<typeof ZCardInput>;

function requireAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators administer the card view');
}

/** What is live: the licence's own cards and whether they show (no config yet: they show if there are any). */
async function storedLive(db: Db, licenseId: string): Promise<TCardView> {
  const [config, cards] = await Promise.all([findCardConfig(db, licenseId), listLiveCards(db, licenseId)]);
  return { Custom: config?.custom ?? cards.length > 0, Cards: cards };
}

/** GET /CardView: what members see — the licence's cards when custom, else the product's default cards. */
export async function getCardView({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardView> {
  const live = await storedLive(db, ctx.licenseId);
  return live.Custom ? live : { Custom: false, Cards: [...DEFAULT_CARDS] };
}

export async function getCardDraft({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardDraft> {
  requireAdmin(ctx);
  const [config, live] = await Promise.all([findCardConfig(db, ctx.licenseId), storedLive(db, ctx.licenseId)]);
  const draft = config?.draft ?? live;
  return { ...draft, Modified: !sameCardView(draft, live), UpdatedAt: config?.draftUpdatedAt?.toISOString() ?? null, Live: live };
}

/**
 * Runs one edit of the draft in a transaction: locks the licence's config row, applies `change` to the draft
 * (the live view when there is none yet), stores it and records the audit entry.
 */
async function editDraft(
  { db, ctx }: { db: Db; ctx: TLicenseContext },
  audit: { action: string; target?: string | null },
  change: (draft: TCardView) => { draft: TCardView; before: unknown; after: unknown },
): Promise<TCardDraft> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const live = await storedLive(tx, ctx.licenseId);
    const config = await lockCardConfig(tx, ctx.licenseId, live.Custom);
    const result = change(config.draft ?? live);
    await saveDraft(tx, ctx.licenseId, result.draft);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: audit.action, target: audit.target ?? null, before: result.before, after: result.after });
  });
  return getCardDraft({ db, ctx });
}

function checkParent(draft: TCardView, parentId: string | null, self?: string): void {
  if (parentId === null) return;
  const parent = draft.Cards.find((c) => c.Id === parentId);
  if (!parent || parent.Action !== 'group') throw validationError([{ path: 'ParentId', message: 'Not a card group of this card view' }]);
  if (self && cardWithDescendants(draft.Cards, self).has(parentId)) throw validationError([{ path: 'ParentId', message: 'A card group cannot contain itself' }]);
}

function toCard(id: string, input: TCardInputParsed): TViewCard {
  return { Id: id, ParentId: input.ParentId, Name: input.Name, Icon: input.Icon, Link: input.Link, Action: input.Action, AdditionalProperties: input.AdditionalProperties };
}

function findDraftCard(draft: TCardView, id: string): TViewCard {
  const card = draft.Cards.find((c) => c.Id === id);
  if (!card) throw notFound('No such card in the card view');
  return card;
}

export async function createCard(deps: { db: Db; ctx: TLicenseContext }, input: TCardInputParsed) {
  requireAdmin(deps.ctx);
  if (input.Action === 'report') await checkReportCardTemplate(deps.db, deps.ctx.licenseId, input.AdditionalProperties);
  const id = randomUUID();
  return editDraft(deps, { action: 'card.create', target: id }, (draft) => {
    if (draft.Cards.length >= MAX_CARDS) throw new AppError('CONFLICT', 409, `A card view holds at most ${MAX_CARDS} cards`);
    checkParent(draft, input.ParentId);
    const card = toCard(id, input);
    return { draft: { ...draft, Cards: [...draft.Cards, card] }, before: null, after: card };
  });
}

export async function updateCard(deps: { db: Db; ctx: TLicenseContext }, id: string, input: TCardInputParsed) {
  requireAdmin(deps.ctx);
  // A report card names a template of this licence that renders its context (issue 13).
  if (input.Action === 'report') await checkReportCardTemplate(deps.db, deps.ctx.licenseId, input.AdditionalProperties);
  return editDraft(deps, { action: 'card.update', target: id }, (draft) => {
    const before = findDraftCard(draft, id);
    checkParent(draft, input.ParentId, id);
    // A group that still holds cards stays a group.
    if (before.Action === 'group' && input.Action !== 'group' && cardsOf(draft.Cards, id).length > 0) {
      throw validationError([{ path: 'Action', message: 'The card group still holds cards' }]);
    }
    const after = toCard(id, input);
    return { draft: { ...draft, Cards: draft.Cards.map((c) => (c.Id === id ? after : c)) }, before, after };
  });
}

export function deleteCard(deps: { db: Db; ctx: TLicenseContext }, id: string) {
  return editDraft(deps, { action: 'card.delete', target: id }, (draft) => {
    const before = findDraftCard(draft, id);
    const gone = cardWithDescendants(draft.Cards, id);
    return { draft: { ...draft, Cards: draft.Cards.filter((c) => !gone.has(c.Id)) }, before, after: null };
  });
}

export function reorderDraftCards(deps: { db: Db; ctx: TLicenseContext }, order: TCardOrder) {
  return editDraft(deps, { action: 'card.reorder', target: order.ParentId }, (draft) => {
    const cards = reorderCards(draft.Cards, order.ParentId, order.Ids);
    if (!cards) throw validationError([{ path: 'Ids', message: 'Ids must name every card of the group exactly once' }]);
    return { draft: { ...draft, Cards: cards }, before: cardsOf(draft.Cards, order.ParentId).map((c) => c.Id), after: order.Ids };
  });
}

export function setCustomCards(deps: { db: Db; ctx: TLicenseContext }, custom: boolean) {
  return editDraft(deps, { action: 'card.custom' }, (draft) => ({ draft: { ...draft, Custom: custom }, before: { Custom: draft.Custom }, after: { Custom: custom } }));
}

/** Makes the draft the live view members see. */
export async function publishCardDraft({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardDraft> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const live = await storedLive(tx, ctx.licenseId);
    const config = await lockCardConfig(tx, ctx.licenseId, live.Custom);
    if (!config.draft) return;
    await replaceLiveCards(tx, ctx.licenseId, config.draft);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'card.publish', before: live, after: config.draft });
  });
  return getCardDraft({ db, ctx });
}

export async function discardCardDraft({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardDraft> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const live = await storedLive(tx, ctx.licenseId);
    const config = await lockCardConfig(tx, ctx.licenseId, live.Custom);
    if (!config.draft) return;
    await saveDraft(tx, ctx.licenseId, null);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'card.discard', before: config.draft, after: live });
  });
  return getCardDraft({ db, ctx });
}

function toBackup(row: { id: string; view: TCardView; createdAt: Date; firstName: string | null; lastName: string | null }): TCardBackup {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { Id: row.id, CreatedAt: row.createdAt.toISOString(), CreatedBy: name || null, Custom: row.view.Custom, CardCount: row.view.Cards.length };
}

/** Saves the draft (or the live view when there is no draft) as a backup; the newest KEEP_BACKUPS are kept. */
export async function saveCardBackup({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardBackup> {
  requireAdmin(ctx);
  const id = await db.transaction(async (tx) => {
    const live = await storedLive(tx, ctx.licenseId);
    const config = await lockCardConfig(tx, ctx.licenseId, live.Custom);
    const view = config.draft ?? live;
    const row = await insertBackup(tx, ctx.licenseId, view, ctx.userId);
    await pruneBackups(tx, ctx.licenseId, KEEP_BACKUPS);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'card.backup', target: row.id, before: null, after: { Custom: view.Custom, CardCount: view.Cards.length } });
    return row.id;
  });
  const saved = (await listBackups(db, ctx.licenseId)).find((b) => b.id === id);
  return toBackup(saved!);
}

export async function listCardBackups({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCardBackup[]> {
  requireAdmin(ctx);
  return (await listBackups(db, ctx.licenseId)).map(toBackup);
}

/** Copies a backup into the draft (publishing it is a second, deliberate step). */
export async function restoreCardBackup(deps: { db: Db; ctx: TLicenseContext }, id: string): Promise<TCardDraft> {
  requireAdmin(deps.ctx);
  const backup = await findBackup(deps.db, deps.ctx.licenseId, id);
  if (!backup) throw notFound('No such backup');
  return editDraft(deps, { action: 'card.restore', target: id }, (draft) => ({ draft: backup.view, before: draft, after: backup.view }));
}

/**
 * The portal view preset selector (spec 000 §2.4): the admin views the portal as another preset. Stored as the
 * admin's own membership preset in this licence, which User/Init and User/Appearances answer; audited.
 */
export async function setOwnViewPreset({ db, ctx }: { db: Db; ctx: TLicenseContext }, preset: TViewPreset): Promise<{ Preset: TViewPreset }> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    await updateMemberPreset(tx, { userId: ctx.userId, licenseId: ctx.licenseId, preset });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'viewPreset.update', target: ctx.userId, before: { Preset: ctx.membership.preset }, after: { Preset: preset } });
  });
  forgetMemberships(db, { userId: ctx.userId });
  return { Preset: preset };
}
