/** POST Mail/Test?license=: a test mail to the logged-in admin; the outbox list then shows it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMailTestResult } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('../schemas'));

export function useSendTestMail(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TMailTestResult> => apiRequest('Mail/Test', { method: 'POST', scope: 'license', license, schema: schema('ZMailTestResult') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dev-outbox', license] }),
  });
}
