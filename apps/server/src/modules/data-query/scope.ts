/** The member's visibility for each data type (platform/access/visibility). */
import type { SQL } from 'drizzle-orm';
import type { TDataType } from '@portal/domain';
import {
  addressVisibility,
  claimVisibility,
  companyVisibility,
  contractVisibility,
  customerVisibility,
  documentVisibility,
  intermediaryVisibility,
  processVisibility,
  visibilityScope,
} from '../../platform/access/visibility.js';
import type { TLicenseContext } from '../../platform/license-context.js';

const BY_TYPE: Record<TDataType, (s: ReturnType<typeof visibilityScope>) => SQL> = {
  Kunde: customerVisibility,
  Vertrag: contractVisibility,
  Schaden: claimVisibility,
  Adresse: addressVisibility,
  Gesellschaft: companyVisibility,
  Brief: documentVisibility,
  Vorgang: processVisibility,
  /** An offer is visible exactly when its process is (the offer type joins the process). */
  Angebot: processVisibility,
  Vermittler: intermediaryVisibility,
};

export function scopeFor(type: TDataType, ctx: TLicenseContext): SQL {
  return BY_TYPE[type](visibilityScope(ctx));
}
