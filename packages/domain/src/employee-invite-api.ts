/**
 * Employee management (spec 001 §2.4, §3 'Employee invite data', §5 invite, §7 Employee invite): a member with
 * ShowEmployeeInvite invites people by e-mail into the active licence with a role and the customers they may see;
 * the invitee sets a password through a one-time link and then sees only those customers (and their rows).
 */
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './auth.js';
import type { TRole } from './roles.js';
import { isLicenseAdmin, type TPermissionContext } from './permissions.js';

/** How long an invitation link works. */
export const INVITE_LINK_TTL_DAYS = 7;
/** At most this many customers per invitation (the picker pages; a whole book is not one invitation). */
export const INVITE_MAX_CUSTOMERS = 500;
/** The shortest password the invite page accepts (NIST SP 800-63B: at least 8; we ask 10). */
export const PASSWORD_MIN = 10;

/** Roles an invitee can get: staff roles only (customers and intermediaries need a record of their own). */
export const INVITE_ROLES = ['employee', 'licenseAdmin'] as const satisfies readonly TRole[];
export const ZInviteRole = z.enum(INVITE_ROLES);
export type TInviteRole = z.infer<typeof ZInviteRole>;

/** The roles a member may hand out: licence admins both, everyone else only 'employee' (never more than oneself). */
export const assignableInviteRoles = (c: Pick<TPermissionContext, 'role'>): TInviteRole[] =>
  isLicenseAdmin(c) ? [...INVITE_ROLES] : ['employee'];

/** Whether the caller may remove a member of that role: a licence admin only by a licence admin. */
export const mayRemoveInvitee = (c: Pick<TPermissionContext, 'role'>, inviteeRole: TRole): boolean =>
  inviteeRole !== 'licenseAdmin' || isLicenseAdmin(c);

/** The password rule of the invite page; answers the problem or null. */
export function passwordProblem(password: string): 'tooShort' | 'tooLong' | 'blank' | null {
  if (password.trim().length === 0) return 'blank';
  if ([...password].length < PASSWORD_MIN) return 'tooShort';
  if (password.length > PASSWORD_MAX) return 'tooLong';
  return null;
}

const ZEmail = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email());

export const ZInviteCustomer = z.object({ Id: z.string(), Name1: z.string() });
export type TInviteCustomer = z.infer<typeof ZInviteCustomer>;

export const ZInvitedUser = z.object({
  Email: z.string(),
  Permission: z.string().describe('The role name (employee, licenseAdmin).'),
  LastActivity: z.string().nullable().describe('Last activity in the licence (ISO date-time), null before the first.'),
  Customers: z.array(ZInviteCustomer).describe('The customers the member may see.'),
  Status: z.enum(['pending', 'accepted']).describe('pending until the invitee opened the link and set a password.'),
  InvitedAt: z.string(),
  ExpiresAt: z.string().describe('When the link stops working (pending invitations).'),
});
export type TInvitedUser = z.infer<typeof ZInvitedUser>;

export const ZInvitedUserList = z.object({ Users: z.array(ZInvitedUser) });
export type TInvitedUserList = z.infer<typeof ZInvitedUserList>;

export const ZInvitePermissions = z.object({ Permissions: z.array(ZInviteRole).describe('The role names the caller may assign.') });
export type TInvitePermissions = z.infer<typeof ZInvitePermissions>;

/** Query of POST /EmployeeInvite besides the licence (spec: query license, email, permission). */
export const ZInviteQuery = z.object({
  email: ZEmail.describe('The invitee\'s e-mail address.'),
  permission: ZInviteRole.describe('The role the invitee gets.'),
});
export type TInviteQuery = z.infer<typeof ZInviteQuery>;

export const ZInviteBody = z.object({
  Customers: z.array(z.uuid()).min(1).max(INVITE_MAX_CUSTOMERS).describe('Ids of the customers the invitee may see (at least one).'),
});
export type TInviteBody = z.infer<typeof ZInviteBody>;

export const ZInviteResult = z.object({
  Email: z.string(),
  Status: z.enum(['pending', 'accepted']),
  ExpiresAt: z.string(),
});
export type TInviteResult = z.infer<typeof ZInviteResult>;

/** DELETE body: the e-mails of the members to remove (spec: body list of e-mails). */
export const ZRemoveInvitees = z.array(ZEmail).min(1).max(200);
export type TRemoveInvitees = z.infer<typeof ZRemoveInvitees>;

export const ZRemoveInviteesResult = z.object({ Removed: z.number().int() });

// ───── the public invite link (/einladung/{token}) ─────

export const ZInviteTokenParams = z.object({ token: z.string().min(1).max(200).describe('The token of the invitation link (/einladung/{token}).') });

export const ZInviteLinkInfo = z.object({
  Email: z.string(),
  LicenseName: z.string(),
  License: z.string().describe('The licence id, to open the portal in it after accepting.'),
  InvitedBy: z.string(),
  NeedsPassword: z.boolean().describe('False when the invitee has an account with a password already: accepting only joins the licence.'),
  ExpiresAt: z.string(),
});
export type TInviteLinkInfo = z.infer<typeof ZInviteLinkInfo>;

export const ZAcceptInvite = z.object({
  Password: z.string().max(PASSWORD_MAX).optional().describe(`The new password (at least ${PASSWORD_MIN} characters); required when NeedsPassword.`),
});
export type TAcceptInvite = z.infer<typeof ZAcceptInvite>;

export const ZAcceptInviteResult = z.object({
  License: z.string(),
  LoggedIn: z.boolean().describe('True when a session was started (a password was set); otherwise the invitee logs in as usual.'),
});
export type TAcceptInviteResult = z.infer<typeof ZAcceptInviteResult>;
