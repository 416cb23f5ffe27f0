import { QueryClientContext } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { currentQueryClient, subscribeQueryClient } from '../lib/query-client-store';

/**
 * The app's QueryClient for every query below, once the first module that runs queries has loaded it
 * (lib/queries.ts, docs/decisions/030): React's context of TanStack Query, filled from lib/query-client-store.ts,
 * so that the provider needs none of TanStack Query's code.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, currentQueryClient, currentQueryClient);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
