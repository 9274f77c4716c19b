import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContractMessageResult, type TContractMessageInput } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST Vertrag/{id}/Nachricht → 201 { VorgangId }: a new process about the contract (403 for read-only access). */
export const writeContractMessage = (license: string, id: string, body: TContractMessageInput) =>
  apiRequest(`Vertrag/${encodeURIComponent(id)}/Nachricht`, { method: 'POST', scope: 'license', license, body, schema: ZContractMessageResult });

export function useWriteContractMessage(license: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TContractMessageInput) => writeContractMessage(license, id, body),
    // The contract's activity panel and the post box counts show the new process.
    onSuccess: () => void client.invalidateQueries({ predicate: (q) => ['activity', 'activity-feed', 'processes', 'feed-summary'].includes(String(q.queryKey[0])) }),
  });
}
