/**
 * What a member may see inside a licence, as SQL conditions for each tenant table. Every list and count
 * ANDs one of these into its WHERE; each condition already includes `license_id = <licence>`, so using it
 * cannot forget the tenant.
 *
 * - licence admins, employees and guests: every row of the licence;
 * - intermediaries: the customers they look after (customers.intermediary_id) and those customers' rows,
 *   plus contracts, documents and processes addressed to the intermediary directly (intermediary_id);
 * - customers: their own customer record and its rows;
 * - claim reporters: claims they reported, and everything of their own customer (when they are one);
 *   documents and processes of their reported claims.
 * A member whose link (customer or intermediary record) is missing sees nothing: fail closed.
 *
 * On top of the role, a member invited through employee management (memberships.assigned_customers_only, issue 14)
 * sees only the customers assigned to them (membership_customers) and those customers' rows; rows without a
 * customer (a contract addressed only to an intermediary, a document of no customer) are not theirs.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TRole } from '@portal/domain';
import { addresses, claims, companies, contracts, customers, documents, intermediaries, membershipCustomers, processes } from '../db/schema.js';

export type TVisibilityScope = {
  licenseId: string;
  userId: string;
  role: TRole;
  customerId: string | null;
  intermediaryId: string | null;
  /** Sees only the customers assigned in membership_customers (invited employees); absent = false. */
  assignedCustomersOnly?: boolean;
};

/** Builds the scope from a licence context (TLicenseContext has the same parts). */
export function visibilityScope(ctx: {
  licenseId: string;
  userId: string;
  membership: { role: TRole; customerId: string | null; intermediaryId: string | null; assignedCustomersOnly?: boolean };
}): TVisibilityScope {
  return {
    licenseId: ctx.licenseId,
    userId: ctx.userId,
    role: ctx.membership.role,
    customerId: ctx.membership.customerId,
    intermediaryId: ctx.membership.intermediaryId,
    assignedCustomersOnly: ctx.membership.assignedCustomersOnly ?? false,
  };
}

/** `column in (customers assigned to the member)`, kept inside the licence. */
function ofAssignedCustomers(column: AnyPgColumn, s: TVisibilityScope): SQL {
  return sql`${column} in (select ${membershipCustomers.customerId} from ${membershipCustomers} where ${membershipCustomers.licenseId} = ${s.licenseId} and ${membershipCustomers.userId} = ${s.userId})`;
}

/** The role's condition, narrowed to the assigned customers for members restricted to them. */
function restricted(byRole: SQL, column: AnyPgColumn, s: TVisibilityScope): SQL {
  return s.assignedCustomersOnly ? (and(byRole, ofAssignedCustomers(column, s)) as SQL) : byRole;
}

const NOTHING = sql`false`;

const seesWholeLicense = (s: TVisibilityScope): boolean => s.role === 'licenseAdmin' || s.role === 'employee' || s.role === 'guest';

/** `column in (customers of the intermediary)`, kept inside the licence. */
function ofIntermediaryCustomers(column: AnyPgColumn, s: TVisibilityScope & { intermediaryId: string }): SQL {
  return sql`${column} in (select ${customers.id} from ${customers} where ${customers.licenseId} = ${s.licenseId} and ${customers.intermediaryId} = ${s.intermediaryId})`;
}

/** `column in (claims the user reported)`, kept inside the licence. */
function ofReportedClaims(column: AnyPgColumn, s: TVisibilityScope): SQL {
  return sql`${column} in (select ${claims.id} from ${claims} where ${claims.licenseId} = ${s.licenseId} and ${claims.reporterUserId} = ${s.userId})`;
}

const ownCustomer = (column: AnyPgColumn, s: TVisibilityScope): SQL => (s.customerId ? eq(column, s.customerId) : NOTHING);

export function customerVisibility(s: TVisibilityScope): SQL {
  return restricted(byCustomerVisibilityRole(s), customers.id, s);
}

function byCustomerVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(customers.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      return s.intermediaryId ? (and(inLicense, eq(customers.intermediaryId, s.intermediaryId)) as SQL) : NOTHING;
    case 'customer':
    case 'claimReporter':
      return s.customerId ? (and(inLicense, eq(customers.id, s.customerId)) as SQL) : NOTHING;
    default:
      return NOTHING;
  }
}

export function contractVisibility(s: TVisibilityScope): SQL {
  return restricted(byContractVisibilityRole(s), contracts.customerId, s);
}

function byContractVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(contracts.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      if (!s.intermediaryId) return NOTHING;
      return and(inLicense, or(eq(contracts.intermediaryId, s.intermediaryId), ofIntermediaryCustomers(contracts.customerId, { ...s, intermediaryId: s.intermediaryId }))) as SQL;
    case 'customer':
    case 'claimReporter':
      return and(inLicense, ownCustomer(contracts.customerId, s)) as SQL;
    default:
      return NOTHING;
  }
}

