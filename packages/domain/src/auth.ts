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

export const ZLoginResponse = z.object({ User: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
