import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether nothing of the page's prerendered HTML is left to hydrate (start.tsx says so): from then on a component that
 * mounts is drawn afresh, never hydrated, and may show the visitor's state at once.
 */
let pageHydrated = false;

/**
 * Called by the start once every part of a prerendered page is hydrated (but those that wait for the visitor to come
 * near), or before a page drawn afresh renders.
 */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/** Whether the page is hydrated (or was drawn afresh): a component that mounts now is drawn, not hydrated. */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/**
 * Inside a part of the page that hydrates after it (components/ui/deferred.tsx): whether React is still hydrating that
 * part's server HTML. A part far below the first screen may hydrate long after the page (docs/decisions/077).
 */
export const PartHydration = createContext<{ hydrating: boolean } | undefined>(undefined);

/**
 * False on the server and while React hydrates a page rendered at build (apps/web/scripts/prerender.mjs), true from
 * then on: what depends on the visitor (the signed-in user, stored choices) renders the server's signed-out, default
 * state first, so that hydration matches, and changes right after. That change is a transition, which React renders in
 * slices between the browser's own work: an update React must render at once (a store whose value differs from the
 * server's, a state set in a layout effect) would re-render the component and everything under it in one long task
 * at the page's start (docs/decisions/075).
 */
export function useHydrated(): boolean {
  const part = useContext(PartHydration);
  const [hydrated, setHydrated] = useState(pageHydrated && !part?.hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
