/** The user's licences, their appearances, language, and the user as a member of the active licence. */
import {
  isLicenseAdmin,
  viewPresetNumber,
  type TLanguage,
  type TLicenseAppearance,
  type TUserInit,
  type TUserLicense,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import type { TAuthSession } from '../../platform/auth/session-store.js';
import { toSessionUser } from '../../platform/auth/session-user.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { listMemberships, type TMembershipWithLicense } from '../../platform/memberships.js';
import { updateUserLanguage } from './repository.js';

export async function listUserLicenses({ db, session }: { db: Db; session: TAuthSession }): Promise<TUserLicense[]> {
  const rows = await listMemberships(db, session.user);
  return rows.map(({ license }) => ({ License: license.id, Name: license.name }));
}

export function toAppearance({ membership, license }: TMembershipWithLicense): TLicenseAppearance {
  return {
    License: license.id,
    Name: license.name,
    Kind: license.kind,
    Families: license.families,
    ViewPreset: viewPresetNumber(membership.preset),
    Preset: membership.preset,
    Appearance: license.appearance,
    LogoUrl: license.logoUrl,
    CustomDomain: license.customDomain,
    HasCustomCss: license.hasCustomCss,
    FooterLinks: license.footerLinks,
  };
}

export async function listUserAppearances({ db, session }: { db: Db; session: TAuthSession }): Promise<TLicenseAppearance[]> {
  const rows = await listMemberships(db, session.user);
  return rows.map(toAppearance);
}

export async function changeUserLanguage({ db, session, language }: { db: Db; session: TAuthSession; language: TLanguage }): Promise<void> {
  await updateUserLanguage(db, { userId: session.user.id, language });
}

export function getUserInit({ session, ctx, devOutbox }: { session: TAuthSession; ctx: TLicenseContext; devOutbox: boolean }): TUserInit {
  const { membership, license, permission } = ctx;
  return {
    User: toSessionUser(session.user),
    License: license.id,
    LicenseName: license.name,
    Kind: license.kind,
    Families: license.families,
    Role: membership.role,
    Preset: membership.preset,
    ViewPreset: viewPresetNumber(membership.preset),
    Permissions: membership.permissions,
    Features: license.features,
    ReadOnly: permission.readOnly,
    IsLicenseAdmin: isLicenseAdmin(permission),
    DevOutbox: devOutbox && isLicenseAdmin(permission),
  };
}
