import type { TDataType } from '@portal/domain';
import type { TypeDefinition } from './type-definition.js';
import { contractType } from './types/contract.js';
import { claimType } from './types/claim.js';
import { customerType } from './types/customer.js';
import { addressType } from './types/address.js';
import { companyType } from './types/company.js';
import { intermediaryType } from './types/intermediary.js';
import { processType } from './types/process.js';
import { documentType } from './types/document.js';
import { offerType } from './types/offer.js';

/** Types the generic query serves. */
const registry = new Map<TDataType, TypeDefinition>(
  [contractType, claimType, customerType, addressType, companyType, intermediaryType, documentType, processType, offerType].map((t) => [t.type, t]),
);

export function registerDataType(def: TypeDefinition): void {
  registry.set(def.type, def);
}

export function dataTypeDefinition(type: TDataType): TypeDefinition | undefined {
  return registry.get(type);
}
