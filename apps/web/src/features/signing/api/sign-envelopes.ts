import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSignEnvelope } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

const ZSignEnvelopes = z.array(ZSignEnvelope);

export const signEnvelopesKey = (license: string, riskId: string) => ['signing', license, 'envelopes', riskId] as const;

/** GET Sign/Envelope?license=&riskId=: the risk's sign requests, newest first, with each signer's status. */
export function signEnvelopesQueryOptions(license: string, riskId: string) {
  return queryOptions({
    queryKey: signEnvelopesKey(license, riskId),
    queryFn: ({ signal }) => apiRequest(`Sign/Envelope?riskId=${encodeURIComponent(riskId)}`, { scope: 'license', license, schema: ZSignEnvelopes, signal }),
    // While someone still has to sign, the member sees the signatures arrive.
    refetchInterval: (query) => (query.state.data?.some((e) => e.Status === 'pending') ? 15_000 : false),
    retry: false,
  });
}

/** POST Sign/Envelope/{id}/Revoke?license=: the links stop working, the form can be edited again. */
export function revokeEnvelope(license: string, envelopeId: string): Promise<void> {
  return apiRequest(`Sign/Envelope/${encodeURIComponent(envelopeId)}/Revoke`, { method: 'POST', scope: 'license', license });
}
