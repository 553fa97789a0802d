import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the API client already turns failures into error pages or form errors,
 * and retrying a refused call only delays the message the user needs.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