export function claimVisibility(s: TVisibilityScope): SQL {
  return restricted(byClaimVisibilityRole(s), claims.customerId, s);
}

function byClaimVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(claims.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      if (!s.intermediaryId) return NOTHING;
      return and(inLicense, ofIntermediaryCustomers(claims.customerId, { ...s, intermediaryId: s.intermediaryId })) as SQL;
    case 'customer':
      return and(inLicense, ownCustomer(claims.customerId, s)) as SQL;
    case 'claimReporter':
      return and(inLicense, or(eq(claims.reporterUserId, s.userId), ownCustomer(claims.customerId, s))) as SQL;
    default:
      return NOTHING;
  }
}

export function documentVisibility(s: TVisibilityScope): SQL {
  return restricted(byDocumentVisibilityRole(s), documents.customerId, s);
}

function byDocumentVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(documents.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      if (!s.intermediaryId) return NOTHING;
      return and(inLicense, or(eq(documents.intermediaryId, s.intermediaryId), ofIntermediaryCustomers(documents.customerId, { ...s, intermediaryId: s.intermediaryId }))) as SQL;
    case 'customer':
      return and(inLicense, ownCustomer(documents.customerId, s)) as SQL;
    case 'claimReporter':
      return and(inLicense, or(ownCustomer(documents.customerId, s), ofReportedClaims(documents.claimId, s))) as SQL;
    default:
      return NOTHING;
  }
}

export function processVisibility(s: TVisibilityScope): SQL {
  return restricted(byProcessVisibilityRole(s), processes.customerId, s);
}

function byProcessVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(processes.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      if (!s.intermediaryId) return NOTHING;
      return and(inLicense, or(eq(processes.intermediaryId, s.intermediaryId), ofIntermediaryCustomers(processes.customerId, { ...s, intermediaryId: s.intermediaryId }))) as SQL;
    case 'customer':
      return and(inLicense, ownCustomer(processes.customerId, s)) as SQL;
    case 'claimReporter':
      return and(inLicense, or(ownCustomer(processes.customerId, s), ofReportedClaims(processes.claimId, s))) as SQL;
    default:
      return NOTHING;
  }
}

export function addressVisibility(s: TVisibilityScope): SQL {
  return restricted(byAddressVisibilityRole(s), addresses.customerId, s);
}

function byAddressVisibilityRole(s: TVisibilityScope): SQL {
  const inLicense = eq(addresses.licenseId, s.licenseId);
  if (seesWholeLicense(s)) return inLicense;
  switch (s.role) {
    case 'intermediary':
      if (!s.intermediaryId) return NOTHING;
      return and(inLicense, ofIntermediaryCustomers(addresses.customerId, { ...s, intermediaryId: s.intermediaryId })) as SQL;
    case 'customer':
    case 'claimReporter':
      return and(inLicense, ownCustomer(addresses.customerId, s)) as SQL;
    default:
      return NOTHING;
  }
}

/** Companies (insurers) are reference data of the licence: every member reads them. */
export function companyVisibility(s: TVisibilityScope): SQL {
  return eq(companies.licenseId, s.licenseId);
}

/** Intermediaries are visible to the broker firm's staff and to intermediaries; end customers see none. */
export function intermediaryVisibility(s: TVisibilityScope): SQL {
  const inLicense = eq(intermediaries.licenseId, s.licenseId);
  // A member restricted to assigned customers sees no intermediary list (it would reveal the whole book's agents).
  if (s.assignedCustomersOnly) return NOTHING;
  return seesWholeLicense(s) || s.role === 'intermediary' ? inLicense : NOTHING;
}

/**
 * The agencies a member may open (spec 000 §2.9): the broker firm's staff every agency of the licence, an intermediary
 * only their own; members restricted to assigned customers none (as intermediaryVisibility).
 */
export function agencyVisibility(s: TVisibilityScope): SQL {
  const inLicense = eq(intermediaries.licenseId, s.licenseId);
  if (s.assignedCustomersOnly) return NOTHING;
  if (seesWholeLicense(s)) return inLicense;
  if (s.role === 'intermediary' && s.intermediaryId) return and(inLicense, eq(intermediaries.id, s.intermediaryId)) as SQL;
  return NOTHING;
}

/**
 * An intermediary's book as a scope: what that intermediary would see (its customers and their rows, and what is
 * addressed to it). ANDed with the member's own visibility it narrows a feed to one agency.
 */
export function agencyBookScope(s: TVisibilityScope, intermediaryId: string): TVisibilityScope {
  return { licenseId: s.licenseId, userId: s.userId, role: 'intermediary', customerId: null, intermediaryId, assignedCustomersOnly: false };
}
