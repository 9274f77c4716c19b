/**
 * The user's active sessions (list, end one, log out everywhere) and, for licence admins, their members' sessions.
 * Sessions are shown by a public id derived from the stored token hash, never by that hash itself.
 */
import { createHash } from 'node:crypto';
import { isLicenseAdmin, type TActiveSession, type TEndedSessions } from '@portal/domain';
import type { TAuthSession } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/client.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { deviceName } from './device-name.js';
import { deleteUserSession, deleteUserSessions, isMemberOf, listMemberSessions, listUserSessions, type TLiveWindow } from './repository.js';

export const publicSessionId = (storedId: string): string => createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 32);

/** The idle timeout (SESSION_IDLE_MINUTES) that decides which sessions still count as live. */
export const liveWindow = (idleMinutes: number, now = new Date()): TLiveWindow => ({ now, idleMs: idleMinutes * 60_000 });

export async function listActiveSessions({ db, session, window }: { db: Db; session: TAuthSession; window: TLiveWindow }): Promise<TActiveSession[]> {
  const rows = await listUserSessions(db, session.user.id, window);
  return rows.map((r) => ({
    Id: publicSessionId(r.id),
    Device: deviceName(r.userAgent),
    Ip: r.ip,
    CreatedAt: r.createdAt.toISOString(),
    LastUsedAt: r.lastSeenAt.toISOString(),
    Current: r.id === session.sessionId,
  }));
}

/** "Log out everywhere": every other session of the user, and this one too when asked. */
export async function endMySessions({ db, session, includeCurrent }: { db: Db; session: TAuthSession; includeCurrent: boolean }): Promise<TEndedSessions> {
  return { Ended: await deleteUserSessions(db, session.user.id, includeCurrent ? undefined : session.sessionId) };
}

export async function endMySession({ db, session, id, window }: { db: Db; session: TAuthSession; id: string; window: TLiveWindow }): Promise<void> {
  const target = (await listUserSessions(db, session.user.id, window)).find((r) => publicSessionId(r.id) === id);
  if (!target || !(await deleteUserSession(db, session.user.id, target.id))) throw notFound('No such session');
}

function assertAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission) || ctx.permission.readOnly) throw forbidden('Only licence admins manage members\' sessions');
}

export async function listLicenseMemberSessions({ db, ctx, window }: { db: Db; ctx: TLicenseContext; window: TLiveWindow }) {
  assertAdmin(ctx);
  const rows = await listMemberSessions(db, ctx.licenseId, window);
  return rows.map((r) => ({
    UserId: r.userId,
    Email: r.email,
    Name: `${r.firstName} ${r.lastName}`.trim(),
    Role: r.role,
    ActiveSessions: r.sessions,
    LastUsedAt: r.lastSeenAt ? r.lastSeenAt.toISOString() : null,
  }));
}

/** A licence admin ends every session of a member of their licence (never of anyone else). */
export async function endMemberSessions(input: { db: Db; ctx: TLicenseContext; userId: string; currentSessionId: string }): Promise<TEndedSessions> {
  const { db, ctx, userId } = input;
  assertAdmin(ctx);
  if (!(await isMemberOf(db, userId, ctx.licenseId))) throw notFound('No such member in this licence');
  // Ending one's own sessions here keeps the current one, so that the page stays usable.
  return { Ended: await deleteUserSessions(db, userId, userId === ctx.userId ? input.currentSessionId : undefined) };
}
