/** The user as the API presents it (ZSessionUser): spec field names, country as code and name. */
import type { TSessionUser } from '@portal/domain';
import type { TAuthUser } from './session-store.js';

const countryNames = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'code' });

function countryName(code: string): string {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a valid region code (data from elsewhere): show the code itself.
    return code;
  }
}

export function toSessionUser(user: TAuthUser): TSessionUser {
  return {
    Id: user.id,
    Email: user.email,
    Title: user.title,
    FirstName: user.firstName,
    LastName: user.lastName,
    Country: { Code: user.countryCode, Name: countryName(user.countryCode) },
    Language: user.language,
    IsGuest: user.isGuest,
  };
}
