/**
 * Sign requests in the database. Every statement names the licence, except the lookup of a link by its token's
 * hash (the link names no licence; sign_links then gives it).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { signDocuments, signEnvelopes, signEvents, signLinks, signSigners } from '../../platform/db/schema.js';

export type TEnvelopeRow = typeof signEnvelopes.$inferSelect;
export type TSignDocumentRow = typeof signDocuments.$inferSelect;
export type TSignerRow = typeof signSigners.$inferSelect;
export type TSignEventInsert = Omit<typeof signEvents.$inferInsert, 'id'>;

export async function findLinkByHash(db: Db, tokenHash: string): Promise<typeof signLinks.$inferSelect | undefined> {
  const [row] = await db.select().from(signLinks).where(eq(signLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findEnvelope(db: Db, licenseId: string, id: string): Promise<TEnvelopeRow | undefined> {
  const [row] = await db.select().from(signEnvelopes).where(and(eq(signEnvelopes.licenseId, licenseId), eq(signEnvelopes.id, id))).limit(1);
  return row;
}

export async function findSigner(db: Db, licenseId: string, id: string): Promise<TSignerRow | undefined> {
  const [row] = await db.select().from(signSigners).where(and(eq(signSigners.licenseId, licenseId), eq(signSigners.id, id))).limit(1);
  return row;
}

export function signersOf(db: Db, licenseId: string, envelopeId: string): Promise<TSignerRow[]> {
  return db.select().from(signSigners).where(and(eq(signSigners.licenseId, licenseId), eq(signSigners.envelopeId, envelopeId))).orderBy(asc(signSigners.position));
}

export function documentsOf(db: Db, licenseId: string, envelopeId: string): Promise<TSignDocumentRow[]> {
  return db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, licenseId), eq(signDocuments.envelopeId, envelopeId))).orderBy(asc(signDocuments.position));
}

export function envelopesOfRisk(db: Db, licenseId: string, riskId: string): Promise<TEnvelopeRow[]> {
  return db.select().from(signEnvelopes).where(and(eq(signEnvelopes.licenseId, licenseId), eq(signEnvelopes.riskId, riskId))).orderBy(desc(signEnvelopes.createdAt)).limit(50);
}

export async function signersOfEnvelopes(db: Db, licenseId: string, envelopeIds: readonly string[]): Promise<TSignerRow[]> {
  if (envelopeIds.length === 0) return [];
  return db
    .select()
    .from(signSigners)
    .where(and(eq(signSigners.licenseId, licenseId), inArray(signSigners.envelopeId, [...envelopeIds])))
    .orderBy(asc(signSigners.position));
}

export function eventsOf(db: Db, licenseId: string, envelopeId: string): Promise<(typeof signEvents.$inferSelect)[]> {
  return db.select().from(signEvents).where(and(eq(signEvents.licenseId, licenseId), eq(signEvents.envelopeId, envelopeId))).orderBy(asc(signEvents.at));
}

export async function insertEvents(db: Db, events: readonly TSignEventInsert[]): Promise<void> {
  if (events.length) await db.insert(signEvents).values([...events]);
}
