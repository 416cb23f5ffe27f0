import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { provideQueryClient } from './query-client-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// Loaded with the first module that runs queries (through lib/queries.ts): from now on the app's provider hands this
// client to every query. In the browser it follows the network's state, as QueryClientProvider would make it do.
provideQueryClient(queryClient);
if (typeof window !== 'undefined') queryClient.mount();

/** A record's query: one more try after a failure, none after a 404 (the record does not exist). */
export function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 404) && failureCount < 1;
}
