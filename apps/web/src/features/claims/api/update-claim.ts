import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TClaimUpdate } from '../claim-edit-schema';
import { claimQueryOptions, ZClaimDetail } from './get-claim';

/** PATCH /api/v1/Schaden/{id}: 403 READ_ONLY for guests, 409 CONFLICT once the claim is closed. */
export const updateClaim = (license: string, id: string, body: TClaimUpdate) =>
  apiRequest(`Schaden/${encodeURIComponent(id)}`, { method: 'PATCH', scope: 'license', license, body, schema: ZClaimDetail });

export function useUpdateClaimMutation(license: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClaimUpdate) => updateClaim(license, id, body),
    onSuccess: (claim) => {
      queryClient.setQueryData(claimQueryOptions(license, id).queryKey, claim);
      // Lists and the contract's claims show the changed amount and kind.
      void queryClient.invalidateQueries({ queryKey: ['data', license, 'Schaden'] });
      void queryClient.invalidateQueries({ queryKey: ['contract', license] });
    },
  });
}
