import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRequest } from '../lib/api-client';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRequest, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
