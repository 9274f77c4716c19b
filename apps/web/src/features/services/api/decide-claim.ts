import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClaimApprovalResult, type TClaimApprovalResult } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST Schaden/{id}/Approve or /Reject (with a reason): only for members who may approve claims. */
export function decideClaim(license: string, id: string, decision: { approve: true } | { approve: false; reason: string }): Promise<TClaimApprovalResult> {
  const path = `Schaden/${encodeURIComponent(id)}/${decision.approve ? 'Approve' : 'Reject'}`;
  return apiRequest(path, { method: 'POST', scope: 'license', license, ...(decision.approve ? {} : { body: { Reason: decision.reason } }), schema: ZClaimApprovalResult });
}

export function useDecideClaim(license: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) => decideClaim(license, id, decision),
    onSuccess: () => {
      // The claim, the lists (the approval-pending list loses it) and the counts change.
      void queryClient.invalidateQueries({ queryKey: ['claim', license, id] });
      void queryClient.invalidateQueries({ queryKey: ['data', license, 'Schaden'] });
      void queryClient.invalidateQueries({ queryKey: ['summary', license] });
    },
  });
}
