/** Storage of PDF templates and of the report PDFs rendered from them, always within one licence. */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cardConfigs, cards, contractLineData, pdfRenderings, pdfTemplates } from '../../platform/db/schema.js';

export type TPdfTemplateRow = typeof pdfTemplates.$inferSelect;

export function listTemplateRows(db: Db, licenseId: string) {
  return db
    .select({ id: pdfTemplates.id, name: pdfTemplates.name, context: pdfTemplates.context })
    .from(pdfTemplates)
    .where(eq(pdfTemplates.licenseId, licenseId))
    .orderBy(asc(pdfTemplates.name), asc(pdfTemplates.id));
}

export async function findTemplateRow(db: Db, licenseId: string, id: string): Promise<TPdfTemplateRow | undefined> {
  const [row] = await db.select().from(pdfTemplates).where(and(eq(pdfTemplates.licenseId, licenseId), eq(pdfTemplates.id, id)));
  return row;
}

export async function countTemplates(db: Db, licenseId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pdfTemplates).where(eq(pdfTemplates.licenseId, licenseId));
  return row?.n ?? 0;
}

export async function insertTemplate(db: Db, values: typeof pdfTemplates.$inferInsert): Promise<TPdfTemplateRow> {
  const [row] = await db.insert(pdfTemplates).values(values).returning();
  return row!;
}

export async function updateTemplateRow(db: Db, licenseId: string, id: string, values: Pick<TPdfTemplateRow, 'name' | 'context' | 'body'>): Promise<TPdfTemplateRow | undefined> {
  const [row] = await db
    .update(pdfTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(pdfTemplates.licenseId, licenseId), eq(pdfTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplateRow(db: Db, licenseId: string, id: string): Promise<void> {
  await db.delete(pdfTemplates).where(and(eq(pdfTemplates.licenseId, licenseId), eq(pdfTemplates.id, id)));
}

/** Names of the live and draft cards that render with a template (a template in use is not deleted). */
export async function cardsUsingTemplate(db: Db, licenseId: string, templateId: string): Promise<string[]> {
  const live = await db
    .select({ name: cards.name })
    .from(cards)
    .where(and(eq(cards.licenseId, licenseId), eq(cards.action, 'report'), sql`${cards.additionalProperties} ->> 'TemplateId' = ${templateId}`));
  const [config] = await db.select({ draft: cardConfigs.draft }).from(cardConfigs).where(eq(cardConfigs.licenseId, licenseId));
  const draft = (config?.draft?.Cards ?? []).filter((c) => c.Action === 'report' && c.AdditionalProperties.TemplateId === templateId).map((c) => c.Name);
  return [...new Set([...live.map((r) => r.name.de), ...draft.map((n) => n.de)])];
}

export type TCardRow = { id: string; name: { de: string; en: string }; icon: string; action: string | null; additionalProperties: Record<string, unknown> };

/** A live card of the licence, or (for licence admins trying their draft) a card of the draft. */
export async function findCard(db: Db, licenseId: string, id: string, { draft }: { draft: boolean }): Promise<TCardRow | undefined> {
  const [row] = await db
    .select({ id: cards.id, name: cards.name, icon: cards.icon, action: cards.action, additionalProperties: cards.additionalProperties })
    .from(cards)
    .where(and(eq(cards.licenseId, licenseId), eq(cards.id, id)));
  if (row || !draft) return row;
  const [config] = await db.select({ draft: cardConfigs.draft }).from(cardConfigs).where(eq(cardConfigs.licenseId, licenseId));
  const c = config?.draft?.Cards.find((x) => x.Id === id);
  return c ? { id: c.Id, name: c.Name, icon: c.Icon, action: c.Action, additionalProperties: c.AdditionalProperties } : undefined;
}

export function lineDataOf(db: Db, licenseId: string, contractId: string) {
  return db
    .select({ id: contractLineData.id, typ: contractLineData.typ, data: contractLineData.data })
    .from(contractLineData)
    .where(and(eq(contractLineData.licenseId, licenseId), eq(contractLineData.contractId, contractId)))
    .orderBy(asc(contractLineData.typ), asc(contractLineData.id));
}

export async function insertRendering(db: Db, values: typeof pdfRenderings.$inferInsert): Promise<void> {
  await db.insert(pdfRenderings).values(values);
}

export async function findRendering(db: Db, licenseId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(pdfRenderings)
    .where(and(eq(pdfRenderings.licenseId, licenseId), eq(pdfRenderings.userId, userId), eq(pdfRenderings.id, id)));
  return row;
}

/** A member's renderings older than `before` (at most `limit`): what the next rendering cleans up. */
export function staleRenderings(db: Db, licenseId: string, userId: string, before: Date, limit: number) {
  return db
    .select({ id: pdfRenderings.id, storageKey: pdfRenderings.storageKey })
    .from(pdfRenderings)
    .where(and(eq(pdfRenderings.licenseId, licenseId), eq(pdfRenderings.userId, userId), lt(pdfRenderings.createdAt, before)))
    .limit(limit);
}

export async function deleteRenderings(db: Db, licenseId: string, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(pdfRenderings).where(and(eq(pdfRenderings.licenseId, licenseId), inArray(pdfRenderings.id, ids)));
}
