/**
 * The record a form is started for (issue 11, forms processes): a customer, contract, claim, intermediary or address
 * of the licence. Each id is checked in the licence (404 naming the field, never a foreign-key 500), and the customer
 * (and contract) of a contract or claim are filled in, so that the list shows the customer's name for them too.
 */
import { and, eq } from 'drizzle-orm';
import type { TCreateFormRisk } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { addresses, claims, contracts, customers, intermediaries } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';

export type TRiskContext = {
  contextKind: string | null;
  customerId: string | null;
  contractId: string | null;
  claimId: string | null;
  intermediaryId: string | null;
  addressId: string | null;
};

const missing = (field: string) => new AppError('NOT_FOUND', 404, `${field}: no such record in the licence`, [{ path: field, message: 'Not found in the licence' }]);

export async function resolveContext(db: Db, licenseId: string, input: TCreateFormRisk): Promise<TRiskContext> {
  const out: TRiskContext = { contextKind: input.Context ?? null, customerId: null, contractId: null, claimId: null, intermediaryId: null, addressId: null };
  if (input.ClaimId) {
    const [row] = await db.select({ contractId: claims.contractId, customerId: claims.customerId }).from(claims).where(and(eq(claims.licenseId, licenseId), eq(claims.id, input.ClaimId))).limit(1);
    if (!row) throw missing('ClaimId');
    Object.assign(out, { claimId: input.ClaimId, contractId: row.contractId, customerId: row.customerId });
  }
  if (input.ContractId) {
    const [row] = await db.select({ customerId: contracts.customerId }).from(contracts).where(and(eq(contracts.licenseId, licenseId), eq(contracts.id, input.ContractId))).limit(1);
    if (!row) throw missing('ContractId');
    Object.assign(out, { contractId: input.ContractId, customerId: row.customerId });
  }
  if (input.CustomerId) {
    const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.licenseId, licenseId), eq(customers.id, input.CustomerId))).limit(1);
    if (!row) throw missing('CustomerId');
    out.customerId = input.CustomerId;
  }
  if (input.IntermediaryId) {
    const [row] = await db.select({ id: intermediaries.id }).from(intermediaries).where(and(eq(intermediaries.licenseId, licenseId), eq(intermediaries.id, input.IntermediaryId))).limit(1);
    if (!row) throw missing('IntermediaryId');
    out.intermediaryId = input.IntermediaryId;
  }
  if (input.AddressId) {
    const [row] = await db.select({ customerId: addresses.customerId }).from(addresses).where(and(eq(addresses.licenseId, licenseId), eq(addresses.id, input.AddressId))).limit(1);
    if (!row) throw missing('AddressId');
    out.addressId = input.AddressId;
    out.customerId ??= row.customerId;
  }
  // Without a kind named, the most specific record given is the context.
  out.contextKind ??= out.claimId ? 'Schaden' : out.contractId ? 'Vertrag' : out.addressId ? 'Adresse' : out.intermediaryId ? 'Vermittler' : out.customerId ? 'Kunde' : null;
  return out;
}
