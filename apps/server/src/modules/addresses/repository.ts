/** Address detail read, with the member's address visibility (which includes the licence). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { addresses, customers } from '../../platform/db/schema.js';
import { addressVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export async function findAddress(db: Db, scope: TVisibilityScope, addressId: string) {
  const [row] = await db
    .select({ address: addresses, customerId: customers.id, kundenname: customers.kundenname })
    .from(addresses)
    .leftJoin(customers, and(eq(customers.id, addresses.customerId), eq(customers.licenseId, addresses.licenseId)))
    .where(and(eq(addresses.id, addressId), addressVisibility(scope)))
    .limit(1);
  return row ?? null;
}
