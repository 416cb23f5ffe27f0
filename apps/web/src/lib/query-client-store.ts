// Which QueryClient the app's queries use, once a module that runs queries has loaded (docs/decisions/030): the
// app's provider (app/provider.tsx) reads it here, so that TanStack Query itself is not part of what a page needs
// before it is interactive. lib/query-client.ts sets it as it is evaluated. No TanStack Query code here.
import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | undefined;
const listeners = new Set<() => void>();

/** The app's QueryClient, or undefined while no module that uses queries has been loaded. */
export function currentQueryClient(): QueryClient | undefined {
  return current;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function provideQueryClient(client: QueryClient): void {
  if (current === client) return;
  current = client;
  for (const listener of listeners) listener();
}
