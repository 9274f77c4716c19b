/** The quote start page's reads and the calculation products in the database; every statement names the licence. */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TQuoteContract, TQuoteCustomer, TQuoteObject } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { addresses, contracts, customers, offers, processes, processMessages, quoteHandovers, quoteProducts, users } from '../../platform/db/schema.js';
import { addressVisibility, contractVisibility, customerVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export type TQuoteProductRow = typeof quoteProducts.$inferSelect;
export type TQuoteProductValues = Omit<typeof quoteProducts.$inferInsert, 'id' | 'licenseId' | 'updatedAt'>;

/** Objects offered to choose from: enough for a customer's houses and flats, small enough for one select. */
const OBJECT_CHOICES = 50;

export const listQuoteProducts = (db: Db, licenseId: string) =>
  db.select().from(quoteProducts).where(eq(quoteProducts.licenseId, licenseId)).orderBy(asc(quoteProducts.sortOrder), asc(quoteProducts.headline), asc(quoteProducts.id));

export const countQuoteProducts = async (db: Db, licenseId: string): Promise<number> =>
  (await db.select({ n: count() }).from(quoteProducts).where(eq(quoteProducts.licenseId, licenseId)))[0]?.n ?? 0;

export const findQuoteProduct = async (db: Db, licenseId: string, id: string): Promise<TQuoteProductRow | undefined> =>
  (await db.select().from(quoteProducts).where(and(eq(quoteProducts.licenseId, licenseId), eq(quoteProducts.id, id))))[0];

/** A product taking this ccProductId or slug already (another than `exceptId`). */
export async function findProductClash(db: Db, licenseId: string, v: { ccProductId: string; slug: string }, exceptId?: string): Promise<'CcProductId' | 'Slug' | null> {
  const rows = await db.select({ id: quoteProducts.id, cc: quoteProducts.ccProductId, slug: quoteProducts.slug }).from(quoteProducts).where(eq(quoteProducts.licenseId, licenseId));
  const others = rows.filter((r) => r.id !== exceptId);
  if (others.some((r) => r.cc === v.ccProductId)) return 'CcProductId';
  if (others.some((r) => r.slug === v.slug)) return 'Slug';
  return null;
}

export const insertQuoteProduct = async (db: Db, licenseId: string, values: TQuoteProductValues): Promise<TQuoteProductRow> =>
  (await db.insert(quoteProducts).values({ licenseId, ...values }).returning())[0]!;

export const updateQuoteProduct = async (db: Db, licenseId: string, id: string, values: Partial<TQuoteProductValues>): Promise<TQuoteProductRow | undefined> =>
  (await db.update(quoteProducts).set({ ...values, updatedAt: new Date() }).where(and(eq(quoteProducts.licenseId, licenseId), eq(quoteProducts.id, id))).returning())[0];

export const deleteQuoteProduct = async (db: Db, licenseId: string, id: string): Promise<TQuoteProductRow | undefined> =>
  (await db.delete(quoteProducts).where(and(eq(quoteProducts.licenseId, licenseId), eq(quoteProducts.id, id))).returning())[0];

const customerColumns = { Id: customers.id, Kundenname: customers.kundenname, Strasse: customers.strasse, Plz: customers.plz, Ort: customers.ort, Land: customers.land };

export const findVisibleCustomer = async (db: Db, scope: TVisibilityScope, id: string): Promise<TQuoteCustomer | undefined> =>
  (await db.select(customerColumns).from(customers).where(and(customerVisibility(scope), eq(customers.id, id))).limit(1))[0];

export const findVisibleContract = async (db: Db, scope: TVisibilityScope, id: string): Promise<(TQuoteContract & { customerId: string }) | undefined> =>
  (
    await db
      .select({ Id: contracts.id, VertragsNr: contracts.vertragsnr, Typ: contracts.typ, Sparte: contracts.sparte, Produkt: contracts.produkt, Status: contracts.computedStatus, customerId: contracts.customerId })
      .from(contracts)
      .where(and(contractVisibility(scope), eq(contracts.id, id)))
      .limit(1)
  )[0];

const objectColumns = {
  Id: addresses.id,
  kontaktname: addresses.kontaktname,
  adresszeile1: addresses.adresszeile1,
  objectFields: addresses.objectFields,
  ObjektNr: addresses.objectNumber,
  Strasse: addresses.strasse,
  Plz: addresses.plz,
  Ort: addresses.ort,
  customerId: addresses.customerId,
};
type TObjectRow = { Id: string; kontaktname: string | null; adresszeile1: string | null; objectFields: Record<string, string> | null; ObjektNr: string | null; Strasse: string | null; Plz: string | null; Ort: string | null; customerId: string | null };

/** An address as the object of a quote: its kind is object field 101 (the seed's and the back office's), else none. */
const toObject = (r: TObjectRow): TQuoteObject & { customerId: string | null } => ({
  Id: r.Id,
  Bezeichnung: r.kontaktname ?? r.adresszeile1 ?? [r.Strasse, r.Ort].filter(Boolean).join(', '),
  Objektart: r.objectFields?.['101'] ?? null,
  ObjektNr: r.ObjektNr,
  Strasse: r.Strasse,
  Plz: r.Plz,
  Ort: r.Ort,
  customerId: r.customerId,
});

export async function findVisibleObject(db: Db, scope: TVisibilityScope, id: string): Promise<(TQuoteObject & { customerId: string | null }) | undefined> {
  const [row] = await db.select(objectColumns).from(addresses).where(and(addressVisibility(scope), eq(addresses.id, id))).limit(1);
  return row ? toObject(row) : undefined;
}

/** The customer's objects (addresses with the object property), by name. */
export async function listCustomerObjects(db: Db, scope: TVisibilityScope, customerId: string): Promise<TQuoteObject[]> {
  const rows = await db
    .select(objectColumns)
    .from(addresses)
    .where(and(addressVisibility(scope), eq(addresses.customerId, customerId), eq(addresses.isObject, true)))
    .orderBy(asc(addresses.kontaktname), asc(addresses.id))
    .limit(OBJECT_CHOICES);
  return rows.map((r) => {
    const { customerId: _customer, ...object } = toObject(r);
    return object;
  });
}

export const findMember = async (db: Db, userId: string) =>
  (await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0];

export type TQuoteHandoverRow = typeof quoteHandovers.$inferSelect;

export const insertQuoteHandover = async (db: Db, values: typeof quoteHandovers.$inferInsert): Promise<void> => {
  await db.insert(quoteHandovers).values(values);
};

export const findQuoteHandover = async (db: Db, licenseId: string, id: string, productId: string): Promise<TQuoteHandoverRow | undefined> =>
  (await db.select().from(quoteHandovers).where(and(eq(quoteHandovers.licenseId, licenseId), eq(quoteHandovers.id, id), eq(quoteHandovers.productId, productId))).limit(1))[0];

/** Marks the hand-over's offer imported, unless one was already: false then. */
export const markHandoverImported = async (db: Db, licenseId: string, id: string, offerId: string): Promise<boolean> =>
  (
    await db
      .update(quoteHandovers)
      .set({ importedOfferId: offerId })
      .where(and(eq(quoteHandovers.licenseId, licenseId), eq(quoteHandovers.id, id), isNull(quoteHandovers.importedOfferId)))
      .returning({ id: quoteHandovers.id })
  ).length > 0;

/** A process of the licence by id (the hand-over's processId, when it names one). */
export const findProcessOfLicense = async (db: Db, licenseId: string, id: string): Promise<string | undefined> =>
  (await db.select({ id: processes.id }).from(processes).where(and(eq(processes.licenseId, licenseId), eq(processes.id, id))).limit(1))[0]?.id;

export const customerAddress = async (db: Db, licenseId: string, id: string): Promise<string | null> => {
  const [c] = await db.select({ strasse: customers.strasse, plz: customers.plz, ort: customers.ort }).from(customers).where(and(eq(customers.licenseId, licenseId), eq(customers.id, id))).limit(1);
  return c ? [c.strasse, [c.plz, c.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null : null;
};

export const insertOffer = async (db: Db, values: typeof offers.$inferInsert): Promise<string> => (await db.insert(offers).values(values).returning({ id: offers.id }))[0]!.id;

/**
 * The process an imported offer belongs to: the hand-over's own portal process, or a new offer process for its
 * customer and contract; either way a message from the product says what came, and the process shows as unread.
 */
export async function fileOfferProcess(db: Db, input: { licenseId: string; processId: string | null; headline: string; customerId: string | null; contractId: string | null; userId: string | null; author: string; text: string }): Promise<string> {
  const now = new Date();
  const processId =
    input.processId ??
    (
      await db
        .insert(processes)
        .values({ licenseId: input.licenseId, headline: input.headline, kind: 'offer', customerId: input.customerId, contractId: input.contractId, createdByUserId: input.userId, createdAt: now, lastMessageAt: now })
        .returning({ id: processes.id })
    )[0]!.id;
  await db.insert(processMessages).values({ licenseId: input.licenseId, processId, authorUserId: null, authorName: input.author, fromMakler: false, type: 'Info', text: input.text, createdAt: now });
  await db.update(processes).set({ lastMessageAt: now, readAt: null, active: true }).where(and(eq(processes.licenseId, input.licenseId), eq(processes.id, processId)));
  return processId;
}
