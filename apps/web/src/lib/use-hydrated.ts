import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates a page rendered at build (apps/web/scripts/prerender.mjs), true from
 * then on: what depends on the visitor (the signed-in user, stored choices) renders the server's signed-out, default
 * state first, so that hydration matches, and changes right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
