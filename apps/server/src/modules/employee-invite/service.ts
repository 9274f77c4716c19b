/**
 * Employee management (spec 001 §2.4, §7): members with ShowEmployeeInvite (not read-only) invite people into the
 * active licence with a staff role and the customers they may see; they list and remove those they invited
 * (licence admins: every invited member). The invitee sets a password through a one-time link (/einladung/{token},
 * only its SHA-256 stored, INVITE_LINK_TTL_DAYS) and from then on sees only the assigned customers
 * (platform/access/visibility.ts, memberships.assigned_customers_only).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  assignableInviteRoles,
  canInviteEmployees,
  INVITE_LINK_TTL_DAYS,
  isLicenseAdmin,
  mayRemoveInvitee,
  NO_PERMISSIONS,
  passwordProblem,
  type TAcceptInvite,
  type TAcceptInviteResult,
  type TInviteBody,
  type TInviteLinkInfo,
  type TInvitePermissions,
  type TInviteQuery,
  type TInviteResult,
  type TInvitedUserList,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { employeeInvites, membershipCustomers, memberships, users } from '../../platform/db/schema.js';
import { AppError, fieldError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { hashPassword } from '../../platform/auth/password.js';
import { createSession, deleteSession, hashToken } from '../../platform/auth/session-store.js';
import type { TMailer } from '../../platform/mail/mailer.js';
import { mailLinkBase } from '../../platform/mail/mail-link-base.js';
import { employeeInviteMail, inviteLinkUrl } from './mails.js';
import { assignedCustomersOf, findInviteByTokenHash, findInviteRow, findMembershipRow, findUserByEmail, listInvitees, setAssignedCustomers, visibleCustomerIds } from './repository.js';

const AUDIT_INVITE = 'employeeInvite.invite';
const AUDIT_REMOVE = 'employeeInvite.remove';

const newInviteToken = (): string => randomBytes(32).toString('base64url');
const hashInviteToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
const looksLikeInviteToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

function assertCanInvite(ctx: TLicenseContext): void {
  if (!canInviteEmployees(ctx.permission)) throw forbidden('Employee management needs the permission ShowEmployeeInvite');
}

/** Licence admins manage every invited member; everyone else those they invited themselves. */
const managedBy = (ctx: TLicenseContext): string | undefined => (isLicenseAdmin(ctx.permission) ? undefined : ctx.userId);

