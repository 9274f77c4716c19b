import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { customers, offers, processes } from '../../platform/db/schema.js';

export const OFFER_SORT_COLUMNS = {
  Erstellt: offers.createdAt,
  Status: offers.status,
  Produkt: offers.produkt,
  Praemie: offers.praemie,
  'Kunde.Kundenname': customers.kundenname,
} as const;

/** Offers of open processes; `visible` is the member's process visibility (an offer is seen through its process). */
export async function selectActiveOffers(
  db: Db,
  licenseId: string,
  visible: SQL,
  o: { skip: number; take: number; sort: keyof typeof OFFER_SORT_COLUMNS; dir: 'asc' | 'desc' },
) {
  const where = and(eq(offers.licenseId, licenseId), eq(processes.active, true), visible) as SQL;
  const order = o.dir === 'asc' ? asc : desc;
  const from = () =>
    db
      .select({
        id: offers.id,
        accessToken: processes.accessToken,
        processId: processes.id,
        status: offers.status,
        waehrung: offers.waehrung,
        anschrift: offers.anschrift,
        praemie: offers.praemie,
        produkt: offers.produkt,
        createdAt: offers.createdAt,
        strasse: customers.strasse,
        plz: customers.plz,
        ort: customers.ort,
        kundenname: customers.kundenname,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(offers)
      .innerJoin(processes, and(eq(processes.id, offers.processId), eq(processes.licenseId, offers.licenseId)))
      .leftJoin(customers, and(eq(customers.id, offers.customerId), eq(customers.licenseId, offers.licenseId)));
  return from()
    .where(where)
    .orderBy(sql`${order(OFFER_SORT_COLUMNS[o.sort])} nulls last`, desc(offers.id))
    .limit(o.take)
    .offset(o.skip);
}
