import { isApiError } from '../../lib/api-client';

/** Why a sign link does not open (or no longer works): each has its own message on the signer's page. */
export type TLinkProblem = 'expired' | 'used' | 'revoked' | 'unknown' | 'rateLimited' | 'failed';

const BY_CODE: Record<string, TLinkProblem> = {
  SIGN_LINK_EXPIRED: 'expired',
  SIGN_LINK_USED: 'used',
  SIGN_LINK_REVOKED: 'revoked',
  NOT_FOUND: 'unknown',
  RATE_LIMITED: 'rateLimited',
};

export function linkProblemOf(error: unknown): TLinkProblem {
  if (!isApiError(error)) return 'failed';
  // Compared as text: the link codes are read here even from a server that sends them before this build knows them.
  const code: string = error.code;
  return BY_CODE[code] ?? (error.status === 410 ? 'expired' : 'failed');
}