export async function listEmployeeInvites({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TInvitedUserList> {
  assertCanInvite(ctx);
  const rows = await listInvitees(db, { licenseId: ctx.licenseId, invitedBy: managedBy(ctx) });
  const customersByUser = await assignedCustomersOf(db, ctx.licenseId, rows.map((r) => r.userId));
  return {
    Users: rows.map((r) => ({
      Email: r.email,
      Permission: r.role,
      LastActivity: r.lastActivityAt?.toISOString() ?? null,
      Customers: customersByUser.get(r.userId) ?? [],
      Status: r.acceptedAt ? 'accepted' : 'pending',
      InvitedAt: r.createdAt.toISOString(),
      ExpiresAt: r.expiresAt.toISOString(),
    })),
  };
}

export function invitePermissions({ ctx }: { ctx: TLicenseContext }): TInvitePermissions {
  assertCanInvite(ctx);
  return { Permissions: assignableInviteRoles(ctx.permission) };
}

type TInviteDeps = { db: Db; mailer: TMailer; config: Config; log: FastifyBaseLogger };

export async function inviteEmployee(input: {
  deps: TInviteDeps;
  ctx: TLicenseContext;
  query: TInviteQuery;
  body: TInviteBody;
  origin: string | null;
  now?: Date;
}): Promise<TInviteResult> {
  const { deps, ctx, query, body } = input;
  const { db } = deps;
  const now = input.now ?? new Date();
  assertCanInvite(ctx);
  if (!assignableInviteRoles(ctx.permission).includes(query.permission)) {
    throw fieldError('FORBIDDEN', 'permission', 'Not a role you may assign', `You may not assign the role ${query.permission}`);
  }
  const customerIds = [...new Set(body.Customers)];
  // Only customers the inviter sees may be handed on (an inviter restricted to some customers passes on at most those).
  const visible = await visibleCustomerIds(db, visibilityScope(ctx), customerIds);
  const unknown = body.Customers.findIndex((id) => !visible.has(id));
  if (unknown >= 0) throw validationError([{ path: `Customers.${unknown}`, message: 'No customer of this licence you may see' }], 'Unknown customer');

  const [inviter] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language }).from(users).where(eq(users.id, ctx.userId));
  if (!inviter) throw forbidden();
  if (query.email === inviter.email) throw validationError([{ path: 'email', message: 'You cannot invite yourself' }], 'You cannot invite yourself');

  const existing = await findUserByEmail(db, query.email);
  if (existing?.isGuest) throw validationError([{ path: 'email', message: 'Not an address that can be invited' }]);
  const membership = existing ? await findMembershipRow(db, ctx.licenseId, existing.id) : undefined;
  const invite = existing ? await findInviteRow(db, ctx.licenseId, existing.id) : undefined;
  // A member who joined otherwise (seeded, a customer, the inviter's colleague) is not taken over by an invitation.
  if (membership && !invite) throw fieldError('CONFLICT', 'email', 'Already a member', 'This person is a member of the licence already');
  if (invite && !mayRemoveInvitee(ctx.permission, membership?.role ?? 'employee')) throw forbidden('Only licence administrators change a licence administrator');
  if (invite && managedBy(ctx) && invite.invitedByUserId !== ctx.userId) throw fieldError('CONFLICT', 'email', 'Invited by someone else', 'This person was invited by someone else');

  const token = newInviteToken();
  const expiresAt = new Date(now.getTime() + INVITE_LINK_TTL_DAYS * 86_400_000);
  const accepted = invite?.acceptedAt != null;
  const before = membership ? { Role: membership.role, Customers: (await assignedCustomersOf(db, ctx.licenseId, [membership.userId])).get(membership.userId)?.map((c) => c.Id) ?? [] } : null;

  const userId = await db.transaction(async (tx) => {
    let id = existing?.id;
    if (!id) {
      const [created] = await tx
        .insert(users)
        .values({ email: query.email, firstName: '', lastName: query.email.split('@')[0] ?? query.email, language: inviter.language })
        .returning({ id: users.id });
      id = created!.id;
    }
    const values = { role: query.permission, preset: 'Sachbearbeiter' as const, permissions: NO_PERMISSIONS, readOnly: false, assignedCustomersOnly: true };
    if (membership) await tx.update(memberships).set(values).where(and(eq(memberships.licenseId, ctx.licenseId), eq(memberships.userId, id)));
    else await tx.insert(memberships).values({ userId: id, licenseId: ctx.licenseId, ...values });
    await setAssignedCustomers(tx, { licenseId: ctx.licenseId, userId: id, customerIds });
    if (!accepted) {
      await tx
        .insert(employeeInvites)
        .values({ licenseId: ctx.licenseId, userId: id, invitedByUserId: ctx.userId, tokenHash: hashInviteToken(token), expiresAt, createdAt: now })
        .onConflictDoUpdate({ target: [employeeInvites.licenseId, employeeInvites.userId], set: { tokenHash: hashInviteToken(token), expiresAt, invitedByUserId: ctx.userId, createdAt: now } });
    }
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: AUDIT_INVITE, target: query.email, before, after: { Role: query.permission, Customers: customerIds } });
    return id;
  });
  forgetMemberships(db, { userId });

  if (!accepted) {
    const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
    const mail = employeeInviteMail({
      language: existing?.language ?? inviter.language,
      licenseId: ctx.licenseId,
      licenseName: ctx.license.name,
      invitedBy: inviterName,
      to: query.email,
      url: inviteLinkUrl(mailLinkBase(deps.config, input.origin), token),
      expiresAt,
      hasPassword: Boolean(existing?.passwordHash),
    });
    // The invitation is stored; when the mail does not go out, inviting again sends a fresh link.
    await deps.mailer.send(mail).catch((err: unknown) => {
      deps.log.warn({ err }, 'employee invitation mail failed');
      throw new AppError('MAIL_FAILED', 502, 'The invitation is saved but its e-mail could not be sent; invite again to resend it');
    });
  }
  const row = await findInviteRow(db, ctx.licenseId, userId);
  return { Email: query.email, Status: accepted ? 'accepted' : 'pending', ExpiresAt: (row?.expiresAt ?? expiresAt).toISOString() };
}

