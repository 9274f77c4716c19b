/** The demo logins: users, their memberships and the permission flags that fit each role. */
import { NO_PERMISSIONS, ZMemberPermissions, type TMemberPermissions, type TRole, type TViewPreset } from '@portal/domain';
import { hashPassword } from '../platform/auth/password.js';
import type { memberships, users } from '../platform/db/schema.js';
import type { LicenseUsers, SeedUser } from './context.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, GUEST_ACCOUNT } from './demo-accounts.js';
import { DEMO_LICENSES } from './licenses.js';
import { hashString, mix, seededUuid } from './random.js';

type UserRow = typeof users.$inferInsert;
type MembershipRow = typeof memberships.$inferInsert;

const ALL_PERMISSIONS: TMemberPermissions = Object.fromEntries(Object.keys(NO_PERMISSIONS).map((k) => [k, true])) as TMemberPermissions;

/** The flags a member of each role gets (spec 000 §3 User, §6). */
export function permissionsForRole(role: TRole): TMemberPermissions {
  const grant = (...keys: (keyof TMemberPermissions)[]): TMemberPermissions => ({
    ...NO_PERMISSIONS,
    ...Object.fromEntries(keys.map((k) => [k, true])),
  });
  switch (role) {
    case 'licenseAdmin':
      return { ...ALL_PERMISSIONS };
    case 'intermediary':
      return grant(
        'IsVermittler',
        'Schadenmeldung',
        'Vertragserfassung',
        'Bestandsübertragung',
        'Angebotserstellung',
        'InteressentenAnlegen',
        'CanWriteAmsObjects',
        'CanCreateProcesses',
        'CanApproveSchadenmeldung',
        'CanShareForms',
      );
    case 'employee':
      // Caseworkers run processes and enter contracts, but do not approve claims.
      return grant('Schadenmeldung', 'Vertragserfassung', 'Angebotserstellung', 'CanWriteAmsObjects', 'CanCreateProcesses', 'CanShareForms');
    case 'customer':
      // CanWriteAmsObjects makes the claim-report service reachable (services need it, spec 000 §6).
      return grant('Schadenmeldung', 'CanCreateProcesses', 'CanWriteAmsObjects');
    case 'claimReporter':
      return grant('Schadenmeldung');
    case 'guest':
      return { ...NO_PERMISSIONS };
  }
}

export type SeedAccounts = {
  users: UserRow[];
  /** Memberships need the customer and intermediary ids of each licence. */
  memberships(ids: (licenseId: string) => { customer0: string; intermediary0: string }): MembershipRow[];
  /** Users each licence's generated data refers to. */
  licenseUsers(licenseId: string): LicenseUsers;
};

export async function buildAccounts(seed: number, refDate: Date): Promise<SeedAccounts> {
  const scope = mix(seed, hashString('users'));
  const all = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a, isGuest: false })),
    {
      email: GUEST_ACCOUNT.email,
      firstName: GUEST_ACCOUNT.firstName,
      lastName: GUEST_ACCOUNT.lastName,
      description: 'Gastzugang',
      isGuest: true,
      // Read-only guest membership in every licence that allows guest login.
      memberships: DEMO_LICENSES.filter((l) => l.features.GuestLogin).map((l) => ({ license: l.id, role: 'guest' as TRole, preset: GUEST_ACCOUNT.preset })),
    },
  ];
  const ids = all.map((_, i) => seededUuid(scope, 'user', i));
  // scrypt is deliberately slow (~0.1 s per hash). The demo password is public anyway, so one hash (one salt)
  // shared by the demo logins costs nothing in security and saves a second of every first start.
  const demoHash = await hashPassword(DEMO_PASSWORD);

  const userRows: UserRow[] = all.map((a, i) => ({
    id: ids[i]!,
    email: a.email.toLowerCase(),
    passwordHash: a.isGuest ? null : demoHash,
    firstName: a.firstName,
    lastName: a.lastName,
    countryCode: 'DE',
    language: 'de',
    isGuest: a.isGuest,
    createdAt: new Date(refDate.getTime() - (400 - i) * 86_400_000),
  }));

  const person = (i: number): SeedUser => ({ id: ids[i]!, name: `${all[i]!.firstName} ${all[i]!.lastName}` });
  const membersOf = (licenseId: string) =>
    all.flatMap((a, i) => a.memberships.filter((m) => m.license === licenseId).map((m) => ({ index: i, role: m.role, preset: m.preset as TViewPreset })));

  return {
    users: userRows,
    memberships(idsOf) {
      return all.flatMap((a, i) =>
        a.memberships.map((m, order): MembershipRow => {
          const licenceIds = idsOf(m.license);
          return {
            userId: ids[i]!,
            licenseId: m.license,
            role: m.role,
            preset: m.preset,
            permissions: ZMemberPermissions.parse(permissionsForRole(m.role)),
            readOnly: m.role === 'guest',
            // End customers are a customer record of their licence; the broker is an intermediary record.
            customerId: m.role === 'customer' ? licenceIds.customer0 : null,
            intermediaryId: m.role === 'intermediary' ? licenceIds.intermediary0 : null,
            sortOrder: order,
            lastActivityAt: m.role === 'guest' ? null : new Date(refDate.getTime() - (i + 1) * 3_600_000),
            createdAt: userRows[i]!.createdAt,
          };
        }),
      );
    },
    licenseUsers(licenseId) {
      const members = membersOf(licenseId);
      return {
        staff: members.filter((m) => m.role === 'licenseAdmin' || m.role === 'employee' || m.role === 'intermediary').map((m) => person(m.index)),
        claimReporter: members.filter((m) => m.role === 'claimReporter').map((m) => person(m.index))[0],
        customer: members.filter((m) => m.role === 'customer').map((m) => person(m.index))[0],
      };
    },
  };
}
