import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ZBranch = z.object({ Spartenkuerzel: z.string(), Spartenbezeichnung: z.string().nullable() });
export type TBranch = z.infer<typeof ZBranch>;

/** GET Sparte?license=: the branches (lines of business) of the licence, for the branch filter. */
export const branchesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['branches', license] as const,
    queryFn: ({ signal }) => apiRequest('Sparte', { scope: 'license', license, schema: z.array(ZBranch), signal }),
    staleTime: 10 * 60_000,
  });

export function useBranches(license: string) {
  return useQuery(branchesQueryOptions(license));
}