export async function removeEmployeeInvites({ db, ctx, emails }: { db: Db; ctx: TLicenseContext; emails: readonly string[] }): Promise<{ Removed: number }> {
  assertCanInvite(ctx);
  const managed = await listInvitees(db, { licenseId: ctx.licenseId, invitedBy: managedBy(ctx) });
  const byEmail = new Map(managed.map((m) => [m.email, m]));
  const targets = emails.map((email, i) => {
    const m = byEmail.get(email);
    if (!m) throw fieldError('NOT_FOUND', String(i), 'Not an invited member you manage', `No invited member ${email} you manage`);
    if (m.userId === ctx.userId) throw validationError([{ path: String(i), message: 'You cannot remove yourself' }], 'You cannot remove yourself');
    if (!mayRemoveInvitee(ctx.permission, m.role)) throw forbidden('Only licence administrators remove a licence administrator');
    return m;
  });
  const unique = [...new Map(targets.map((t) => [t.userId, t])).values()];
  const customersByUser = await assignedCustomersOf(db, ctx.licenseId, unique.map((t) => t.userId));
  await db.transaction(async (tx) => {
    for (const t of unique) {
      const where = <T extends typeof memberships | typeof membershipCustomers | typeof employeeInvites>(table: T) => and(eq(table.licenseId, ctx.licenseId), eq(table.userId, t.userId));
      await tx.delete(membershipCustomers).where(where(membershipCustomers));
      await tx.delete(employeeInvites).where(where(employeeInvites));
      await tx.delete(memberships).where(where(memberships));
      await recordAdminChange(tx, {
        licenseId: ctx.licenseId,
        actorUserId: ctx.userId,
        action: AUDIT_REMOVE,
        target: t.email,
        before: { Role: t.role, Customers: customersByUser.get(t.userId)?.map((c) => c.Id) ?? [] },
        after: null,
      });
    }
  });
  for (const t of unique) forgetMemberships(db, { userId: t.userId });
  return { Removed: unique.length };
}

// ───── the public link ─────

async function openInvite(db: Db, token: string, now: Date) {
  const found = looksLikeInviteToken(token) ? await findInviteByTokenHash(db, hashInviteToken(token)) : undefined;
  if (!found) throw notFound('Invitation link not found');
  if (found.invite.acceptedAt) throw new AppError('INVITE_LINK_USED', 410, 'This invitation has been accepted already');
  if (found.invite.expiresAt <= now) throw new AppError('INVITE_LINK_EXPIRED', 410, 'This invitation link has expired');
  return found;
}

export async function getInviteLink({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<TInviteLinkInfo> {
  const found = await openInvite(db, token, now);
  return {
    Email: found.email,
    LicenseName: found.licenseName,
    License: found.invite.licenseId,
    InvitedBy: found.invitedBy ?? '',
    NeedsPassword: found.passwordHash === null,
    ExpiresAt: found.invite.expiresAt.toISOString(),
  };
}

export async function acceptInvite(input: {
  db: Db;
  config: Config;
  token: string;
  body: TAcceptInvite;
  ip: string;
  userAgent: string | undefined;
  previousToken: string | undefined;
  now?: Date;
}): Promise<{ result: TAcceptInviteResult; session: { token: string; expiresAt: Date } | null }> {
  const { db } = input;
  const now = input.now ?? new Date();
  const found = await openInvite(db, input.token, now);
  const needsPassword = found.passwordHash === null;
  let passwordHash: string | null = null;
  if (needsPassword) {
    const problem = passwordProblem(input.body.Password ?? '');
    if (problem) throw validationError([{ path: 'Password', message: problem }], 'The password does not meet the rules');
    passwordHash = await hashPassword(input.body.Password!);
  }
  const { licenseId, userId } = found.invite;
  // Single use even when two requests race: only the one that flips accepted_at goes on.
  const accepted = await db.transaction(async (tx) => {
    const flipped = await tx
      .update(employeeInvites)
      .set({ acceptedAt: now })
      .where(and(eq(employeeInvites.licenseId, licenseId), eq(employeeInvites.userId, userId), eq(employeeInvites.tokenHash, found.invite.tokenHash), isNull(employeeInvites.acceptedAt)))
      .returning({ userId: employeeInvites.userId });
    if (flipped.length === 0) return false;
    if (passwordHash) await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return true;
  });
  if (!accepted) throw new AppError('INVITE_LINK_USED', 410, 'This invitation has been accepted already');
  if (!needsPassword) return { result: { License: licenseId, LoggedIn: false }, session: null };
  if (input.previousToken) await deleteSession(db, hashToken(input.previousToken));
  const session = await createSession(db, { userId, readOnly: false, lifetimeHours: input.config.SESSION_TTL_HOURS, userAgent: input.userAgent, ip: input.ip, now });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return { result: { License: licenseId, LoggedIn: true }, session };
}
