import { z } from 'zod';

/** Limits that keep absurd input out before it reaches hashing or the database. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZGuestLoginRequest = z.object({
  /** Licence to visit as guest; the first licence that allows guests when omitted. */
  License: z.string().min(1).max(64).optional(),
});
export type TGuestLoginRequest = z.infer<typeof ZGuestLoginRequest>;

export const ZSessionUser = z.object({
  Id: z.string(),
  Email: z.string(),
  Title: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Country: z.object({ Code: z.string(), Name: z.string() }),
  Language: z.string(),
  IsGuest: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** When the session ends: the absolute end, and the idle end unless the user does something before. */
export const ZSessionTimes = z.object({
  ExpiresAt: z.string(),
  IdleExpiresAt: z.string(),
  IdleTimeoutSeconds: z.number().int(),
});
export type TSessionTimes = z.infer<typeof ZSessionTimes>;

export const ZLoginResponse = z.object({ User: ZSessionUser, Session: ZSessionTimes.optional() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** One of the user's active sessions (the profile menu's list). */
export const ZActiveSession = z.object({
  Id: z.string(),
  /** Browser and system from the user agent, e.g. "Chrome 131 on Windows". */
  Device: z.string(),
  /** Client address at login. */
  Ip: z.string().nullable(),
  CreatedAt: z.string(),
  LastUsedAt: z.string(),
  /** The session of the request itself. */
  Current: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;

export const ZEndSessionsRequest = z.object({
  /** Also end the session of the request itself (log out everywhere, this device included). */
  IncludeCurrent: z.boolean().default(false),
});
export type TEndSessionsRequest = z.infer<typeof ZEndSessionsRequest>;

export const ZEndedSessions = z.object({ Ended: z.number().int() });
export type TEndedSessions = z.infer<typeof ZEndedSessions>;

/** A licence member with their active session count, for licence admins (GET License/MemberSessions). */
export const ZMemberSessions = z.object({
  UserId: z.string(),
  Email: z.string(),
  Name: z.string(),
  Role: z.string(),
  ActiveSessions: z.number().int(),
  LastUsedAt: z.string().nullable(),
});
export type TMemberSessions = z.infer<typeof ZMemberSessions>;
