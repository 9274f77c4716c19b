/** Queries of the agency analysis: birthdays in the window and customers per federal state, under visibility. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { customers, postcodeStates } from '../../platform/db/schema.js';
import { customerVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import { nextBirthday } from '../dashboard/repository.js';

export const birthdayCustomers = (db: Db, scope: TVisibilityScope, take: number) =>
  db
    .select({
      id: customers.id,
      kundenname: customers.kundenname,
      geburtstag: customers.geburtstag,
      birthday: nextBirthday,
      telefonPrivat: customers.telefonPrivat,
      emailPrivat: customers.emailPrivat,
    })
    .from(customers)
    .where(and(customerVisibility(scope), eq(customers.active, true), sql`${customers.geburtstag} is not null`, sql`${nextBirthday} is not null`))
    .orderBy(asc(nextBirthday), asc(customers.kundenname), asc(customers.id))
    .limit(take);

/**
 * Active visible customers counted per federal state (German postcodes) and per country abroad, in one pass: the
 * postcode index of the licence feeds the join with the reference table. A German postcode the table does not
 * know counts as state null with land DE.
 */
export const customerCounts = (db: Db, scope: TVisibilityScope) =>
  db
    .select({ land: customers.land, ars: postcodeStates.ars, count: sql<number>`count(*)::int` })
    .from(customers)
    .leftJoin(postcodeStates, and(eq(customers.land, 'DE'), eq(postcodeStates.plz, customers.plz)))
    .where(and(customerVisibility(scope), eq(customers.active, true)))
    .groupBy(customers.land, postcodeStates.ars);
