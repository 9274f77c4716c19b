/** Storage of the card view: live cards (`cards` rows), the licence's config row with the draft, and backups. */
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { TCardView, TViewCard, TViewPreset } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { cardBackups, cardConfigs, cards, memberships, users } from '../../platform/db/schema.js';

export async function listLiveCards(db: Db, licenseId: string): Promise<TViewCard[]> {
  const rows = await db.select().from(cards).where(eq(cards.licenseId, licenseId)).orderBy(asc(cards.sortOrder), asc(cards.createdAt));
  return rows.map((r) => ({ Id: r.id, ParentId: r.parentId, Name: r.name, Icon: r.icon, Link: r.link, Action: r.action, AdditionalProperties: r.additionalProperties }));
}

export async function findCardConfig(db: Db, licenseId: string, { lock = false } = {}) {
  const query = db.select().from(cardConfigs).where(eq(cardConfigs.licenseId, licenseId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The config row, created if missing and locked for the transaction: concurrent edits of one draft queue up. */
export async function lockCardConfig(tx: Db, licenseId: string, customIfNew: boolean) {
  await tx.insert(cardConfigs).values({ licenseId, custom: customIfNew }).onConflictDoNothing();
  return (await findCardConfig(tx, licenseId, { lock: true }))!;
}

export async function saveDraft(tx: Db, licenseId: string, draft: TCardView | null): Promise<void> {
  await tx.update(cardConfigs).set({ draft, draftUpdatedAt: draft ? new Date() : null }).where(eq(cardConfigs.licenseId, licenseId));
}

/** Replaces the live cards with the view's cards (order = position) and clears the draft. */
export async function replaceLiveCards(tx: Db, licenseId: string, view: TCardView): Promise<void> {
  const ids = view.Cards.map((c) => c.Id);
  await tx.delete(cards).where(ids.length ? and(eq(cards.licenseId, licenseId), notInArray(cards.id, ids)) : eq(cards.licenseId, licenseId));
  for (const [i, c] of view.Cards.entries()) {
    const values = { name: c.Name, icon: c.Icon, link: c.Link, action: c.Action, parentId: c.ParentId, additionalProperties: c.AdditionalProperties, sortOrder: i };
    await tx.insert(cards).values({ id: c.Id, licenseId, ...values }).onConflictDoUpdate({ target: [cards.licenseId, cards.id], set: values });
  }
  await tx.update(cardConfigs).set({ custom: view.Custom, draft: null, draftUpdatedAt: null, publishedAt: new Date() }).where(eq(cardConfigs.licenseId, licenseId));
}

export async function insertBackup(tx: Db, licenseId: string, view: TCardView, userId: string) {
  const [row] = await tx.insert(cardBackups).values({ licenseId, view, createdBy: userId }).returning({ id: cardBackups.id, createdAt: cardBackups.createdAt });
  return row!;
}

/** Keeps the newest `keep` backups of the licence. */
export async function pruneBackups(tx: Db, licenseId: string, keep: number): Promise<void> {
  const old = await tx.select({ id: cardBackups.id }).from(cardBackups).where(eq(cardBackups.licenseId, licenseId)).orderBy(desc(cardBackups.createdAt)).offset(keep);
  if (old.length) await tx.delete(cardBackups).where(and(eq(cardBackups.licenseId, licenseId), inArray(cardBackups.id, old.map((o) => o.id))));
}

export function listBackups(db: Db, licenseId: string) {
  return db
    .select({ id: cardBackups.id, view: cardBackups.view, createdAt: cardBackups.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(cardBackups)
    .leftJoin(users, eq(users.id, cardBackups.createdBy))
    .where(eq(cardBackups.licenseId, licenseId))
    .orderBy(desc(cardBackups.createdAt))
    .limit(50);
}

export async function findBackup(db: Db, licenseId: string, id: string) {
  const [row] = await db.select().from(cardBackups).where(and(eq(cardBackups.licenseId, licenseId), eq(cardBackups.id, id)));
  return row;
}

export async function updateMemberPreset(tx: Db, { userId, licenseId, preset }: { userId: string; licenseId: string; preset: TViewPreset }): Promise<void> {
  await tx.update(memberships).set({ preset }).where(and(eq(memberships.userId, userId), eq(memberships.licenseId, licenseId)));
}
