/**
 * The signer's calls (public, by the personal token of the link; no session): the session, its documents as they
 * stand, and the drawn signature.
 */
import { ZSignSession, ZSubmitSignatureResult, type TSignSession, type TSubmitSignatureResult } from '@portal/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiErrorOf } from '../../../lib/api-error-of';

const tokenPath = (token: string) => `Sign/${encodeURIComponent(token)}`;

export const signSessionKey = (token: string) => ['signing', 'session', token] as const;

/** GET Sign/{token}. */
export function getSignSession(token: string, signal?: AbortSignal): Promise<TSignSession> {
  return apiRequest(tokenPath(token), { scope: 'public', schema: ZSignSession, signal });
}

/** GET a document of the session (its Url): the PDF as it stands, signatures so far included. */
export async function fetchSignDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  if (!res.ok) throw apiErrorOf(res.status, await res.json().catch(() => null), res.headers.get('Retry-After'));
  return res.blob();
}

/** POST Sign/{token} {Xfdf}: the drawn signature; the link is used up. */
export function submitSignature(token: string, xfdf: string): Promise<TSubmitSignatureResult> {
  return apiRequest(tokenPath(token), { method: 'POST', scope: 'public', body: { Xfdf: xfdf }, schema: ZSubmitSignatureResult });
}
