/** Login with password, guest login, logout and the current session. */
import { savesSettingsOnLogout, ZUserSettings, type TLoginResponse } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { checkPassword, hashPassword } from '../../platform/auth/password.js';
import { assertGuestLoginAllowed, assertLoginAllowed, GUEST_LOGIN_MARKER, recordLoginAttempt } from '../../platform/auth/login-rate-limit.js';
import { createSession, deleteSession, hashToken, type TAuthSession } from '../../platform/auth/session-store.js';
import { toSessionUser } from '../../platform/auth/session-user.js';
import { findMembership, toPermissionContext } from '../../platform/memberships.js';
import { saveUserSettings } from '../settings/service.js';
import { ensureGuestMembership, findGuestLicense, findGuestUser, findUserByEmail, markLoggedIn, updatePasswordHash } from './repository.js';

/** A guest session ends 30 minutes after it began, whatever the activity. */
export const GUEST_SESSION_HOURS = 0.5;

export type TNewSession = { response: TLoginResponse; token: string; expiresAt: Date };

type TLoginInput = {
  db: Db;
  config: Config;
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** Token of a session the browser still carries; replaced, so that no old session survives a login. */
  previousToken: string | undefined;
};

export async function loginWithPassword(input: TLoginInput): Promise<TNewSession> {
  const { db, config } = input;
  const email = input.email.trim().toLowerCase();
  await assertLoginAllowed(db, { email, ip: input.ip, config });
  const user = await findUserByEmail(db, email);
  // Always one hash computation, so the answer time does not tell whether the e-mail exists.
  const password = await checkPassword(input.password, user?.passwordHash);
  const ok = password.ok && user !== null && !user.isGuest;
  await recordLoginAttempt(db, { email, ip: input.ip, success: ok });
  if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', 401, 'E-mail or password is wrong');

  // A hash of older parameters is replaced now that the password is known (upgrade at login).
  if (password.needsRehash) await updatePasswordHash(db, user.id, await hashPassword(input.password));
  if (input.previousToken) await deleteSession(db, hashToken(input.previousToken));
  const now = new Date();
  const session = await createSession(db, { userId: user.id, readOnly: false, lifetimeHours: config.SESSION_TTL_HOURS, userAgent: input.userAgent, ip: input.ip, now });
  await markLoggedIn(db, user.id, now);
  const { passwordHash: _hash, ...authUser } = user;
  return { response: { User: toSessionUser(authUser) }, ...session };
}

export async function loginAsGuest(input: {
  db: Db;
  config: Config;
  license: string | undefined;
  userAgent: string | undefined;
  ip: string;
  previousToken: string | undefined;
}): Promise<TNewSession> {
  const { db } = input;
  await assertGuestLoginAllowed(db, { ip: input.ip, config: input.config });
  const guest = await findGuestUser(db);
  const licenseId = guest ? await findGuestLicense(db, input.license) : null;
  if (!guest || !licenseId) throw forbidden('Guest access is not available');
  await ensureGuestMembership(db, { userId: guest.id, licenseId });
  await recordLoginAttempt(db, { email: GUEST_LOGIN_MARKER, ip: input.ip, success: true });
  if (input.previousToken) await deleteSession(db, hashToken(input.previousToken));
  const session = await createSession(db, { userId: guest.id, readOnly: true, lifetimeHours: GUEST_SESSION_HOURS, userAgent: input.userAgent, ip: input.ip });
  return { response: { User: toSessionUser(guest) }, ...session };
}

/**
 * Ends the session. Settings sent along are saved for their licence first when the rule of spec 001 §6
 * allows it (not for caseworkers, licence admins or read-only users). Invalid settings never block the
 * logout: they are skipped and logged.
 */
export async function logout(input: {
  db: Db;
  session: TAuthSession | null;
  /** The logout body with Settings still unchecked (ZLogoutRequest describes it). */
  body: { License?: string | undefined; Settings?: unknown } | null | undefined;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, session, body, log } = input;
  if (!session) return;
  if (body?.License && body.Settings) {
    const member = await findMembership(db, session.user, body.License);
    if (member && savesSettingsOnLogout(toPermissionContext(member, session.readOnly))) {
      const settings = ZUserSettings.safeParse(body.Settings);
      try {
        if (!settings.success) throw settings.error;
        await saveUserSettings({ db, userId: session.user.id, licenseId: body.License, settings: settings.data });
      } catch (err) {
        log.warn({ err }, 'settings not saved on logout');
      }
    }
  }
  await deleteSession(db, session.sessionId);
}

export function currentSession({ session, idleMinutes }: { session: TAuthSession; idleMinutes: number }): TLoginResponse {
  return {
    User: toSessionUser(session.user),
    Session: {
      ExpiresAt: session.expiresAt.toISOString(),
      IdleExpiresAt: session.idleExpiresAt.toISOString(),
      IdleTimeoutSeconds: Math.round(idleMinutes * 60),
    },
  };
}
